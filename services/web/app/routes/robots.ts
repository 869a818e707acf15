import { robotsTxt } from '../site/sitemap'
import type { Route } from './+types/robots'

/** /robots.txt: crawl the public site, not the admin; the sitemap's address. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.config.siteUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  })
}
