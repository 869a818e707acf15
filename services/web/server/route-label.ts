import type { IncomingMessage } from 'node:http'
import { UNMATCHED_ROUTE } from '@site/platform'
import { matchRoutes, type ServerBuild } from 'react-router'
import { LruMap } from './lru-map.js'
import { routeTreeOf } from './route-handles.js'

/** Paths web answers itself, before React Router: each one label. */
const OWN_PATHS = new Set(['/health', '/metrics', '/analytics/event', '/hooks/git'])

/** Prefixes whose every path is one label: images, hashed assets. */
const OWN_PREFIXES = ['/media/', '/assets/']

/**
 * The metrics' route label of a request: web's own paths as they are, `/media/*` and
 * `/assets/*`, and a page as the id of the React Router route it renders
 * (`routes/solutions.$slug`), so the labels stay a fixed set whatever visitors ask; a path no
 * route matches is UNMATCHED_ROUTE. Remembered per path (bounded: paths come from visitors).
 */
export function routeLabelFactory(
  build: Pick<ServerBuild, 'routes'>,
): (req: IncomingMessage) => string {
  const tree = routeTreeOf(build)
  const byPath = new LruMap<string, string>(2000)
  return (req) => {
    const url = req.url ?? '/'
    const at = url.indexOf('?')
    const pathname = at < 0 ? url : url.slice(0, at)
    if (OWN_PATHS.has(pathname)) return pathname
    for (const prefix of OWN_PREFIXES) if (pathname.startsWith(prefix)) return `${prefix}*`
    const known = byPath.get(pathname)
    if (known) return known
    const routePath = pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '')
    let label = UNMATCHED_ROUTE
    try {
      // a path that is not valid percent-encoding is no route (and React Router would warn)
      decodeURIComponent(routePath)
      const matches = matchRoutes(tree as Parameters<typeof matchRoutes>[0], routePath)
      label = matches?.at(-1)?.route.id ?? UNMATCHED_ROUTE
    } catch {
      // left unmatched
    }
    byPath.set(pathname, label)
    return label
  }
}
