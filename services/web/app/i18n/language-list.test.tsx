import type { RouteConfigEntry } from '@react-router/dev/routes'
import type * as Schemas from '@site/contract'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'

/**
 * The proof that a language is one entry of the list (content-api's schemas/languages.ts): with a
 * test language added to the list and nothing else, it gets its routes, its hreflang and sitemap
 * alternates, the language switch and the admin's language tab with its translation status.
 */
vi.mock('@site/contract', async (importOriginal) => {
  const real = await importOriginal<typeof Schemas>()
  const list = [
    ...real.languageList,
    {
      code: 'de',
      name: 'German',
      endonym: 'Deutsch',
      dir: 'ltr',
      locale: 'de-DE',
      hreflang: 'de',
      ogLocale: 'de_DE',
      formats: { date: { dateStyle: 'long' }, number: {} },
    },
  ] as const
  return { ...real, ...real.languageSet(list) }
})
// vanilla-extract's styles only compile under Vite's plugin; class names do not matter here
vi.mock('../admin/ui/EditLanguageSwitch.css', () => ({
  bar: 'bar',
  tabs: 'tabs',
  tab: 'tab',
  status: 'status',
}))

const { default: routes } = await import('../routes')
const { languageAlternates } = await import('../seo')
const { inEveryLanguage, sitemapXml } = await import('../site/sitemap')
const { LanguageSwitch } = await import('./LanguageSwitch')
const { EditLanguageSwitch } = await import('../admin/ui/EditLanguageSwitch')
const { dirOf, localeFromPath, localizePath } = await import('./locale')

const allEntries = (entries: readonly RouteConfigEntry[]): RouteConfigEntry[] =>
  entries.flatMap((e) => [e, ...allEntries(e.children ?? [])])

describe('a language added as one entry of the list', () => {
  it('when the list has a test language, then the public site and the preview are routed under its prefix with their own ids', () => {
    const entries = allEntries(routes)
    const ids = entries.map((e) => e.id)
    expect(ids).toContain('de/routes/public/layout')
    expect(ids).toContain('de/routes/public/home')
    expect(ids).toContain('de/routes/public/solution-detail')
    expect(ids).toContain('de/routes/preview')
    expect(entries.find((e) => e.id === 'de/routes/public/about')?.path).toBe('de/about')
    // as many public pages in it as in English
    const english = entries.filter(
      (e) => (!e.id || e.id.startsWith('routes/')) && e.file.startsWith('routes/public/'),
    ).length
    expect(english).toBeGreaterThan(10)
    expect(ids.filter((id) => id?.startsWith('de/routes/public/'))).toHaveLength(english)
  })

  it('when a page is in the test language, then its path, direction and hreflang alternates follow from the entry', () => {
    expect(localeFromPath('/de/about')).toBe('de')
    expect(localizePath('/ar/about', 'de' as never)).toBe('/de/about')
    expect(dirOf('de' as never)).toBe('ltr')
    expect(languageAlternates('https://x.test', '/de/about?x=1')).toEqual([
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://x.test/about' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: 'https://x.test/ar/about' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'fr', href: 'https://x.test/fr/about' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'de', href: 'https://x.test/de/about' },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://x.test/about' },
    ])
  })

  it('when the sitemap is built, then each page is listed in the test language and names it as an alternate', () => {
    const xml = sitemapXml(inEveryLanguage([{ path: '/about', lastmod: null }]), 'https://x.test')
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual([
      'https://x.test/about',
      'https://x.test/ar/about',
      'https://x.test/fr/about',
      'https://x.test/de/about',
    ])
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="de" href="https://x.test/de/about"/>',
    )
  })

  it('when a visitor is on a page, then the language switch offers the test language by its own name, and leads back from it', () => {
    const switchOn = (path: string) =>
      renderToStaticMarkup(
        <MemoryRouter initialEntries={[path]}>
          <LanguageSwitch />
        </MemoryRouter>,
      )
    const english = switchOn('/products?x=1')
    expect(english).toContain('href="/de/products?x=1"')
    expect(english).toMatch(/<a [^>]*lang="de"[^>]*>Deutsch<\/a>/)
    expect(english).not.toContain('href="/products?x=1"')
    const german = switchOn('/de/products')
    expect(german).toContain('href="/products"')
    expect(german).toContain('href="/ar/products"')
    expect(german).toContain('href="/fr/products"')
    expect(german).not.toContain('href="/de/products"')
  })

  it('when an editor opens a record, then the admin has a tab for the test language and says what is missing in it', () => {
    const tabs = (lang: 'en' | 'de') =>
      renderToStaticMarkup(
        <MemoryRouter initialEntries={['/admin/products/rx-500']}>
          <EditLanguageSwitch
            path="/admin/products/rx-500"
            lang={lang as 'en'}
            missing={{ de: ['Summary'] } as never}
          />
        </MemoryRouter>,
      )
    const english = tabs('en')
    expect(english).toContain('href="/admin/products/rx-500?lang=de"')
    expect(english).toContain('<span lang="de">Deutsch</span> (German)')
    expect(english).toContain('German missing for 1 field: Summary.')
    const german = tabs('de')
    expect(german).toMatch(/aria-current="page"[^>]*>.*Deutsch/)
    // in a translation, only that language's status
    expect(german).not.toContain('Arabic:')
  })
})
