import { describe, expect, it } from 'vitest'
import {
  collectionDefinitions,
  collectionKeys,
  languageCodes,
  pageKeys,
  pagePublicPaths,
  recordPagePath,
  type CollectionFields,
  type PageKey,
} from '@site/contract'
import type { MetaDescriptor } from 'react-router'
import { collectionPublicRoutes } from './site/collection-routes'
import { localizePath, type Locale } from './i18n/locale'
import { fullTitle } from './seo'

/**
 * The public head as the routes' meta() build it, for every page and every collection whose
 * records have their own page, in every language: the SEO texts when given, the fallbacks when
 * not, and one title, one description and the social tags either way.
 */

type Meta = (args: unknown) => MetaDescriptor[]
const root = { id: 'root', loaderData: { siteUrl: 'https://falcon.example', publicMediaUrl: '' } }

/** The route module of each page (the legal pages share one). */
const pageModules = {
  home: () => import('./routes/public/home'),
  about: () => import('./routes/public/about'),
  solutions: () => import('./routes/public/solutions'),
  products: () => import('./routes/public/products'),
  sectors: () => import('./routes/public/sectors'),
  privacy: () => import('./routes/public/legal'),
  terms: () => import('./routes/public/legal'),
} satisfies Record<PageKey, () => Promise<{ meta: unknown }>>

/** What a page's loader answers, as far as any page's meta() reads it. */
const pageLoaderData = (seo: { title: string; description: string }) => ({
  seo,
  home: { hero: { titleLead: 'Powering', titleHighlight: 'tomorrow', description: 'Hero text.' } },
  hero: { description: 'Hero text.', image: '' },
  pillars: { items: [] },
  why: { image: '' },
  innovation: { image: '' },
  excellence: { image: '' },
  sectors: [],
  strategic: { partners: [] },
})

function head(tags: MetaDescriptor[]) {
  const all = tags as Array<Record<string, string>>
  const one = (key: string, value: string) => all.filter((t) => t[key] === value)
  expect(all.filter((t) => 'title' in t)).toHaveLength(1)
  expect(one('name', 'description')).toHaveLength(1)
  expect(one('name', 'twitter:card')).toHaveLength(1)
  return {
    title: all.find((t) => 'title' in t)?.title,
    description: one('name', 'description')[0]?.content,
    ogTitle: one('property', 'og:title')[0]?.content,
    ogDescription: one('property', 'og:description')[0]?.content,
    twitterTitle: one('name', 'twitter:title')[0]?.content,
  }
}

const metaArgs = (pathname: string, loaderData: unknown) => ({
  loaderData,
  matches: [root],
  location: { pathname },
  params: {},
})

describe('the public head of every page', () => {
  for (const page of pageKeys) {
    for (const lang of languageCodes as Locale[]) {
      const pathname = localizePath(pagePublicPaths[page], lang)

      it(`when ${pathname} has its own SEO title and description, then the title, description and og/twitter tags use them`, async () => {
        const { meta } = (await pageModules[page]()) as { meta: Meta }
        const seo = { title: `Own title ${lang}`, description: `Own description ${lang}.` }
        const tags = head(meta(metaArgs(pathname, pageLoaderData(seo))))
        expect(tags.title).toBe(fullTitle(seo.title, lang))
        expect(tags.ogTitle).toBe(tags.title)
        expect(tags.twitterTitle).toBe(tags.title)
        expect(tags.description).toBe(seo.description)
        expect(tags.ogDescription).toBe(seo.description)
      })

      it(`when ${pathname} has no SEO texts, then its own title and description are used`, async () => {
        const { meta } = (await pageModules[page]()) as { meta: Meta }
        const tags = head(meta(metaArgs(pathname, pageLoaderData({ title: '', description: '' }))))
        expect(tags.title).not.toMatch(/Own title/)
        expect(tags.title?.trim()).not.toBe('')
        expect(tags.description?.trim()).not.toBe('')
        expect(tags.description).not.toMatch(/Own description/)
      })
    }
  }
})

describe('the public head of every record with its own page', () => {
  const detailModule = (collection: string) => {
    const list = collectionDefinitions[collection as 'solutions'].publicPath?.split('/')[1]
    const file = collectionPublicRoutes().find((r) => r.path === `${list}/:slug`)?.file
    const name = (file ?? '').replace(/^routes\/public\/(.*)\.tsx$/, '$1')
    return import(`./routes/public/${name}.tsx`) as Promise<{ meta: Meta }>
  }
  const withPages = collectionKeys.filter(
    (key) => recordPagePath(collectionDefinitions[key], 'x') !== null,
  )

  /** A record as content-api answers it in a language, as far as a detail meta() reads it. */
  function record(collection: string, fields: Record<string, unknown>) {
    const def: CollectionFields = collectionDefinitions[collection as 'solutions']
    return {
      [def.label]: {
        slug: 'grid',
        category: '',
        image: '',
        features: [],
        solutions: [],
        specifications: [],
        partner_details: null,
        missing: [],
        ...fields,
      },
    }
  }

  it('when the registry is read, then solutions, products and sectors have record pages', () => {
    expect(withPages).toEqual(['solutions', 'products', 'sectors'])
  })

  for (const collection of withPages) {
    const def: CollectionFields = collectionDefinitions[collection]
    const summary = def.descriptionField ?? ''
    for (const lang of languageCodes as Locale[]) {
      const pathname = localizePath(recordPagePath(def, 'grid') ?? '', lang)

      it(`when a ${def.label} at ${pathname} has SEO texts, then the head uses them`, async () => {
        const { meta } = await detailModule(collection)
        const data = record(collection, {
          title: 'Grid',
          [summary]: 'Summary.',
          seo_title: `Grid storage ${lang}`,
          seo_description: `Batteries for the grid ${lang}.`,
        })
        const tags = head(meta(metaArgs(pathname, data)))
        expect(tags.title).toBe(fullTitle(`Grid storage ${lang}`, lang))
        expect(tags.description).toBe(`Batteries for the grid ${lang}.`)
        expect(tags.ogDescription).toBe(`Batteries for the grid ${lang}.`)
      })

      it(`when a ${def.label} at ${pathname} has no SEO texts, then its title and summary are used`, async () => {
        const { meta } = await detailModule(collection)
        const data = record(collection, { title: 'Grid', [summary]: 'Summary.' })
        const tags = head(meta(metaArgs(pathname, data)))
        expect(tags.title).toBe(fullTitle('Grid', lang))
        expect(tags.description).toBe('Summary.')
      })
    }

    it(`when an Arabic ${def.label} has a translated title but only the English SEO texts, then the head is in Arabic`, async () => {
      const { meta } = await detailModule(collection)
      const data = record(collection, {
        title: 'تخزين الشبكة',
        [summary]: 'بطاريات للشبكة.',
        seo_title: 'Grid storage',
        seo_description: 'Batteries.',
        missing: ['seo_title', 'seo_description'],
      })
      const tags = head(meta(metaArgs(localizePath(recordPagePath(def, 'grid') ?? '', 'ar'), data)))
      expect(tags.title).toBe(fullTitle('تخزين الشبكة', 'ar'))
      expect(tags.description).toBe('بطاريات للشبكة.')
    })
  }
})
