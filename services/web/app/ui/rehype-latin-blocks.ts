import type { Element, Root, RootContent } from 'hast'
import { hasRtlLetters, isLatinOnly, latinRuns } from '../i18n/bidi'

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

/** An Arabic text node as text and <bdi dir="ltr"> runs (bidi.tsx latinRuns). */
const isolatedRuns = (value: string): RootContent[] =>
  latinRuns(value).map((part) =>
    part.latin
      ? {
          type: 'element',
          tagName: 'bdi',
          properties: { dir: 'ltr' },
          children: [{ type: 'text', value: part.text }],
        }
      : { type: 'text', value: part.text },
  )

function mark(node: Root | Element): void {
  node.children = node.children.flatMap((child): RootContent[] => {
    if (child.type === 'text')
      return hasRtlLetters(child.value) ? isolatedRuns(child.value) : [child]
    if (child.type !== 'element') return [child]
    if (blocks.has(child.tagName) && isLatinOnly(textOf(child))) {
      child.properties.dir = 'auto'
      return [child]
    }
    mark(child)
    return [child]
  }) as typeof node.children
}

/**
 * A rehype plugin for Markdown shown on Arabic pages: a paragraph, list item or heading written
 * wholly in Latin letters gets dir="auto", so it reads left to right as a block (its full stop
 * at its end, not thrown to the far side); in Arabic text, each Latin run ("−40 °C", "IEC
 * 61131-3", "4 × RS-485") is isolated left to right, which the bidi algorithm alone gets wrong
 * for signs and symbols between Arabic words.
 */
export function rehypeLatinBlocks() {
  return (tree: Root) => mark(tree)
}
