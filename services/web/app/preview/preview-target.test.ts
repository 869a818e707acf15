import { describe, expect, it } from 'vitest'
import { collectionKeys, pageKeys } from '@site/contract'
import { editorPathOf, parsePreviewTarget, previewRequestOf } from './preview-target'

describe('previewRequestOf', () => {
  it('when a product draft is asked, then its own page is rendered and its editor named', () => {
    const request = previewRequestOf('/preview/products/rx-500', '')
    expect(request).toEqual({
      target: { kind: 'record', collection: 'products', slug: 'rx-500' },
      name: 'products/rx-500',
      locale: 'en',
      publicPath: '/products/rx-500',
    })
    expect(request && editorPathOf(request.target)).toBe('/admin/products/rx-500')
  })

  it('when a record of any collection is asked, then it is shown where the registry says', () => {
    const paths = Object.fromEntries(
      collectionKeys.map((c) => [c, previewRequestOf(`/preview/${c}/x-1`, '')?.publicPath]),
    )
    expect(paths).toEqual({
      solutions: '/solutions/x-1',
      products: '/products/x-1',
      sectors: '/sectors/x-1',
      partners: '/products',
      clients: '/',
      'about-sections': '/about',
    })
  })

  it('when a page draft is asked, then that page is rendered (home at /) and its contents editor named', () => {
    const paths = Object.fromEntries(
      pageKeys.map((page) => [page, previewRequestOf(`/preview/pages/${page}`, '')?.publicPath]),
    )
    expect(paths).toEqual({
      home: '/',
      about: '/about',
      solutions: '/solutions',
      products: '/products',
      sectors: '/sectors',
      privacy: '/privacy-policy.html',
      terms: '/terms',
    })
    expect(editorPathOf({ kind: 'page', page: 'about' })).toBe('/admin/about-contents')
  })

  it('when the company settings draft is asked, then Home is rendered and Our Info is its editor', () => {
    const request = previewRequestOf('/preview/settings/company', '')
    expect(request).toMatchObject({ name: 'settings/company', publicPath: '/' })
    expect(request && editorPathOf(request.target)).toBe('/admin/our-info')
  })

  it('when ?lang=ar is asked, then the Arabic public page is rendered', () => {
    expect(previewRequestOf('/preview/products/rx-500', '?lang=ar')).toMatchObject({
      locale: 'ar',
      publicPath: '/ar/products/rx-500',
    })
    expect(previewRequestOf('/preview/pages/home', '?lang=ar')?.publicPath).toBe('/ar')
    expect(previewRequestOf('/preview/pages/home', '?lang=en')?.publicPath).toBe('/')
  })

  it('when a share token and a live id come along, then they are kept (empty ones are absent)', () => {
    expect(previewRequestOf('/preview/sectors/energy', '?token=abc.def&live=l-1')).toMatchObject({
      token: 'abc.def',
      live: 'l-1',
    })
    const bare = previewRequestOf('/preview/sectors/energy', '?token=&live=')
    expect(bare).not.toHaveProperty('token')
    expect(bare).not.toHaveProperty('live')
  })

  it('when the language is not one of the site, then no preview is named', () => {
    expect(previewRequestOf('/preview/products/rx-500', '?lang=xx')).toBeNull()
    expect(previewRequestOf('/preview/products/rx-500', '?lang=AR')).toBeNull()
  })

  it('when the target is unknown or malformed, then no preview is named', () => {
    for (const path of [
      '/preview/',
      '/preview/products',
      '/preview/unknown/x',
      '/preview/products/RX-500',
      '/preview/products/a/b',
      '/preview/products/..',
      '/preview/pages/contact',
      '/preview/settings/other',
      '/preview/settings',
      '/preview/products/%E0%A4%A',
      '/products/rx-500',
      '/previews/products/rx-500',
    ]) {
      expect(previewRequestOf(path, ''), path).toBeNull()
    }
  })

  it('when the address ends with a slash, then it names the same preview', () => {
    expect(previewRequestOf('/preview/pages/about/', '')?.publicPath).toBe('/about')
  })
})

describe('parsePreviewTarget', () => {
  it('when each kind is named as content-api names it, then it is read back', () => {
    expect(parsePreviewTarget('solutions/energy-systems')).toEqual({
      kind: 'record',
      collection: 'solutions',
      slug: 'energy-systems',
    })
    expect(parsePreviewTarget('pages/home')).toEqual({ kind: 'page', page: 'home' })
    expect(parsePreviewTarget('settings/company')).toEqual({ kind: 'settings' })
    expect(parsePreviewTarget('drafts/products/x')).toBeNull()
  })
})
