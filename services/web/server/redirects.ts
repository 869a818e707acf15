import { defaultLanguage, languageOfPath, withoutLanguage } from '@site/contract'
import type { RequestHandler } from 'express'
import type { Logger } from '@site/platform'
import { createContentClient } from '@site/contract/client'
import { PUBLIC_PAGE_CACHE_CONTROL } from './security-headers.js'

type RedirectMap = ReadonlyMap<string, string>

/** `{ redirects: [{ from, to }] }` as content-api's GET /api/redirects answers it, or null. */
function mapOf(body: unknown): RedirectMap | null {
  const list = (body as { redirects?: unknown } | null)?.redirects
  if (!Array.isArray(list)) return null
  const map = new Map<string, string>()
  for (const item of list as Array<{ from?: unknown; to?: unknown }>) {
    if (typeof item?.from === 'string' && typeof item.to === 'string') map.set(item.from, item.to)
  }
  return map
}

/**
 * Old addresses answer 301 with their new one (a renamed record's page, or a redirect an editor
 * added in /admin/redirects), in every language of the list alike, keeping the query. The list comes
 * from content-api once per content revision (the same revision the page cache is keyed by), so
 * a rename redirects at the next view and a request costs one Map lookup. Sits before the page
 * cache: an old address is never rendered, so never cached, as a 404. When content-api cannot
 * be asked, the last list known is used (or none: the request goes on to the page as before).
 */
export function redirects(
  contentApiUrl: string,
  /** the content revision as web knows it (null: unknown); the list is fetched once per revision */
  revision: () => string | null,
  log: Logger,
  doFetch: typeof fetch = fetch,
  /** a failed fetch, or one made while the revision is unknown, is not repeated sooner */
  retryMs = 1000,
): RequestHandler {
  const contentApi = createContentClient({
    baseUrl: contentApiUrl,
    fetch: doFetch,
    timeoutMs: 2000,
  })
  let map: RedirectMap = new Map()
  /** the revision `map` is current for (null: fetched while the revision was unknown) */
  let loadedFor: string | null | undefined
  /** the last fetch, failed or not: not repeated within retryMs for the same revision */
  let lastTry: { revision: string | null; at: number } | null = null
  let loading: Promise<void> | null = null

  async function load(wanted: string | null): Promise<void> {
    try {
      const next = mapOf(await contentApi.redirects())
      if (!next) throw new Error('not a list of redirects')
      map = next
      loadedFor = wanted
    } catch (error) {
      log.warn('redirects_unavailable', { error: String(error) })
    } finally {
      lastTry = { revision: wanted, at: Date.now() }
    }
  }

  async function current(): Promise<RedirectMap> {
    const now = revision()
    if (now !== null && loadedFor === now) return map
    const triedRecently =
      lastTry !== null && lastTry.revision === now && Date.now() - lastTry.at < retryMs
    if (!triedRecently) {
      loading ??= load(now).finally(() => {
        loading = null
      })
      await loading
    }
    return map
  }

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    // one redirect serves every language: /fr/old leads to /fr/new
    const lang = languageOfPath(req.path)
    const path = withoutLanguage(req.path)
    if (path.startsWith('/admin') || path.startsWith('/assets/')) return next()
    current().then((list) => {
      const key = path.length > 1 ? path.replace(/\/$/, '') : path
      const to = list.get(key)
      if (to === undefined) return next()
      const query = req.originalUrl.indexOf('?')
      const inLanguage = lang === defaultLanguage ? to : `/${lang}${to === '/' ? '' : to}`
      const target = `${inLanguage}${query >= 0 ? req.originalUrl.slice(query) : ''}`
      // revalidated like a page: a redirect an editor removes or reverses stops at once
      res.set('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL).redirect(301, target)
    }, next)
  }
}
