/** Admin lists show descriptions cut at 100 characters (an ellipsis
 * marks the cut). */
export const LIST_DESCRIPTION_LIMIT = 100

/** `text` cut to at most `limit` characters plus an ellipsis, at the limit, never mid-surrogate. */
export function truncate(text: string, limit: number = LIST_DESCRIPTION_LIMIT): string {
  const chars = Array.from(text.trim())
  if (chars.length <= limit) return chars.join('')
  return `${chars.slice(0, limit).join('').trimEnd()}…`
}

/**
 * Markdown as the words it says, on one line: for a list cell that shows content (About Sections'
 * "content clamped to 3 lines"); markup characters, link targets and line breaks go.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+\.\s+)/gm, '')
    .replace(/(\*\*|__|\*|_|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}
