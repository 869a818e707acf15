import type { AppLoadContext } from 'react-router'
import { log } from '../log.server'
import { isContentUnavailable, unavailableHeaders } from './content-read.server'
import { inEveryLanguage, robotsTxt, sitemapUrls, sitemapXml } from './sitemap'

/**
 * /sitemap.xml: every public page and record with its last change from git (content-api's
 * GET /api/sitemap, cached there per revision; web's page cache keeps the XML per revision too).
 * content-api down: a 503 with Retry-After, never an empty sitemap a crawler would believe.
 */
export async function sitemapResponse(context: AppLoadContext): Promise<Response> {
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
  return new Response(sitemapXml(inEveryLanguage(sitemapUrls(data)), context.config.siteUrl), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  })
}

/** /robots.txt: crawl the public site, not the admin; where the sitemap is. */
export function robotsResponse(context: AppLoadContext): Response {
  return new Response(robotsTxt(context.config.siteUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  })
}
