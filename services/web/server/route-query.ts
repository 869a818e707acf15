import { matchRoutes, type ServerBuild } from 'react-router'
import { LruMap } from './lru-map.js'

/**
 * The page cache key of a request: its path plus only the query parameters that the matched
 * routes declare they read, with `export const handle = { cacheQuery: ['subject'] }`. Any other
 * parameter (a tracking tag, a cache-buster) cannot change the page, so it makes no new entry.
 * React Router's own `_routes` (which loaders a .data request wants) and `index` are always kept.
 */
// _routes and index: data requests; paths and version: the lazy route discovery manifest (/__manifest), whose
// answer depends on the paths asked (an /ar page's manifest lists only the Arabic routes)
const ROUTER_PARAMS = ['_routes', 'index', 'paths', 'version']

export interface RouteNode {
  id: string
  path?: string
  caseSensitive?: boolean
  children: RouteNode[]
}

export interface CacheQueryHandle {
  cacheQuery?: readonly string[]
}

/** The build's routes as the nested tree matchRoutes takes (ids, paths, children). */
export function routeTreeOf(build: Pick<ServerBuild, 'routes'>): RouteNode[] {
  const nodes = new Map<string, RouteNode>()
  for (const route of Object.values(build.routes)) {
    if (!route) continue
    nodes.set(route.id, {
      id: route.id,
      ...(route.path !== undefined ? { path: route.path } : {}),
      ...(route.caseSensitive ? { caseSensitive: true } : {}),
      children: [],
    })
  }
  const roots: RouteNode[] = []
  for (const route of Object.values(build.routes)) {
    if (!route) continue
    const node = nodes.get(route.id) as RouteNode
    const parent = route.parentId ? nodes.get(route.parentId) : undefined
    ;(parent ? parent.children : roots).push(node)
  }
  return roots
}

export function cacheKeyFactory(build: Pick<ServerBuild, 'routes'>): (url: string) => string {
  const tree = routeTreeOf(build)
  const paramsByPath = new LruMap<string, string[]>(2000)

  function declaredParams(pathname: string): string[] {
    const known = paramsByPath.get(pathname)
    if (known) return known
    // a client navigation asks /solutions/x.data (and /_root.data for the home page)
    const routePath = pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '')
    const params = new Set(ROUTER_PARAMS)
    for (const match of matchRoutes(tree as Parameters<typeof matchRoutes>[0], routePath) ?? []) {
      const id = match.route.id ?? ''
      const handle = (build.routes[id]?.module as { handle?: CacheQueryHandle })?.handle
      for (const name of handle?.cacheQuery ?? []) params.add(name)
    }
    const list = [...params].sort()
    paramsByPath.set(pathname, list)
    return list
  }

  return (url) => {
    // split by hand: new URL() would read a path such as //host/x as another origin's /x
    const at = url.indexOf('?')
    const pathname = at < 0 ? url : url.slice(0, at)
    if (at < 0) return pathname
    const search = new URLSearchParams(url.slice(at + 1))
    const kept = new URLSearchParams()
    for (const name of declaredParams(pathname))
      for (const value of search.getAll(name)) kept.append(name, value)
    const query = kept.toString()
    return query === '' ? pathname : `${pathname}?${query}`
  }
}
