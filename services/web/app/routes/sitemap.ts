import { isContentUnavailable, unavailableHeaders } from '../site/content-read.server'
import { log } from '../log.server'
import { sitemapUrls, sitemapXml } from '../site/sitemap'
import type { Route } from './+types/sitemap'

/**
 * /sitemap.xml: every public page and record with its last change from git (content-api's
 * GET /api/sitemap, cached there per revision; web's page cache keeps the XML per revision too).
 */
export async function loader({ context }: Route.LoaderArgs) {
  let data
  try {
    data = await context.contentApi().sitemap()
  } catch (error) {
    if (!isContentUnavailable(error)) throw error
    log.warn('content_unavailable', { what: 'sitemap', error })
    return new Response('The sitemap is temporarily unavailable.\n', {
      status: 503,
      headers: { ...unavailableHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  return new Response(sitemapXml(sitemapUrls(data), context.config.siteUrl), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  })
}
