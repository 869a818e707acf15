import type { ShouldRevalidateFunctionArgs } from 'react-router'

/**
 * Search parameters that only drive client-side state (the list filter, the "saved" notice): a
 * change to them alone must not re-run loaders (and round-trip content-api on every keystroke).
 */
const CLIENT_ONLY_PARAMS = new Set(['q', 'saved', 'merged'])

function withoutClientOnlyParams(url: URL): string {
  const params = new URLSearchParams(url.search)
  for (const key of CLIENT_ONLY_PARAMS) params.delete(key)
  params.sort()
  return `${url.pathname}?${params}`
}

export function skipClientOnlyParamChanges(args: ShouldRevalidateFunctionArgs): boolean {
  const { currentUrl, nextUrl, formMethod, defaultShouldRevalidate } = args
  if (
    !formMethod &&
    currentUrl.href !== nextUrl.href &&
    withoutClientOnlyParams(currentUrl) === withoutClientOnlyParams(nextUrl)
  ) {
    return false
  }
  return defaultShouldRevalidate
}
