/** A legal text's section: its heading and its Markdown body (placeholders still in it). */
export interface LegalSection {
  heading: string
  body: string
}

/**
 * A legal text's Markdown cut into its sections, one per "## " heading (the page lays each out
 * under its own heading, LegalPage.tsx). Text before the first heading, such as a "# " title
 * pasted with the text, is not a section: the page's title comes from the catalogue.
 */
export function legalSections(markdown: string): LegalSection[] {
  const sections: LegalSection[] = []
  for (const block of markdown.split(/^## /m).slice(1)) {
    const end = block.indexOf('\n')
    const heading = (end === -1 ? block : block.slice(0, end)).trim()
    const body = end === -1 ? '' : block.slice(end + 1).trim()
    if (heading !== '') sections.push({ heading, body })
  }
  return sections
}
