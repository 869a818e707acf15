import type { Sector } from '@site/contract'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  badRequest,
  captureLogs,
  fakeContext,
  pageContent,
  serverError,
  thrownStatus,
  unreachable,
} from '../test-support/load-context'
import { loadSectorDetail } from './sector-detail.server'
import { loadSectorsPage } from './sectors-page.server'

let logs: ReturnType<typeof captureLogs>
beforeEach(() => {
  logs = captureLogs()
})
afterEach(() => logs.mockRestore())

const page = pageContent('sectors', {
  hero: { title: 'Infrastructure for Every Sector', key_sectors: '6', industries: '12+' },
  expertise: { title: 'Specialist Knowledge', sectors: '7' },
  excellence: { title: 'Lessons Shared', image: 'media/excellence.jpg' },
})

function sector(slug: string, solutions: string[] = []): Sector {
  return {
    id: slug,
    slug,
    version: 'd'.repeat(40),
    title: `Sector ${slug}`,
    description: `About ${slug}`,
    detailed_description: 'Details',
    image: '',
    image_alt: '',
    solutions,
    is_featured: false,
    sort_order: 0,
  }
}

const ok =
  <T>(value: T) =>
  () =>
    Promise.resolve(value)

describe('loadSectorsPage', () => {
  it('when sectors exist, then each card has its icon by slug (building otherwise) and its first 3 solutions', async () => {
    const result = await loadSectorsPage(
      fakeContext({
        getPage: ok(page),
        sectors: {
          list: ok([
            sector('healthcare', ['a', 'b', 'c', 'd']),
            sector('security'),
            sector('hospitality', ['x']),
          ]),
        },
      }),
    )
    expect(result.sectors.map((s) => [s.slug, s.icon, s.solutions])).toEqual([
      ['healthcare', 'heart-pulse', ['a', 'b', 'c']],
      ['security', 'shield', []],
      ['hospitality', 'building', ['x']],
    ])
    expect(result.hero.titleHighlight).toBe('Sector')
    expect(result.hero.counters).toEqual([
      { value: '6', label: 'Key Sectors' },
      { value: '12+', label: 'Industries' },
    ])
    expect(result.expertise.sectorCount).toBe('7')
    expect(result.excellence.image).toBe('media/excellence.jpg')
  })

  it('when the expertise section has no sector count, then the number of sectors is shown', async () => {
    const result = await loadSectorsPage(
      fakeContext({
        getPage: ok(pageContent('sectors', {})),
        sectors: { list: ok([sector('a'), sector('b')]) },
      }),
    )
    expect(result.expertise.sectorCount).toBe('2')
    expect(result.expertise.title).toBe('Sector Expertise')
    expect(result.excellence.title).toBe('Sector Excellence')
  })

  it('when there are no sectors, then the page is served with an empty list (the empty state)', async () => {
    const result = await loadSectorsPage(
      fakeContext({ getPage: ok(page), sectors: { list: ok([]) } }),
    )
    expect(result.sectors).toEqual([])
  })

  it('when content-api cannot be reached or fails, then the page answers 503', async () => {
    for (const [getPage, list] of [
      [unreachable, ok([])],
      [ok(page), serverError],
    ] as const) {
      expect(await thrownStatus(loadSectorsPage(fakeContext({ getPage, sectors: { list } })))).toBe(
        503,
      )
    }
  })

  it('when content-api refuses the request itself, then that error propagates', async () => {
    await expect(
      loadSectorsPage(fakeContext({ getPage: badRequest, sectors: { list: ok([]) } })),
    ).rejects.toMatchObject({ status: 400 })
  })
})

describe('loadSectorDetail', () => {
  const catalogue = {
    partners: { list: ok([]) },
    products: {
      list: ok([
        {
          slug: 'rtu',
          title: 'RTU',
          summary: 'S',
          image: '',
          category: 'Hardware Systems',
          price_range: '',
          partner_details: null,
          sectors: ['energy'],
        },
        {
          slug: 'lte',
          title: 'LTE',
          summary: 'S',
          image: '',
          category: 'Connectivity Solutions',
          price_range: '',
          partner_details: { name: 'Strandlink' },
          sectors: ['security'],
        },
      ]),
    },
    clients: {
      list: ok([
        {
          slug: 'sahran',
          name: 'Sahran Power',
          industry: 'Utilities',
          description: 'Grid.',
          sectors: ['energy'],
        },
        {
          slug: 'kilima',
          name: 'Kilima Towers',
          industry: 'Telecoms',
          description: '',
          sectors: [],
        },
      ]),
    },
  }

  it('when the sector exists, then it comes with the products and clients that name it', async () => {
    const result = await loadSectorDetail(
      fakeContext({
        sectors: { get: (slug: string) => Promise.resolve(sector(slug)) },
        ...catalogue,
      }),
      'energy',
    )
    expect(result).toMatchObject({ sector: { slug: 'energy' } })
    const { caseStudies } = result as { caseStudies: { products: unknown[]; clients: unknown[] } }
    expect(caseStudies.products).toEqual([
      {
        slug: 'rtu',
        title: 'RTU',
        summary: 'S',
        image: '',
        category: 'Hardware Systems',
        price_range: '',
        partnerName: '',
        missing: [],
      },
    ])
    expect(caseStudies.clients).toEqual([
      {
        slug: 'sahran',
        name: 'Sahran Power',
        industry: 'Utilities',
        description: 'Grid.',
        missing: [],
      },
    ])
  })

  it('when the page is Arabic, then the partner of a product is named from the partners read in Arabic', async () => {
    const result = await loadSectorDetail(
      fakeContext({
        ...catalogue,
        sectors: { get: (slug: string) => Promise.resolve(sector(slug)) },
        partners: { list: ok([{ slug: 'strandlink', name: 'ستراندلينك' }]) },
        products: {
          list: ok([
            {
              slug: 'lte',
              title: 'LTE',
              summary: 'S',
              image: '',
              category: 'Connectivity Solutions',
              price_range: '',
              partner: 'strandlink',
              partner_details: { name: 'Strandlink' },
              sectors: ['energy'],
            },
          ]),
        },
      }),
      'energy',
      'ar',
    )
    const { caseStudies } = result as { caseStudies: { products: Array<{ partnerName: string }> } }
    expect(caseStudies.products.map((p) => p.partnerName)).toEqual(['ستراندلينك'])
  })

  it('when the slug is unknown, then the not-found state is answered with 404', async () => {
    const result = await loadSectorDetail(
      fakeContext({ sectors: { get: ok(null) }, ...catalogue }),
      'nope',
    )
    expect(result).toMatchObject({ data: { sector: null }, init: { status: 404 } })
  })

  it('when content-api cannot be reached, then it is a 503, never a 404', async () => {
    expect(
      await thrownStatus(
        loadSectorDetail(fakeContext({ sectors: { get: unreachable }, ...catalogue }), 'x'),
      ),
    ).toBe(503)
  })
})
