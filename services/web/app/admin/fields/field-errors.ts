import type { FieldErrors } from '@site/content-api/schemas'

/**
 * Per-field messages keyed by form field: zod and content-api report list items by path
 * ("features.2"), which the form shows on the list's textarea as "Line 3: ...".
 */
export function errorsByField(fields: FieldErrors): Partial<Record<string, string>> {
  const out: Partial<Record<string, string>> = {}
  for (const [path, message] of Object.entries(fields)) {
    const [field = '_', index] = path.split('.')
    const line = index !== undefined && /^\d+$/.test(index) ? Number(index) + 1 : undefined
    out[field] ??= line === undefined ? message : `Line ${line}: ${message}`
  }
  return out
}
