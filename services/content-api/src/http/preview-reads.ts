import type { RequestHandler } from 'express'
import { AppError } from '@site/platform'
import type { ContentStore } from '../content/content-store.js'
import type { DraftContent } from '../content/draft-content.js'
import type { DraftService } from '../content/draft-service.js'
import { draftLabel, parseDraftTargetPath } from '../content/draft-targets.js'
import type { LivePreviews } from '../content/live-previews.js'
import { overlayIndex, previewScope } from '../content/preview-overlay.js'
import type { ShareLinks } from '../content/share-links.js'
import { PREVIEW_HEADERS } from '@site/contract'
import { userOf } from './session.js'

/**
 * Reads that preview a draft (`X-Content-Preview: <target>`): the request is answered as if the
 * draft were published, for a signed-in user or the holder of a share link's token
 * (`X-Preview-Token`), and never with a cacheable answer. A signed-in user may name unsaved
 * fields sent for a live preview (`X-Content-Preview-Live`). Every read route runs unchanged
 * inside the overlay, so the preview is the real page's data, lists and embeddings included.
 */
export function previewReads(deps: {
  store: ContentStore
  drafts: DraftService
  content: DraftContent
  shares: ShareLinks
  live: LivePreviews
}): RequestHandler {
  return async (req, res, next) => {
    const target = req.get(PREVIEW_HEADERS.target)
    if (target === undefined) return next()
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      throw new AppError(
        400,
        'bad_request',
        'A preview only reads: send it without X-Content-Preview',
      )
    }
    const t = parseDraftTargetPath(target)
    const user = userOf(req)
    const token = req.get(PREVIEW_HEADERS.token)
    if (!user && !(token && deps.shares.opens(token, t.target))) {
      throw new AppError(
        token ? 403 : 401,
        token ? 'preview_closed' : 'unauthorized',
        token
          ? 'This preview link has expired or was revoked'
          : 'Sign in, or use a share link, to preview a draft',
      )
    }
    const liveId = req.get(PREVIEW_HEADERS.live)
    const text =
      (user && liveId ? deps.live.get(liveId, t.target) : null) ?? (await deps.drafts.textOf(t))
    if (text === null)
      throw new AppError(404, 'not_found', `There is no draft of the ${draftLabel(t)}`)
    const overlay = overlayIndex(deps.store.index, t, deps.content.indexed(t, text))
    // whatever a route says about caching, a preview is for this viewer, now
    const setHeader = res.setHeader.bind(res)
    res.setHeader = (name, value) => {
      const key = name.toLowerCase()
      if (key === 'etag') return res // nothing to revalidate: the next preview reads afresh
      return setHeader(name, key === 'cache-control' ? 'private, no-store' : value)
    }
    res.setHeader('Cache-Control', 'private, no-store')
    previewScope.run(overlay, () => next())
  }
}
