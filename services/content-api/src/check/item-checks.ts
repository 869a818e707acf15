import type { PageKey } from '@site/contract'
import type { ContentProblem } from '../content/codecs.js'
import type { CollectionName } from '../content/collections.js'
import type { ContentIndex } from '../content/content-index.js'
import { checkInternalLink, isSitePath } from './internal-links.js'
import { itemTexts } from './item-texts.js'
import { scanMarkdown, type MarkdownScan } from './markdown-scan.js'

export type CheckedItem =
  { kind: 'record'; collection: CollectionName } | { kind: 'page'; page: PageKey }

/** An address elsewhere, as written in a field: what the background link checker asks. */
export interface ExternalLink {
  field: string
  url: string
}

export interface ItemCheck {
  /** errors (a link to no page, an image without alt text) and warnings (a skipped heading) */
  problems: ContentProblem[]
  /** the content files whose change can change these problems: the records linked to */
  dependsOn: string[]
  /** http(s) addresses linked to, checked in the background (link-checker.ts) */
  externalLinks: ExternalLink[]
}

export const isExternalUrl = (url: string) => /^https?:\/\//i.test(url)

/**
 * The content checks of one record or page, on its data as indexed: every Markdown and link
 * field in every language (item-texts.ts). Cheap and synchronous: run for each file a save, a
 * pull or a hand edit reloads (content-checks.ts) and by `npm run content:check`.
 */
export function checkItem(
  index: ContentIndex,
  file: string,
  item: CheckedItem,
  data: Record<string, unknown>,
  /** parses a Markdown text (content-checks.ts remembers the answers: a re-check re-parses nothing) */
  scan: (markdown: string) => MarkdownScan = scanMarkdown,
): ItemCheck {
  const problems: ContentProblem[] = []
  const dependsOn = new Set<string>()
  const externalLinks: ExternalLink[] = []
  const problem = (field: string, message: string, textLine?: number, warning = false) =>
    problems.push({
      file,
      field,
      message,
      ...(warning ? { severity: 'warning' as const } : {}),
      ...(textLine ? { textLine } : {}),
    })
  const link = (field: string, url: string, textLine?: number) => {
    if (isExternalUrl(url)) externalLinks.push({ field, url })
    if (!isSitePath(url)) return
    const check = checkInternalLink(index, url)
    for (const file of check.dependsOn) dependsOn.add(file)
    const where = textLine ? `Line ${textLine}: link` : 'The link'
    if (check.problem) problem(field, `${where} to ${url}: ${check.problem}`, textLine)
  }

  for (const text of itemTexts(item, data)) {
    if (text.kind === 'url') {
      link(text.field, text.value.trim())
      continue
    }
    const scanned = scan(text.value)
    for (const l of scanned.links) link(text.field, l.url, l.line)
    for (const image of scanned.images) {
      if (image.alt.trim() === '')
        problem(
          text.field,
          `Line ${image.line}: image ${image.url} has no alt text: describe it for visitors who cannot see it`,
          image.line,
        )
    }
    // the page's title is its level 1 heading: the text's headings start at 2
    let previous = 1
    for (const heading of scanned.headings) {
      if (heading.depth > previous + 1)
        problem(
          text.field,
          `Line ${heading.line}: heading "${heading.text}" is level ${heading.depth} after level ${previous}: it skips level ${previous + 1}`,
          heading.line,
          true,
        )
      previous = heading.depth
    }
  }
  return { problems, dependsOn: [...dependsOn], externalLinks }
}
