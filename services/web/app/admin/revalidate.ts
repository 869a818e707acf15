import type { ShouldRevalidateFunctionArgs } from 'react-router'

/**
 * Search parameters that only drive client-side state (the list filter, the "saved" notice): a
 * change to them alone must not re-run loaders (and round-trip content-api on every keystroke).
 */
const CLIENT_ONLY_PARAMS = new Set(['q', 'saved', 'merged'])

function without(skipped: ReadonlySet<string>, url: URL): string {
  const params = new URLSearchParams(url.search)
  for (const key of skipped) params.delete(key)
  params.sort()
  return `${url.pathname}?${params}`
}

export function skipClientOnlyParamChanges(args: ShouldRevalidateFunctionArgs): boolean {
  return skipChangesOf(CLIENT_ONLY_PARAMS, args)
}

/** The notices' parameters (not the search, which a collection's list asks content-api for). */
const NOTICE_PARAMS = new Set(['saved', 'merged'])

export function skipNoticeParamChanges(args: ShouldRevalidateFunctionArgs): boolean {
  return skipChangesOf(NOTICE_PARAMS, args)
}

function skipChangesOf(params: ReadonlySet<string>, args: ShouldRevalidateFunctionArgs): boolean {
  const { currentUrl, nextUrl, formMethod, defaultShouldRevalidate } = args
  if (
    !formMethod &&
    currentUrl.href !== nextUrl.href &&
    without(params, currentUrl) === without(params, nextUrl)
  ) {
    return false
  }
  return defaultShouldRevalidate
}
