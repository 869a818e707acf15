import type { Partner, Product } from '@site/contract'
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
import { loadProductDetail } from './product-detail.server'
import { loadProductsPage } from './products-page.server'
import { categoryName } from './products-page'

let logs: ReturnType<typeof captureLogs>
beforeEach(() => {
  logs = captureLogs()
})
afterEach(() => logs.mockRestore())

const page = pageContent('products', {
  hero: { title: 'Products From Trusted Partners', products: '10', countries: '15+' },
  partners: { small_title: 'Strategic Partners', title: 'Specialist Manufacturers' },
  innovation: { title: 'Built in the Field', image: 'media/innovation.jpg' },
})

function partner(slug: string, is_strategic: boolean): Partner {
  return {
    id: slug,
    slug,
    version: 'b'.repeat(40),
    name: `Partner ${slug}`,
    logo: `media/${slug}.png`,
    logo_alt: '',
    website: '',
    description: '',
    is_strategic,
    is_active: true,
    sort_order: 0,
  }
}

function product(slug: string, category: string, datasheet = ''): Product {
  return {
    id: slug,
    slug,
    version: 'c'.repeat(40),
    title: `Product ${slug}`,
    summary: `About ${slug}`,
    description: '',
    image: '',
    image_alt: '',
    datasheet,
    category,
    price_range: '',
    specifications: [],
    partner: '',
    partner_details: null,
    sectors: [],
    is_featured: false,
    is_active: true,
    sort_order: 0,
  }
}

const ok =
  <T>(value: T) =>
  () =>
    Promise.resolve(value)

describe('loadProductsPage', () => {
  it('when one partner is strategic, then the strategic section lists only the strategic ones', async () => {
    const result = await loadProductsPage(
      fakeContext({
        getPage: ok(page),
        products: { list: ok([]) },
        partners: { list: ok([partner('a', true), partner('b', false)]) },
      }),
    )
    expect(result.strategic?.title).toBe('Specialist Manufacturers')
    expect(result.strategic?.partners.map((p) => p.slug)).toEqual(['a'])
    expect(result.partners.map((p) => p.slug)).toEqual(['a', 'b'])
    expect(result.hero.titleHighlight).toBe('Partners')
    // a typed figure shows as typed; an empty catalogue counter shows the count (2 partners)
    expect(result.hero.counters).toEqual([
      { value: '10', label: 'Products' },
      { value: '2', label: 'Partners' },
      { value: '15+', label: 'Countries' },
    ])
  })

  it('when no partner is strategic, then there is no strategic section', async () => {
    const result = await loadProductsPage(
      fakeContext({
        getPage: ok(page),
        products: { list: ok([]) },
        partners: { list: ok([partner('b', false)]) },
      }),
    )
    expect(result.strategic).toBeNull()
  })

  it('when products are listed, then each is in its category, the three always shown, unknown ones under Other Products', async () => {
    const result = await loadProductsPage(
      fakeContext({
        getPage: ok(page),
        products: {
          list: ok([
            product('ems', 'Software Platforms'),
            product('rtu', 'hardware systems'),
            product('odd', 'Drones'),
          ]),
        },
        partners: { list: ok([]) },
      }),
    )
    expect(result.categories.map((c) => [c.name, c.products.map((p) => p.slug)])).toEqual([
      ['Software Platforms', ['ems']],
      ['Hardware Systems', ['rtu']],
      ['Connectivity Solutions', []],
      ['Other Products', ['odd']],
    ])
  })

  it('when the page is Arabic, then category headings are Arabic while products stay grouped by their stored category', async () => {
    const result = await loadProductsPage(
      fakeContext({
        getPage: ok(page),
        products: { list: ok([product('ems', 'Software Platforms'), product('odd', 'Drones')]) },
        partners: { list: ok([]) },
      }),
      'ar',
    )
    expect(result.categories.map((c) => [c.name, c.products.map((p) => p.slug)])).toEqual([
      ['المنصات البرمجية', ['ems']],
      ['الأنظمة والمعدات', []],
      ['حلول الاتصال', []],
      ['منتجات أخرى', ['odd']],
    ])
    expect(result.hero.counters).toContainEqual({ value: '10', label: 'المنتجات' })
    expect(categoryName(' hardware systems', 'ar')).toBe('الأنظمة والمعدات')
    expect(categoryName('Hardware Systems')).toBe('Hardware Systems')
    expect(categoryName('Drones', 'ar')).toBe('Drones')
  })

  it('when content-api cannot be reached or fails, then the page answers 503', async () => {
    for (const failing of ['getPage', 'products', 'partners'] as const) {
      const api = {
        getPage: ok(page),
        products: { list: ok([]) },
        partners: { list: ok([]) },
        [failing]: failing === 'getPage' ? unreachable : { list: serverError },
      }
      expect(await thrownStatus(loadProductsPage(fakeContext(api))), failing).toBe(503)
    }
  })

  it('when content-api refuses the request itself, then that error propagates', async () => {
    await expect(
      loadProductsPage(
        fakeContext({
          getPage: badRequest,
          products: { list: ok([]) },
          partners: { list: ok([]) },
        }),
      ),
    ).rejects.toMatchObject({ status: 400 })
  })
})

describe('loadProductDetail', () => {
  it('when the product exists, then it is returned with its datasheet', async () => {
    const result = await loadProductDetail(
      fakeContext({
        products: {
          get: (slug: string) =>
            Promise.resolve(product(slug, 'Hardware Systems', 'media/rtu.pdf')),
        },
        partners: { list: ok([]) },
      }),
      'rtu',
    )
    expect(result).toMatchObject({ product: { slug: 'rtu', datasheet: 'media/rtu.pdf' } })
  })

  it('when the page is Arabic, then the partner is the partners read in Arabic, with its English fallbacks', async () => {
    const result = await loadProductDetail(
      fakeContext({
        products: {
          get: (slug: string) =>
            Promise.resolve({
              ...product(slug, 'Hardware Systems', ''),
              partner: 'corvane',
              partner_details: { slug: 'corvane', name: 'Corvane Controls', is_strategic: true },
            }),
        },
        partners: {
          list: ok([
            {
              slug: 'corvane',
              name: 'كورفان',
              description: 'Controls maker',
              missing: ['description'],
            },
          ]),
        },
      }),
      'rtu',
      'ar',
    )
    expect(result).toMatchObject({
      product: {
        partner_details: {
          name: 'كورفان',
          description: 'Controls maker',
          is_strategic: true,
          missing: ['description'],
        },
      },
    })
  })

  it('when the slug is unknown, then the not-found state is answered with 404', async () => {
    const result = await loadProductDetail(
      fakeContext({ products: { get: ok(null) }, partners: { list: ok([]) } }),
      'nope',
    )
    expect(result).toMatchObject({ data: { product: null }, init: { status: 404 } })
  })

  it('when content-api cannot be reached, then it is a 503, never a 404', async () => {
    expect(
      await thrownStatus(
        loadProductDetail(
          fakeContext({ products: { get: unreachable }, partners: { list: ok([]) } }),
          'x',
        ),
      ),
    ).toBe(503)
    expect(
      await thrownStatus(
        loadProductDetail(
          fakeContext({ products: { get: serverError }, partners: { list: ok([]) } }),
          'x',
        ),
      ),
    ).toBe(503)
  })
})
