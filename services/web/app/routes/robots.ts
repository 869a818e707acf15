import { robotsResponse } from '../site/sitemap.server'
import type { Route } from './+types/robots'

/** /robots.txt (a resource route: no layout). */
export function loader({ context }: Route.LoaderArgs) {
  return robotsResponse(context)
}
