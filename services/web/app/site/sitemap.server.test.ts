import { fixedSitePaths, type SitemapData } from '@site/contract'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  badRequest,
  captureLogs,
  fakeContext,
  serverError,
  unreachable,
} from '../test-support/load-context'
import { robotsResponse, sitemapResponse } from './sitemap.server'
import { notInSitemap, sitemapUrls } from './sitemap'

let logs: ReturnType<typeof captureLogs>
beforeEach(() => {
  logs = captureLogs()
})
afterEach(() => logs.mockRestore())

const data: SitemapData = {
  revision: 'r1',
  pages: {
    home: '2024-05-01T10:00:00+04:00',
    about: '2024-04-01T10:00:00+04:00',
    solutions: '2024-03-01T10:00:00+04:00',
    products: null,
    sectors: null,
    privacy: '2024-01-01T10:00:00+04:00',
    terms: '2024-08-01T10:00:00+04:00',
  },
  settings: '2024-02-01T10:00:00+04:00',
  collections: {
    solutions: [{ slug: 'energy-systems', lastmod: '2024-06-01T10:00:00+04:00' }],
    products: [{ slug: 'rx500', lastmod: null }],
    sectors: [],
    'about-sections': [{ slug: 'mission', lastmod: '2024-07-01T10:00:00+04:00' }],
  },
}

describe('sitemapResponse', () => {
  it('when content-api answers, then every page and record is listed with its newest change', async () => {
    const res = await sitemapResponse(fakeContext({ sitemap: () => Promise.resolve(data) }))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const xml = await res.text()
    // a list page changed when its page content or one of its records did
    expect(xml).toContain(
      '<url><loc>https://falcon.example/solutions</loc><lastmod>2024-06-01T10:00:00+04:00</lastmod><xhtml:link',
    )
    expect(xml).toContain(
      '<url><loc>https://falcon.example/about</loc><lastmod>2024-07-01T10:00:00+04:00</lastmod><xhtml:link',
    )
    // a legal page (a page file naming the company) changed when its text or the settings did
    expect(xml).toContain(
      '<url><loc>https://falcon.example/privacy-policy.html</loc><lastmod>2024-02-01T10:00:00+04:00</lastmod><xhtml:link',
    )
    expect(xml).toContain(
      '<url><loc>https://falcon.example/terms</loc><lastmod>2024-08-01T10:00:00+04:00</lastmod><xhtml:link',
    )
    expect(xml.split('<loc>https://falcon.example/terms</loc>')).toHaveLength(2)
    expect(xml).toContain(
      '<url><loc>https://falcon.example/solutions/energy-systems</loc><lastmod>2024-06-01T10:00:00+04:00</lastmod><xhtml:link',
    )
    // never committed: listed without a date rather than with a made-up one
    expect(xml).toContain('<url><loc>https://falcon.example/products/rx500</loc><xhtml:link')
    expect(xml).not.toContain('/about-sections/')
  })

  it('when the sitemap is built, then every fixed page is in it except the search results', () => {
    const paths = sitemapUrls(data).map((url) => url.path)
    expect(paths).not.toContain('/search')
    for (const path of fixedSitePaths) {
      expect(paths.includes(path), path).toBe(!notInSitemap.includes(path))
    }
  })

  it('when the sitemap is built, then every page is listed in each language of the list, under its prefix', async () => {
    const res = await sitemapResponse(fakeContext({ sitemap: () => Promise.resolve(data) }))
    const xml = await res.text()
    expect(xml).toContain(
      '<url><loc>https://falcon.example/ar/solutions/energy-systems</loc><lastmod>2024-06-01T10:00:00+04:00</lastmod>',
    )
    expect(xml).toContain('<url><loc>https://falcon.example/ar</loc>')
    expect(xml).toContain('<url><loc>https://falcon.example/fr/about</loc>')
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '')
    for (const code of ['ar', 'fr']) {
      expect(locs.filter((l) => l.includes(`/${code}/`) || l.endsWith(`/${code}`))).toHaveLength(
        locs.length / 3,
      )
    }
  })

  it('when the sitemap is built, then each page names its alternates in every language and x-default', async () => {
    const res = await sitemapResponse(fakeContext({ sitemap: () => Promise.resolve(data) }))
    const xml = await res.text()
    const entry = xml
      .split('\n')
      .find((line) => line.includes('<loc>https://falcon.example/fr/terms</loc>'))
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://falcon.example/terms"/>' +
        '<xhtml:link rel="alternate" hreflang="ar" href="https://falcon.example/ar/terms"/>' +
        '<xhtml:link rel="alternate" hreflang="fr" href="https://falcon.example/fr/terms"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://falcon.example/terms"/>',
    )
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
  })

  it('when content-api cannot be reached or fails, then the sitemap answers 503 with Retry-After', async () => {
    for (const sitemap of [unreachable, serverError]) {
      const res = await sitemapResponse(fakeContext({ sitemap }))
      expect(res.status).toBe(503)
      expect(res.headers.get('retry-after')).toBe('30')
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('when content-api refuses the request itself, then that error propagates', async () => {
    await expect(sitemapResponse(fakeContext({ sitemap: badRequest }))).rejects.toMatchObject({
      status: 400,
    })
  })
})

describe('robotsResponse', () => {
  it('when asked, then the admin is disallowed and the sitemap named by its absolute URL', async () => {
    const text = await robotsResponse(fakeContext({})).text()
    expect(text).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://falcon.example/sitemap.xml\n',
    )
  })
})
