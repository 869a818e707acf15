import type { Element, Root, RootContent } from 'hast'

/** The element a `{name}` placeholder becomes, rendered by LegalText's component of that tag. */
export const placeholderTag = 'legal-value'
export const placeholderAttribute = 'data-placeholder'

const placeholder = /\{(\w+)\}/g

/** A text node as text and placeholder elements. */
function withPlaceholders(value: string, names: ReadonlySet<string>): RootContent[] {
  const parts: RootContent[] = []
  let at = 0
  for (const match of value.matchAll(placeholder)) {
    const name = match[1] ?? ''
    if (!names.has(name)) continue
    if (match.index > at) parts.push({ type: 'text', value: value.slice(at, match.index) })
    parts.push({
      type: 'element',
      tagName: placeholderTag,
      properties: { dataPlaceholder: name },
      children: [],
    })
    at = match.index + match[0].length
  }
  if (at < value.length) parts.push({ type: 'text', value: value.slice(at) })
  return parts
}

function mark(node: Root | Element, names: ReadonlySet<string>): void {
  node.children = node.children.flatMap((child): RootContent[] => {
    if (child.type === 'text') return withPlaceholders(child.value, names)
    if (child.type === 'element') mark(child, names)
    return [child]
  }) as typeof node.children
}

/**
 * A rehype plugin turning each `{name}` of the given names in rendered Markdown's text into a
 * placeholder element, for a React component to fill (a telephone as a link, a company name
 * isolated in its own direction). It runs on the parsed tree, so a value is never read as
 * Markdown and the Markdown around it is never broken by one.
 */
export function rehypePlaceholders(names: readonly string[]) {
  const known = new Set(names)
  return () => (tree: Root) => mark(tree, known)
}
