import { ContentApiError, type ContentClient } from '@site/contract/client'
import { SHARE_TOKEN_FIELDS } from '@site/contract'
import { signedTokenPattern } from '@site/platform'
import type { WebLoadContext } from '../load-context'
import type { PreviewInput } from '../load-context.server'
import { SESSION_COOKIE_NAME, cookieValue } from '../session.server'
import { editorPathOf, previewRequestOf, type PreviewRequest } from './preview-target'

/**
 * Whether `/preview/<target>` may show its draft, decided before anything renders (server/app.ts
 * asks through the build: entry.server.tsx re-exports openPreview).
 *
 * - 'none': the address names no preview (unknown target, a language the site lacks): the
 *   preview route answers 404.
 * - 'denied': neither the visitor's session nor the link's token opens it (expired, revoked,
 *   wrong): the preview route answers 410 "expired or revoked"; or the item has no draft (any
 *   more): 404 "no draft to preview".
 * - open: the public page to render in its place, and the reads that show the draft.
 */
export type PreviewOpening =
  | { kind: 'none' }
  | { kind: 'denied'; request: PreviewRequest; reason: ClosedReason }
  | { kind: 'open'; request: PreviewRequest; input: PreviewInput }

export interface OpenPreviewArgs {
  pathname: string
  search: string
  /** the request's Cookie header */
  cookie?: string
  /** a load context for these reads (server/app.ts: createLoadContext with the uncached fetch) */
  contextFor: (preview?: PreviewInput) => Pick<WebLoadContext, 'contentApi'>
}

/**
 * Why a preview does not open: 'expired' (no session and no link, or a link content-api refuses:
 * expired, revoked, closed by a publish or discard) or 'no-draft' (the item has no draft now).
 */
export type ClosedReason = 'expired' | 'no-draft'

/** A share link's token exactly (content-api checks its MAC): any other is no token at all. */
const SHARE_TOKEN = signedTokenPattern(...SHARE_TOKEN_FIELDS)

/** content-api's answers that mean "not for you": the draft stays closed. */
const REFUSED = new Set([401, 403, 410])

export async function openPreview({
  pathname,
  search,
  cookie,
  contextFor,
}: OpenPreviewArgs): Promise<PreviewOpening> {
  const request = previewRequestOf(pathname, search)
  if (!request) return { kind: 'none' }
  const sessionToken = await signedInToken(contextFor(), cookie)
  // a token with anything added or missing is refused here, before content-api is asked
  const token =
    request.token !== undefined && SHARE_TOKEN.test(request.token) ? request.token : null
  const input: PreviewInput = {
    target: request.name,
    editorPath: editorPathOf(request.target),
    ...(token ? { token } : {}),
    ...(request.live ? { live: request.live } : {}),
    ...(sessionToken ? { sessionToken } : {}),
  }
  if (!sessionToken && !token) return { kind: 'denied', request, reason: 'expired' }
  const read = await draftRead(contextFor(input).contentApi(undefined, request.locale), request)
  if (read === 'open') return { kind: 'open', request, input }
  // a signed-in user whom content-api does not let preview may still hold a valid share link
  if (read === 'expired' && sessionToken && token) {
    const { sessionToken: _signedIn, ...linkOnly } = input
    const again = await draftRead(
      contextFor(linkOnly).contentApi(undefined, request.locale),
      request,
    )
    if (again === 'open') return { kind: 'open', request, input: linkOnly }
    return { kind: 'denied', request, reason: again }
  }
  return { kind: 'denied', request, reason: read }
}

/** The session token of a visitor content-api knows as signed in; undefined otherwise. */
async function signedInToken(
  context: Pick<WebLoadContext, 'contentApi'>,
  cookie: string | undefined,
): Promise<string | undefined> {
  if (!cookie) return undefined
  const token = cookieValue(
    new Request('http://web.invalid/', { headers: { cookie } }),
    SESSION_COOKIE_NAME,
  )
  if (!token) return undefined
  try {
    await context.contentApi(token).me()
    return token
  } catch {
    return undefined // signed out, expired, or content-api down: a share token may still open it
  }
}

/**
 * One read of the draft's own item with the preview's credentials. content-api refuses a bad,
 * expired or revoked token (403/404); a record missing even from the draft is closed too. When
 * content-api cannot answer at all the page renders and shows its own "temporarily unavailable".
 */
async function draftRead(
  api: ContentClient,
  request: PreviewRequest,
): Promise<'open' | ClosedReason> {
  const { target } = request
  try {
    switch (target.kind) {
      case 'record':
        return (await api.records(target.collection).get(target.slug)) === null
          ? 'no-draft'
          : 'open'
      case 'page':
        await api.getPage(target.page)
        return 'open'
      case 'settings':
        await api.companySettings()
        return 'open'
    }
  } catch (error) {
    if (error instanceof ContentApiError && REFUSED.has(error.status)) return 'expired'
    if (error instanceof ContentApiError && error.status === 404) return 'no-draft'
    if (error instanceof ContentApiError && error.status < 500 && error.status !== 429) throw error
    return 'open'
  }
}
