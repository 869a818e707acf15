/** Admin lists show descriptions cut at 100 characters (spec: "truncated at 100 characters"). */
export const LIST_DESCRIPTION_LIMIT = 100

/** `text` cut to at most `limit` characters plus an ellipsis, at the limit, never mid-surrogate. */
export function truncate(text: string, limit: number = LIST_DESCRIPTION_LIMIT): string {
  const chars = Array.from(text.trim())
  if (chars.length <= limit) return chars.join('')
  return `${chars.slice(0, limit).join('').trimEnd()}…`
}
