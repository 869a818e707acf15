import { route, type RouteConfigEntry } from '@react-router/dev/routes'
import { collectionDefinitions, collectionKeys, type CollectionFields } from '@site/contract'

/**
 * The public list and detail routes of every collection whose records have their own page
 * (`publicPath: '/<list>/:slug'` in the registry), by one naming rule: the list page is
 * `routes/public/<list>.tsx`, a record's page `routes/public/<label>-detail.tsx` (solutions:
 * solutions.tsx and solution-detail.tsx). A new public collection gets its routes from its
 * definition and those two modules; collection-routes.test.ts checks every module is there.
 */
export function collectionPublicRoutes(): RouteConfigEntry[] {
  return collectionKeys.flatMap((key) => {
    const def: CollectionFields = collectionDefinitions[key]
    const list = /^\/([a-z0-9-]+)\/:slug$/.exec(def.publicPath ?? '')?.[1]
    if (list === undefined) return []
    return [
      route(list, `routes/public/${list}.tsx`),
      route(`${list}/:slug`, `routes/public/${def.label.replace(/\s+/g, '-')}-detail.tsx`),
    ]
  })
}
