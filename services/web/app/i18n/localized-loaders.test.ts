import type { Locale } from './locale'
import { describe, expect, it } from 'vitest'
import { fakeContext, solution, unreachable, thrownStatus } from '../test-support/load-context'
import { loadSolutionDetail } from '../solutions/solution-detail.server'
import { loadPublicLayout } from '../site/public-layout.server'
import { localeFromRequest } from './locale'
import { loadProductDetail } from '../products/product-detail.server'
import { loadProductsPage } from '../products/products-page.server'
import { loadSectorDetail } from '../sectors/sector-detail.server'
import { loadSectorsPage } from '../sectors/sectors-page.server'
import { loadHome } from '../home/home.server'
import { loadAboutPage } from '../about/about.server'
import { loadContactPage } from '../contact/contact.server'

// what the route modules' loaders do (routes/public/*.tsx; those import styles vitest cannot load)
const solutionLoader = ({ request, context, params }: ReturnType<typeof args>) =>
  loadSolutionDetail(context, params.slug, localeFromRequest(request))
const layoutLoader = ({ request, context }: ReturnType<typeof args>) =>
  loadPublicLayout(context, localeFromRequest(request))

/** A context that records the language each content-api client was made for. */
function recordingContext(api: Record<string, unknown>) {
  const base = fakeContext(api)
  const langs: Array<Locale | undefined> = []
  const context = {
    ...base,
    contentApi: (token?: string, lang?: Locale) => {
      langs.push(lang)
      return base.contentApi(token)
    },
  }
  return { context, langs }
}

const args = (url: string, context: ReturnType<typeof recordingContext>['context']) => ({
  request: new Request(url),
  context,
  params: { slug: 'energy-systems' },
})

describe('loaders of localized routes', () => {
  it('when an /ar/ page loads, then content-api is asked in Arabic', async () => {
    const { context, langs } = recordingContext({
      solutions: {
        get: (slug: string) => Promise.resolve({ ...solution(slug), title: 'أنظمة الطاقة' }),
        list: () => Promise.resolve([]),
      },
    })
    const result = await solutionLoader(
      args('http://site.test/ar/solutions/energy-systems', context),
    )
    expect(new Set(langs)).toEqual(new Set(['ar']))
    expect(result).toMatchObject({ solution: { title: 'أنظمة الطاقة' } })
  })

  it('when the English page loads, then content-api is asked in English', async () => {
    const { context, langs } = recordingContext({
      solutions: {
        get: (slug: string) => Promise.resolve(solution(slug)),
        list: () => Promise.resolve([]),
      },
    })
    await solutionLoader(args('http://site.test/solutions/energy-systems', context))
    expect(new Set(langs)).toEqual(new Set(['en']))
  })

  it('when content-api is down on an Arabic page, then it is still a 503', async () => {
    const { context } = recordingContext({
      solutions: { get: unreachable, list: unreachable },
    })
    expect(
      await thrownStatus(
        solutionLoader(args('http://site.test/ar/solutions/energy-systems', context)),
      ),
    ).toBe(503)
  })

  it('when the Arabic layout loads, then the menus are asked in Arabic', async () => {
    const energy = { label: 'أنظمة الطاقة', to: '/solutions/energy-systems', children: [] }
    const { context, langs } = recordingContext({
      navigation: () =>
        Promise.resolve({ lang: 'ar', menus: { header: [], footer: [], solutions: [energy] } }),
      companySettings: () => Promise.resolve({ version: 'v', settings: [] }),
    })
    const data = await layoutLoader(args('http://site.test/ar/about', context))
    expect(langs).toEqual(['ar'])
    expect(data.menus.solutions).toEqual([energy])
  })

  it('when any public page loads under /ar/, then every content-api client it makes asks in Arabic', async () => {
    const { context, langs } = recordingContext({
      products: { get: async () => null },
      sectors: { get: async () => null },
      companySettings: async () => ({ version: 'v', settings: [] }),
    })
    const ar = (path: string) => new Request(`http://site.test${path}`)
    const loaders: Array<() => Promise<unknown>> = [
      () => loadProductDetail(context, 'x', localeFromRequest(ar('/ar/products/x'))),
      () => loadSectorDetail(context, 'x', localeFromRequest(ar('/ar/sectors/x'))),
      () => loadProductsPage(context, localeFromRequest(ar('/ar/products'))),
      () => loadSectorsPage(context, localeFromRequest(ar('/ar/sectors'))),
      () => loadHome(context, localeFromRequest(ar('/ar'))),
      () => loadAboutPage(context, localeFromRequest(ar('/ar/about'))),
      () => loadContactPage(ar('/ar/contact'), context),
    ]
    for (const load of loaders) await load().catch(() => undefined)
    expect(langs.length).toBeGreaterThanOrEqual(loaders.length)
    expect(new Set(langs)).toEqual(new Set(['ar']))
  })
})
