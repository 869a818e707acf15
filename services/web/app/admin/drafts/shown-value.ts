/** A field's value as text, for the published version and the publish choices. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join('\n')
  return JSON.stringify(value, null, 2)
}
