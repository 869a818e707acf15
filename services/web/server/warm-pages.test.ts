import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { mediaUrlsOf, sitemapPaths, warmPages, warmSite } from './warm-pages'

let server: Server | undefined
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())))

/** A site of four pages sharing an image, one page missing, and a media route that counts. */
async function site(): Promise<{ origin: string; asked: string[] }> {
  const asked: string[] = []
  const pages: Record<string, string> = {
    '/': '<img src="/media/hero.jpg?w=640" srcset="/media/hero.jpg?w=640 640w, /media/hero.jpg?w=1280 1280w">',
    '/ar':
      '<img src="/media/hero.jpg?w=640"><link rel="preload" as="image" imagesrcset="/media/logo.png?w=200 200w">',
    '/fr': '<img src="/media/hero.jpg?w=640">',
    '/about': '<picture><source srcset="/media/team.jpg?w=640&amp;f=avif 640w"></picture>',
  }
  server = createServer((req, res) => {
    const url = req.url ?? '/'
    asked.push(url)
    if (url === '/sitemap.xml') {
      res.end(
        '<urlset><url><loc>https://example.com/</loc></url><url><loc>https://example.com/about</loc></url><url><loc>https://example.com/gone</loc></url></urlset>',
      )
    } else if (url.startsWith('/media/')) res.end('image bytes')
    else if (pages[url] !== undefined) res.end(pages[url])
    else {
      res.statusCode = 404
      res.end('not found')
    }
  })
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done))
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked }
}

describe('warming the site after a start', () => {
  it('when the site is warmed, then Home comes first in every language, every sitemap page is asked once, and every image variant they name is fetched once', async () => {
    const { origin, asked } = await site()
    const result = await warmSite(origin)
    expect(asked.filter((u) => !u.startsWith('/media/'))).toEqual([
      '/',
      '/sitemap.xml',
      '/',
      '/ar',
      '/fr',
      '/about',
      '/gone',
    ])
    expect(asked.filter((u) => u.startsWith('/media/')).sort()).toEqual([
      '/media/hero.jpg?w=1280',
      '/media/hero.jpg?w=640',
      '/media/logo.png?w=200',
      '/media/team.jpg?w=640&f=avif',
    ])
    expect(result).toMatchObject({ pages: 4, images: 4, failed: 1 })
  })

  it('when warming is stopped (the replica begins to drain), then no further page or image is asked and it ends without throwing', async () => {
    const { origin, asked } = await site()
    const stop = new AbortController()
    const counting: typeof fetch = (input, init) => {
      // stopped once the second page (Arabic Home) has been asked
      if (String(input).endsWith('/ar')) stop.abort()
      return fetch(input, init)
    }
    const result = await warmSite(origin, { fetchFn: counting, signal: stop.signal })
    expect(asked).not.toContain('/about')
    expect(asked.filter((u) => u.startsWith('/media/')).sort()).toEqual([
      '/media/hero.jpg?w=1280',
      '/media/hero.jpg?w=640',
    ])
    expect(result.pages).toBe(1)
  })

  it('when visitors are being served, then the warm-up asks for nothing until it may, one request at a time and marked as its own', async () => {
    const { origin, asked } = await site()
    let open = 0
    let most = 0
    let marked = 0
    const fetchFn: typeof fetch = async (input, init) => {
      open += 1
      most = Math.max(most, open)
      if (new Headers(init?.headers).get('x-site-warm-up') === '1') marked += 1
      try {
        return await fetch(input, init)
      } finally {
        open -= 1
      }
    }
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    let turns = 0
    const yieldTo = async () => {
      turns += 1
      await gate
    }
    const warming = warmPages(origin, ['/', '/about'], { fetchFn, yieldTo })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(asked).toEqual([])
    release()
    const result = await warming
    expect(result).toMatchObject({ pages: 2, images: 3, failed: 0 })
    // every request waited its turn, none ran beside another, each carried the warm-up's mark
    expect(turns).toBe(5)
    expect(most).toBe(1)
    expect(marked).toBe(5)
  })

  it('when the site cannot be reached, then warming counts the failures and ends without throwing', async () => {
    const result = await warmSite('http://127.0.0.1:9', { readyTimeoutMs: 1_000 })
    // Home in each of the three languages
    expect(result).toMatchObject({ pages: 0, images: 0, failed: 3 })
  })

  it('when Home answers 503 at first (content-api still starting), then warming waits for it before reading the sitemap', async () => {
    const { origin, asked } = await site()
    let refusals = 2
    const fetchFn: typeof fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : input)
      if (url.pathname === '/' && refusals-- > 0) return new Response('starting', { status: 503 })
      return fetch(input, init)
    }
    const result = await warmSite(origin, { fetchFn })
    // the two refusals never reached the site; the sitemap was read only after Home answered
    expect(asked.slice(0, 2)).toEqual(['/', '/sitemap.xml'])
    expect(result.pages).toBe(4)
  })
})

describe('reading pages', () => {
  it('when a page names images in src, srcset and preload sets, then each URL is listed once, absolute', () => {
    expect(
      mediaUrlsOf(
        '<img src="/media/a.jpg?w=1" srcset="/media/a.jpg?w=1 1w, /media/a.jpg?w=2 2w"><a href="/about">',
        'http://x',
      ),
    ).toEqual(['http://x/media/a.jpg?w=1', 'http://x/media/a.jpg?w=2'])
  })
  it('when a sitemap lists URLs, then their paths come back in order', () => {
    expect(sitemapPaths('<loc>https://e.com/</loc><loc> https://e.com/ar/about </loc>')).toEqual([
      '/',
      '/ar/about',
    ])
  })
})
