import { sitemapResponse } from '../site/sitemap.server'
import type { Route } from './+types/sitemap'

/** /sitemap.xml (a resource route: no layout). */
export function loader({ context }: Route.LoaderArgs) {
  return sitemapResponse(context)
}
