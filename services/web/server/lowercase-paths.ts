import type { RequestHandler } from 'express'
import { matchRoutes, type ServerBuild } from 'react-router'
import { LruMap } from './lru-map.js'
import { routeTreeOf } from './route-handles.js'

/** Lowercases a raw path outside its percent-escapes (%C3%A9 is already case-insensitive). */
const lowercasePath = (rawPath: string) =>
  rawPath.replace(/%[0-9A-Fa-f]{2}|[^%]+/g, (part) =>
    part.startsWith('%') ? part : part.toLowerCase(),
  )

/**
 * GET/HEAD of /AR/about or /About?x=1 answers 301 to /ar/about, /about?x=1. React Router matches
 * paths case-insensitively, so such an address rendered the page itself (in English, since the
 * language is read from a lowercase /ar), with a canonical link to itself: a duplicate page for
 * crawlers. Only paths whose lowercase form is a route of the app are redirected (slugs are
 * lowercase by schema); a splat or the catch-all 404 does not count, so files (assets with Vite's
 * mixed-case hashes, /media/* which is routed before this) and unknown paths are left alone.
 */
export function redirectMiscasedPaths(build: Pick<ServerBuild, 'routes'>): RequestHandler {
  const tree = routeTreeOf(build) as Parameters<typeof matchRoutes>[0]
  const isPage = new LruMap<string, boolean>(1000)

  const namesPage = (path: string) => {
    const known = isPage.get(path)
    if (known !== undefined) return known
    const matches = matchRoutes(tree, path) ?? []
    const page = matches.length > 0 && !matches.some((m) => m.route.path?.includes('*'))
    isPage.set(path, page)
    return page
  }

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const url = req.originalUrl
    const at = url.indexOf('?')
    const rawPath = at < 0 ? url : url.slice(0, at)
    const target = lowercasePath(rawPath)
    // //Host/x would make a protocol-relative Location to another site: never redirect those
    if (target === rawPath || rawPath.startsWith('//') || rawPath.includes('\\')) return next()
    if (!namesPage(target)) return next()
    res
      .status(301)
      .set('Cache-Control', 'public, max-age=86400')
      .location(target + (at < 0 ? '' : url.slice(at)))
      .end()
  }
}
