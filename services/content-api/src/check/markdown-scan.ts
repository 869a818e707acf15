import { fromMarkdown } from 'mdast-util-from-markdown'
import type { Nodes } from 'mdast'

/**
 * What the content checks read in editor Markdown: its links, images and headings, each with the
 * line it is on (1-based, within the text). Parsed with the same CommonMark parser as the site's
 * react-markdown, so a link inside a code block or an escaped bracket is no link here either.
 */
export interface MarkdownScan {
  links: Array<{ url: string; line: number }>
  images: Array<{ url: string; alt: string; line: number }>
  headings: Array<{ depth: number; text: string; line: number }>
}

/** Texts longer than this are not scanned (the field bounds are far below; a bound on the CPU). */
export const MAX_SCANNED_MARKDOWN = 200_000

export function scanMarkdown(markdown: string): MarkdownScan {
  const scan: MarkdownScan = { links: [], images: [], headings: [] }
  if (markdown === '' || markdown.length > MAX_SCANNED_MARKDOWN) return scan
  const visit = (node: Nodes): void => {
    const line = node.position?.start.line ?? 1
    // a reference-style link's address is written once, in its definition
    if (node.type === 'link' || node.type === 'definition') scan.links.push({ url: node.url, line })
    else if (node.type === 'image') scan.images.push({ url: node.url, alt: node.alt ?? '', line })
    else if (node.type === 'heading')
      scan.headings.push({ depth: node.depth, text: plainText(node), line })
    if ('children' in node) for (const child of node.children) visit(child)
  }
  visit(fromMarkdown(markdown))
  return scan
}

function plainText(node: Nodes): string {
  if ('value' in node) return node.value
  if (node.type === 'image') return node.alt ?? ''
  return 'children' in node ? node.children.map((c) => plainText(c)).join('') : ''
}
