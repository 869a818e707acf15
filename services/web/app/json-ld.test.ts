import { describe, expect, it } from 'vitest'
import { breadcrumbJsonLd, organizationJsonLd, productJsonLd } from './json-ld'
import { seoMeta } from './seo'

const site = { siteUrl: 'https://falcon.example', publicMediaUrl: '' }

describe('JSON-LD helpers', () => {
  it('when company settings are known, then the organization states them and nothing empty', () => {
    const org = organizationJsonLd(
      {
        name: 'Falcon Gridworks',
        description: 'Engineering.',
        address: 'Business Bay, Dubai',
        phone: '+971 4 000 0100',
        email: '',
        sameAs: ['https://www.linkedin.com/company/x', ''],
      },
      site,
    )
    expect(org).toMatchObject({
      '@type': ['Organization', 'LocalBusiness'],
      name: 'Falcon Gridworks',
      url: 'https://falcon.example/',
      telephone: '+971 4 000 0100',
      address: { '@type': 'PostalAddress', streetAddress: 'Business Bay, Dubai' },
      sameAs: ['https://www.linkedin.com/company/x'],
    })
    expect(org).not.toHaveProperty('email')
  })

  it('when a breadcrumb ends on the current page, then every step has an absolute URL and a position', () => {
    const list = breadcrumbJsonLd(
      [{ label: 'Home', to: '/' }, { label: 'Solutions', to: '/solutions' }, { label: 'Energy' }],
      '/solutions/energy-systems',
      site,
    )
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://falcon.example/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Solutions',
        item: 'https://falcon.example/solutions',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Energy',
        item: 'https://falcon.example/solutions/energy-systems',
      },
    ])
  })

  it('when a product has a maker and an image, then brand and an absolute image URL are given', () => {
    const product = productJsonLd(
      {
        name: 'RX500 RTU',
        description: 'A remote terminal unit.',
        path: '/products/corvane-rx500-rtu',
        image: 'media/rtu.jpg',
        category: 'Hardware Systems',
        brand: 'Corvane Controls',
        sku: 'corvane-rx500-rtu',
      },
      site,
    )
    expect(product).toMatchObject({
      '@type': 'Product',
      url: 'https://falcon.example/products/corvane-rx500-rtu',
      image: 'https://falcon.example/media/rtu.jpg?w=1200&h=630&f=jpeg',
      brand: { '@type': 'Brand', name: 'Corvane Controls' },
    })
    expect(
      productJsonLd({ name: 'X', description: 'Y', path: '/products/x' }, site),
    ).not.toHaveProperty('brand')
  })

  it('when a page has structured data and the site an organization, then seoMeta renders both', () => {
    const organization = { '@type': 'Organization', name: 'F' }
    const crumbs = { '@type': 'BreadcrumbList' }
    const tags = seoMeta({ title: 'A', path: '/a', jsonLd: [crumbs] }, { ...site, organization })
    expect(tags.filter((t) => 'script:ld+json' in t)).toEqual([
      { 'script:ld+json': organization },
      { 'script:ld+json': crumbs },
    ])
  })
})
