import { defaultLanguage, translationLanguages } from '@site/contract'
import type { NextFunction, Request, Response } from 'express'
import type { AppLoadContext, ServerBuild } from 'react-router'
import { beforeHeaders } from './before-headers.js'
import { PRIVATE_CACHE_CONTROL } from './security-headers.js'
import { openPreviewOf, type OpenPreview, type PreviewInput } from './server-build.js'

/**
 * `/preview/<target>`: a draft shown on the real public page it changes. This
 * middleware asks the build's openPreview (app/preview/open-preview.server.ts) whether the
 * visitor's session or the link's token opens the draft. When it does, the request goes on to
 * React Router as the public page's path (`/products/rx-500`, `/ar/about`), and its load context
 * carries the preview (inputOf), so every content read of the render shows the draft, uncached.
 * When it does not, React Router's preview route answers "expired or revoked" (410) or 404.
 *
 * Either way the answer is private, no-store and noindex, whatever a route says; the page cache
 * never sees it (it runs before this, and skips /preview/ addresses: private-request.ts).
 */
export interface PreviewRendererOptions {
  build: ServerBuild
  /** the load context of this request; with `input`, the preview's (uncached, draft reads) */
  contextFor: (req: Request, res: Response, input?: PreviewInput) => AppLoadContext
}

export const PREVIEW_PREFIX = '/preview/'
/**
 * a translated form of the address (typed by hand, `/fr/preview/…`): `/preview/…?lang=fr` is the
 * one that opens
 */
const translatedPreview = new RegExp(`^/(${translationLanguages.join('|')})/preview/`)

interface PreviewLocals {
  preview?: PreviewInput
  previewClosed?: 'expired' | 'no-draft'
}

export function previewRenderer({ build, contextFor }: PreviewRendererOptions) {
  // looked up at the first preview (a build without it fails then, loudly)
  let open: OpenPreview | undefined

  const middleware = async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const translated = translatedPreview.exec(req.path)?.[1]
    if (translated) {
      const at = req.url.indexOf('?')
      const query = new URLSearchParams(at < 0 ? '' : req.url.slice(at + 1))
      query.set('lang', translated)
      const path = req.url.slice(translated.length + 1, at < 0 ? undefined : at)
      res.set('Cache-Control', PRIVATE_CACHE_CONTROL).redirect(302, `${path}?${query}`)
      return
    }
    if (!req.path.startsWith(PREVIEW_PREFIX)) return next()
    beforeHeaders(res, () => {
      res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL)
      res.setHeader('X-Robots-Tag', 'noindex')
    })
    try {
      open ??= openPreviewOf(build)
      const at = req.url.indexOf('?')
      const opening = await open({
        pathname: req.path,
        search: at < 0 ? '' : req.url.slice(at),
        ...(req.get('cookie') ? { cookie: req.get('cookie') } : {}),
        contextFor: (input) => contextFor(req, res, input),
      })
      if (opening.kind === 'open') {
        ;(res.locals as PreviewLocals).preview = opening.input
        moveTo(req, opening.request.publicPath)
      } else if (opening.kind === 'denied') {
        ;(res.locals as PreviewLocals).previewClosed = opening.reason
        // the closed page in the link's language
        if (opening.request.locale !== defaultLanguage)
          moveTo(req, `/${opening.request.locale}${req.url}`)
      }
      next()
    } catch (error) {
      next(error)
    }
  }

  return {
    middleware,
    /** the preview this response renders, if it is one */
    inputOf: (res: Response): PreviewInput | undefined => (res.locals as PreviewLocals).preview,
    /** why this response's preview did not open, if it is one that did not */
    closedOf: (res: Response) => (res.locals as PreviewLocals).previewClosed,
  }
}

/** Hands the request on as `url`: Express routes by req.url, React Router reads originalUrl. */
function moveTo(req: Request, url: string): void {
  req.url = url
  req.originalUrl = url
}
