import { describe, expect, it } from 'vitest'
import { fullTitle, seoMeta, siteUrlsFrom } from './seo'
import { canonicalUrl } from './site-urls'

const site = { siteUrl: 'https://falcon.example', publicMediaUrl: '' }

function find(tags: ReturnType<typeof seoMeta>, key: string, value: string) {
  return tags.find((t) => (t as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined
}

describe('seoMeta', () => {
  it('when a page has a title, then the brand is appended once', () => {
    expect(fullTitle('Energy Systems')).toBe('Energy Systems | Falcon Gridworks')
    expect(fullTitle('Falcon Gridworks')).toBe('Falcon Gridworks')
    expect(fullTitle('Falcon Gridworks | Energy')).toBe('Falcon Gridworks | Energy')
  })

  it('when built, then it has description, keywords, robots, social tags and a canonical link', () => {
    const tags = seoMeta(
      {
        title: 'Energy Systems',
        description: 'Power.',
        keywords: ['a', 'b'],
        path: '/solutions/energy-systems?x=1',
      },
      site,
    )
    expect(tags).toContainEqual({ title: 'Energy Systems | Falcon Gridworks' })
    expect(find(tags, 'name', 'description')?.content).toBe('Power.')
    expect(find(tags, 'name', 'keywords')?.content).toBe('a, b')
    expect(find(tags, 'name', 'robots')?.content).toBe('index,follow')
    expect(find(tags, 'property', 'og:url')?.content).toBe(
      'https://falcon.example/solutions/energy-systems',
    )
    expect(find(tags, 'rel', 'canonical')).toMatchObject({
      tagName: 'link',
      href: 'https://falcon.example/solutions/energy-systems',
    })
  })

  it('when an image ref is given, then og:image is an absolute media URL', () => {
    const tags = seoMeta({ title: 'Home', path: '/', image: 'media/hero.jpg' }, site)
    expect(find(tags, 'property', 'og:image')?.content).toBe(
      'https://falcon.example/media/hero.jpg?w=1200&h=630&f=jpeg',
    )
    expect(find(tags, 'name', 'twitter:card')?.content).toBe('summary_large_image')
    expect(find(tags, 'property', 'og:image:width')?.content).toBe('1200')
    expect(find(tags, 'property', 'og:image:height')?.content).toBe('630')
  })

  it('when media has its own public origin, then og:image uses it', () => {
    const tags = seoMeta(
      { title: 'Home', path: '/', image: 'media/hero.jpg' },
      { siteUrl: 'https://falcon.example', publicMediaUrl: 'https://img.falcon.example' },
    )
    expect(find(tags, 'property', 'og:image')?.content).toBe(
      'https://img.falcon.example/media/hero.jpg?w=1200&h=630&f=jpeg',
    )
  })

  it('when there is no image or description, then the default share image and description are used', () => {
    const tags = seoMeta({ title: 'Home', path: '/' }, site)
    expect(find(tags, 'property', 'og:image')?.content).toBe(
      'https://falcon.example/media/home-hero.jpg?w=1200&h=630&f=jpeg',
    )
    expect(find(tags, 'name', 'description')?.content).toMatch(/Falcon Gridworks/)
  })

  it('when a page must not be indexed, then robots says noindex and no canonical URL is named', () => {
    const tags = seoMeta({ title: 'Not found', path: '/x', noIndex: true }, site)
    expect(find(tags, 'name', 'robots')?.content).toBe('noindex,follow')
    expect(find(tags, 'rel', 'canonical')).toBeUndefined()
    expect(find(tags, 'property', 'og:url')).toBeUndefined()
  })

  it('when the root match carries the site URLs, then they are read from it', () => {
    expect(
      siteUrlsFrom([
        { id: 'root', loaderData: { siteUrl: 'https://a.example', publicMediaUrl: '' } },
      ]),
    ).toEqual({ siteUrl: 'https://a.example', publicMediaUrl: '' })
    expect(siteUrlsFrom([undefined])).toEqual({ siteUrl: '', publicMediaUrl: '' })
    const organization = { '@type': 'Organization' }
    expect(
      siteUrlsFrom([
        { id: 'root', loaderData: { siteUrl: 'https://a.example', publicMediaUrl: '' } },
        { id: 'routes/public/layout', loaderData: { organization } },
      ]).organization,
    ).toBe(organization)
  })

  it('when the site URL has a trailing slash, then the canonical URL has no double slash', () => {
    expect(canonicalUrl('https://a.example/', '/about')).toBe('https://a.example/about')
  })
})

describe('language alternates', () => {
  const site = { siteUrl: 'https://site.test', publicMediaUrl: '' }
  const links = (path: string) =>
    seoMeta({ title: 'X', path }, site).filter(
      (t) => 'rel' in t && (t.rel === 'alternate' || t.rel === 'canonical'),
    )
  it('when an English page is described, then it names itself canonical and every language of the list as alternates', () => {
    expect(links('/solutions/energy-systems')).toEqual([
      { tagName: 'link', rel: 'canonical', href: 'https://site.test/solutions/energy-systems' },
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'en',
        href: 'https://site.test/solutions/energy-systems',
      },
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'ar',
        href: 'https://site.test/ar/solutions/energy-systems',
      },
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'fr',
        href: 'https://site.test/fr/solutions/energy-systems',
      },
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'x-default',
        href: 'https://site.test/solutions/energy-systems',
      },
    ])
  })
  it('when an Arabic page is described, then its canonical is the Arabic URL and x-default English', () => {
    const tags = links('/ar')
    expect(tags[0]).toEqual({ tagName: 'link', rel: 'canonical', href: 'https://site.test/ar' })
    expect(tags.map((t) => ('href' in t ? t.href : null))).toEqual([
      'https://site.test/ar',
      'https://site.test/',
      'https://site.test/ar',
      'https://site.test/fr',
      'https://site.test/',
    ])
  })
  it('when the page is not indexed, then it names no alternates', () => {
    expect(
      seoMeta({ title: 'X', path: '/ar/x', noIndex: true }, site).some((t) => 'rel' in t),
    ).toBe(false)
  })
})
