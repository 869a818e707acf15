import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SitemapData } from '@site/contract'
import { createHttp } from '../test-support/http.js'
import { eventually, git, startTestApi } from '../test-support/test-repo.js'

let api: Awaited<ReturnType<typeof startTestApi>>
let http: ReturnType<typeof createHttp>
beforeEach(async () => {
  api = await startTestApi()
  http = createHttp(`${api.url}/api`)
})
afterEach(() => api.close())

const headDate = async () => (await git(api.contentDir, 'log', '-1', '--format=%cI')).trim()

describe('GET /api/sitemap', () => {
  it('when read, then public records and pages come with the date of their last commit', async () => {
    const { status, body, headers } = await http.get<SitemapData>('/sitemap')
    expect(status).toBe(200)
    const seeded = await headDate()
    expect(body.revision).toBe(headers.get('etag')?.replaceAll('"', ''))
    expect(body.collections.solutions).toEqual([
      { slug: 'energy-systems', lastmod: seeded },
      { slug: 'software-platforms', lastmod: seeded },
    ])
    // inactive records are not public, so not in the sitemap
    expect(body.collections.partners?.map((p) => p.slug)).toEqual(['voltline'])
    expect(body.pages.home).toBe(seeded)
    expect(body.pages.about).toBeNull() // no file in the fixtures
    expect(body.settings).toBe(seeded)
  })

  it('when an editor creates a record, then the next answer lists it with its own commit date', async () => {
    const token = await api.login()
    await http.get('/sitemap')
    const created = await http.post<{ slug: string }>(
      '/solutions',
      {
        title: 'Grid Storage',
        description: 'Batteries.',
        detailed_description: 'Details.',
        icon: 'battery',
      },
      token,
    )
    expect(created.status).toBe(201)
    const committed = await headDate()
    await eventually(async () => {
      const { body } = await http.get<SitemapData>('/sitemap')
      expect(body.collections.solutions).toContainEqual({
        slug: 'grid-storage',
        lastmod: committed,
      })
    })
  })

  it('when the revision is unchanged, then a client holding it gets 304', async () => {
    const first = await http.get<SitemapData>('/sitemap')
    const res = await fetch(`${api.url}/api/sitemap`, {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    })
    expect(res.status).toBe(304)
  })
})
