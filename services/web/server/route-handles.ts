import { matchRoutes, type ServerBuild } from 'react-router'
import { LruMap } from './lru-map.js'

export interface RouteNode {
  id: string
  path?: string
  caseSensitive?: boolean
  children: RouteNode[]
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

/**
 * The `handle` exports of the routes a path matches, root first, for the server's own decisions
 * (which query parameters a page reads, which body types an action takes). A client navigation
 * asks /solutions/x.data (and /_root.data for the home page): those match as their page.
 * Remembered per path (bounded: paths come from visitors).
 */
export function routeHandlesFactory(
  build: Pick<ServerBuild, 'routes'>,
): (pathname: string) => readonly object[] {
  const tree = routeTreeOf(build)
  const byPath = new LruMap<string, object[]>(2000)
  return (pathname) => {
    const known = byPath.get(pathname)
    if (known) return known
    const routePath = pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '')
    const handles: object[] = []
    for (const match of matchRoutes(tree as Parameters<typeof matchRoutes>[0], routePath) ?? []) {
      const handle = (build.routes[match.route.id ?? '']?.module as { handle?: unknown })?.handle
      if (typeof handle === 'object' && handle !== null) handles.push(handle)
    }
    byPath.set(pathname, handles)
    return handles
  }
}
