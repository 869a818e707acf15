import type { RequestHandler } from 'express'
import type { ServerBuild } from 'react-router'
import { routeHandlesFactory } from './route-handles.js'

/** What a route whose action reads something other than a form declares: `handle = { rawBody: true }`. */
export interface RawBodyHandle {
  rawBody?: boolean
}

const FORM = 'application/x-www-form-urlencoded'

/**
 * Every action but a declared raw-body one (the media uploader's) reads `request.formData()`,
 * which throws on any other body: text/plain, JSON, no type at all, or multipart without a
 * boundary or with a broken one. React Router turns that throw into a 500, so a fuzzer's post was
 * "our" error. Here, before React Router, anything but a URL-encoded form (what the site's forms
 * and React Router's submissions send) is answered 415. Multipart is refused too: no form sends
 * it, and its parser failing inside an action would again be a 500; a form that uploads files
 * would declare it and need its own parse check. A URL-encoded body always parses.
 */
export function formBodiesOnly(build: Pick<ServerBuild, 'routes'>): RequestHandler {
  const handlesOf = routeHandlesFactory(build)
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next()
    const type = (req.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
    if (type === FORM) return next()
    if ((handlesOf(req.path) as RawBodyHandle[]).some((handle) => handle.rawBody)) return next()
    res
      .status(415)
      .set({ 'Accept-Post': FORM, 'Cache-Control': 'no-store' })
      .type('text/plain')
      .send(`Unsupported Media Type: forms on this site are sent as ${FORM}.`)
  }
}
