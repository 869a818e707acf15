import { translationLanguages } from '@site/contract'
import { WARM_UP_HEADER } from './visitor-activity.js'

/**
 * After a start, the first visitor of a page would wait for its render and for every image
 * variant media renders for the first time (2.7-5.4 s per image with a cold variant cache). Web
 * asks for its own pages once, in the background: each page is rendered into the page cache and
 * every image URL it names (src, srcset, preloads) is fetched, which renders and caches the
 * variant. It yields to visitors: one request at a time, each only once no visitor has been
 * served for a moment (`yieldTo`), so a visitor arriving meanwhile does not share the CPU with
 * renders nobody asked for (it cost English pages 5-22 Lighthouse points in the first minutes);
 * a failure is counted and left for the visitor's request.
 */

export interface WarmResult {
  pages: number
  images: number
  failed: number
  ms: number
}

/** Every /media/ URL a page's HTML names, absolute against `origin`, once each. */
export function mediaUrlsOf(html: string, origin: string): string[] {
  const urls = new Set<string>()
  for (const [, list = ''] of html.matchAll(
    /(?:src|srcset|imagesrcset|href)="([^"]*\/media\/[^"]*)"/gi,
  )) {
    for (const part of list.replaceAll('&amp;', '&').split(',')) {
      const url = part.trim().split(/\s+/)[0]
      if (url) urls.add(new URL(url, origin).href)
    }
  }
  return [...urls]
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function inTurn<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T
      await work(item)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

export async function warmPages(
  origin: string,
  paths: readonly string[],
  {
    concurrency = 1,
    fetchFn = fetch,
    signal,
    yieldTo,
  }: {
    concurrency?: number
    fetchFn?: typeof fetch
    signal?: AbortSignal
    /** resolves when the warm-up may make its next request (VisitorActivity.quiet) */
    yieldTo?: () => Promise<void>
  } = {},
): Promise<WarmResult> {
  const started = performance.now()
  const result: WarmResult = { pages: 0, images: 0, failed: 0, ms: 0 }
  const seen = new Set<string>()
  // a browser's Accept, so media renders the formats browsers ask for
  const get = async (url: string): Promise<Response | null> => {
    try {
      await yieldTo?.()
      const res = await fetchFn(url, {
        headers: { accept: 'text/html,image/avif,image/webp,*/*', [WARM_UP_HEADER]: '1' },
        ...(signal ? { signal } : {}),
      })
      if (res.ok) return res
      await res.body?.cancel()
    } catch {
      // refused or unreachable: counted below, the visitor's own request will try again
    }
    result.failed += 1
    return null
  }
  for (const path of paths) {
    if (signal?.aborted) break
    const page = await get(new URL(path, origin).href)
    if (!page) continue
    const html = await page.text().catch(() => null)
    if (html === null) continue
    result.pages += 1
    const images = mediaUrlsOf(html, origin).filter((url) => !seen.has(url))
    images.forEach((url) => seen.add(url))
    await inTurn(images, concurrency, async (url) => {
      if (signal?.aborted) return
      const image = await get(url)
      if (!image) return
      if ((await image.arrayBuffer().catch(() => null)) === null) return
      result.images += 1
    })
  }
  result.ms = Math.round(performance.now() - started)
  return result
}

/** The paths a sitemap lists (its <loc> URLs), in its order. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap(([, loc = '']) => {
    try {
      return [new URL(loc.trim()).pathname]
    } catch {
      return []
    }
  })
}

/**
 * Waits until Home answers 200: web listens before content-api is up (the services start side by
 * side), and a page asked for meanwhile is a 503 that warms nothing.
 */
async function siteReady(origin: string, fetchFn: typeof fetch, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const res = await fetchFn(new URL('/', origin))
      await res.body?.cancel()
      if (res.ok) return true
    } catch {
      // not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return false
}

/**
 * The whole public site, Home first in both languages, then every page of the sitemap; what
 * main.ts starts in the background after listening (WARM_ON_START), once the site answers.
 */
export async function warmSite(
  origin: string,
  {
    fetchFn = fetch,
    readyTimeoutMs = 120_000,
    signal,
    yieldTo,
  }: {
    fetchFn?: typeof fetch
    readyTimeoutMs?: number
    signal?: AbortSignal
    yieldTo?: () => Promise<void>
  } = {},
): Promise<WarmResult> {
  await siteReady(origin, fetchFn, readyTimeoutMs)
  let listed: string[] = []
  try {
    const res = await fetchFn(new URL('/sitemap.xml', origin))
    if (res.ok) listed = sitemapPaths(await res.text())
  } catch {
    // no sitemap: Home alone is warmed
  }
  // Home in every language first: the pages most visitors open
  const paths = [...new Set(['/', ...translationLanguages.map((code) => `/${code}`), ...listed])]
  // stopped when the replica begins to drain: its own requests would hold the stop open
  return warmPages(origin, paths, {
    fetchFn,
    ...(signal ? { signal } : {}),
    ...(yieldTo ? { yieldTo } : {}),
  })
}
