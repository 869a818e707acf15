import type { Element, Root, RootContent } from 'hast'
import { isLatinOnly } from '../i18n/bidi'

/** The blocks of rendered Markdown that take a direction of their own. */
const blocks = new Set([
  'p',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'td',
  'th',
  'dt',
  'dd',
])

const textOf = (node: RootContent): string =>
  node.type === 'text'
    ? node.value
    : node.type === 'element'
      ? node.children.map(textOf).join('')
      : ''

function mark(node: Root | Element): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue
    if (blocks.has(child.tagName) && isLatinOnly(textOf(child))) child.properties.dir = 'auto'
    mark(child)
  }
}

/**
 * A rehype plugin for Markdown shown on Arabic pages: a paragraph, list item or heading written
 * wholly in Latin letters gets dir="auto", so it reads left to right as a block (its full stop
 * at its end, not thrown to the far side). Latin words inside Arabic paragraphs need nothing:
 * the bidi algorithm orders words on its own.
 */
export function rehypeLatinBlocks() {
  return (tree: Root) => mark(tree)
}
