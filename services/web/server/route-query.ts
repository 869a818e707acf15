import type { ServerBuild } from 'react-router'
import { LruMap } from './lru-map.js'
import { routeHandlesFactory } from './route-handles.js'

/**
 * The page cache key of a request: its path plus only the query parameters that the matched
 * routes declare they read, with `export const handle = { cacheQuery: ['subject'] }`. Any other
 * parameter (a tracking tag, a cache-buster) cannot change the page, so it makes no new entry.
 * React Router's own `_routes` (which loaders a .data request wants) and `index` are always kept.
 */
// _routes and index: data requests; paths and version: the lazy route discovery manifest (/__manifest), whose
// answer depends on the paths asked (an /ar page's manifest lists only the Arabic routes)
const ROUTER_PARAMS = ['_routes', 'index', 'paths', 'version']

export interface CacheQueryHandle {
  cacheQuery?: readonly string[]
}

export function cacheKeyFactory(build: Pick<ServerBuild, 'routes'>): (url: string) => string {
  const handlesOf = routeHandlesFactory(build)
  const paramsByPath = new LruMap<string, string[]>(2000)

  function declaredParams(pathname: string): string[] {
    const known = paramsByPath.get(pathname)
    if (known) return known
    const params = new Set(ROUTER_PARAMS)
    for (const handle of handlesOf(pathname) as CacheQueryHandle[])
      for (const name of handle.cacheQuery ?? []) params.add(name)
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
