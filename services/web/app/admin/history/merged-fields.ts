/** The query parameter a save's redirect carries the merged fields in (comma-separated). */
export const MERGED_PARAM = 'merged'

/** The merged field keys from a URL's search parameters (only plausible field keys). */
export function mergedFieldsFrom(params: URLSearchParams): string[] {
  return (params.get(MERGED_PARAM) ?? '')
    .split(',')
    .filter((key) => /^[a-z][a-z0-9_.]{0,60}$/.test(key))
}
