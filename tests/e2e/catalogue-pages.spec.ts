import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { decided, editorToken } from './visitor-and-editor.ts'

/**
 * The catalogue: Products and Sectors, their detail pages and not-found states, the strategic
 * partners rule, the datasheet link, the solutions accordion's #hash, and a product saved through
 * the API appearing in the sitemap. Every new route is checked with axe at 1366 and 390 px.
 */

/** PATCHes some fields of a record through content-api as the editor (at its current version). */
async function patchRecord(
  contentApiUrl: string,
  token: string,
  path: string,
  fields: Record<string, unknown>,
): Promise<void> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` }
  const current = (await (await fetch(`${contentApiUrl}/api${path}`, { headers })).json()) as {
    version: string
  }
  const res = await fetch(`${contentApiUrl}/api${path}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ ...fields, version: current.version }),
  })
  expect(res.status, `PATCH ${path}: ${await res.text()}`).toBe(200)
}

const jsonLdTypes = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((s) => (JSON.parse(s.textContent ?? '{}') as { '@type': unknown })['@type']),
    )

test.use({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' })

test.describe('products', () => {
  test('when /products is opened, then the hero counters, strategic partners, partnerships, innovation and the three categories with their products are shown', async ({
    page,
    stack,
  }) => {
    await decided(page)
    const res = await page.goto(`${stack.webUrl}/products`)
    expect(res?.status()).toBe(200)
    await expect(page).toHaveTitle('Products | Falcon Gridworks')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Field-Proven Products From Trusted Partners',
    )
    const figures = page
      .getByRole('group', { name: 'Key figures' })
      .getByRole('list')
      .getByRole('listitem')
    await expect(figures).toHaveCount(4)
    // the catalogue counters are counted: 10 active products (one of the 11 is inactive), 3
    // categories
    await expect(figures.filter({ hasText: 'Products' })).toContainText('10')
    await expect(figures.filter({ hasText: 'Categories' })).toContainText('3')

    const strategic = page.getByRole('region', { name: 'Working With Specialist Manufacturers' })
    await expect(strategic.getByRole('heading', { level: 3 })).toHaveText([
      'Varenta Power Electronics',
      'Tessaline Energy Storage',
      'Corvane Controls',
      'Strandlink Networks',
    ])
    const website = strategic.getByRole('link', { name: /corvane-controls\.example/ })
    await expect(website).toHaveAttribute('href', 'https://corvane-controls.example')
    await expect(website).toHaveAttribute('target', '_blank')
    await expect(website).toHaveAttribute('rel', /\bnoopener\b/)
    await expect(strategic.getByRole('img', { name: 'Corvane Controls logo' })).toBeVisible()

    await expect(
      page.getByRole('region', { name: 'Partnerships That Work for Our Clients' }),
    ).toBeVisible()
    await expect(
      page
        .getByRole('group', { name: 'Our technology partners' })
        .getByRole('list')
        .getByRole('listitem'),
    ).toHaveCount(6)
    await expect(
      page.getByRole('region', { name: 'Built From What We Learn in the Field' }),
    ).toBeVisible()

    for (const [name, count, example] of [
      // (the fourth software product is inactive: not listed)
      ['Software Platforms', 3, 'Falcon EMS Platform'],
      ['Hardware Systems', 4, 'Corvane RX-500 Remote Terminal Unit'],
      ['Connectivity Solutions', 3, 'Strandlink IS-2400 Industrial Ethernet Switch'],
    ] as const) {
      const category = page.getByRole('region', { name, exact: true })
      await expect(category.getByRole('article'), name).toHaveCount(count)
      await expect(category.getByRole('heading', { level: 3, name: example })).toBeVisible()
    }
    await expect(
      page.getByRole('link', { name: 'View Details about Falcon EMS Platform' }),
    ).toHaveAttribute('href', '/products/falcon-ems-platform')
    await expectNoAxeViolations(page)
  })

  test('when no active partner is strategic, then the strategic partners section is not shown', async ({
    page,
    stack,
  }) => {
    await decided(page)
    const token = await editorToken(stack.contentApiUrl)
    const partners = (await (await fetch(`${stack.contentApiUrl}/api/partners`)).json()) as Array<{
      slug: string
      is_strategic: boolean
    }>
    const strategic = partners.filter((p) => p.is_strategic).map((p) => p.slug)
    expect(strategic.length).toBeGreaterThan(0)
    try {
      for (const slug of strategic) {
        await patchRecord(stack.contentApiUrl, token, `/partners/${slug}`, { is_strategic: false })
      }
      await expect
        .poll(async () => {
          await page.goto(`${stack.webUrl}/products`)
          return page.getByRole('region', { name: 'Working With Specialist Manufacturers' }).count()
        })
        .toBe(0)
      // the partnerships section still names every partner
      await expect(
        page
          .getByRole('group', { name: 'Our technology partners' })
          .getByRole('list')
          .getByRole('listitem'),
      ).toHaveCount(6)
    } finally {
      for (const slug of strategic) {
        await patchRecord(stack.contentApiUrl, token, `/partners/${slug}`, { is_strategic: true })
      }
    }
  })

  test('when a product with a datasheet is opened, then breadcrumb, facts, quote, datasheet, specifications and partner are shown, with Product and BreadcrumbList data', async ({
    page,
    request,
    stack,
  }) => {
    await decided(page)
    const res = await page.goto(`${stack.webUrl}/products/corvane-rx500-rtu`)
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Corvane RX-500 Remote Terminal Unit',
    )
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('link', { name: 'Products' })).toHaveAttribute(
      'href',
      '/products',
    )
    await expect(page.getByText('Hardware Systems', { exact: true }).first()).toBeVisible()
    await expect(page.getByText('From USD 4,800')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Request Quote' })).toHaveAttribute(
      'href',
      '/contact?product=corvane-rx500-rtu',
    )
    const datasheet = page.getByRole('link', { name: /Download Datasheet/ })
    await expect(datasheet).toHaveAttribute('href', '/media/datasheet-corvane-rx500-rtu.pdf')
    const pdf = await request.get(`${stack.webUrl}/media/datasheet-corvane-rx500-rtu.pdf`)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')

    const specs = page.getByRole('region', { name: 'Technical Specifications' })
    await expect(specs.getByRole('rowheader')).toHaveCount(7)
    await expect(specs.getByRole('row', { name: /Protocols/ })).toContainText('DNP3')
    const partner = page.getByRole('region', { name: 'Strategic Partner' })
    await expect(partner.getByRole('heading', { name: 'Corvane Controls' })).toBeVisible()
    await expect(partner.getByRole('link', { name: /corvane-controls\.example/ })).toHaveAttribute(
      'rel',
      /\bnoopener\b/,
    )
    await expect(page.getByRole('link', { name: 'Contact Sales Team' })).toHaveAttribute(
      'href',
      '/contact',
    )
    expect(await jsonLdTypes(page)).toEqual([
      ['Organization', 'LocalBusiness'],
      'Product',
      'BreadcrumbList',
    ])
    await expectNoAxeViolations(page)
  })

  test('when a product has no datasheet, then no Download Datasheet button is shown', async ({
    page,
    stack,
  }) => {
    await decided(page)
    await page.goto(`${stack.webUrl}/products/falcon-ems-platform`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Falcon EMS Platform')
    await expect(page.getByRole('link', { name: 'Request Quote' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Download Datasheet/ })).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test('when a product does not exist, then Product Not Found is answered with 404 and leads back to all products', async ({
    page,
    stack,
  }) => {
    await decided(page)
    const res = await page.goto(`${stack.webUrl}/products/no-such-product`)
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Not Found')
    await expect(page.locator('link[rel=canonical]')).toHaveCount(0)
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'View All Products' }).click()
    await expect(page).toHaveURL(`${stack.webUrl}/products`)
  })
})

test.describe('sectors', () => {
  test('when /sectors is opened, then the hero counters, six cards with icon, three solutions and Explore, expertise, excellence and the call to action are shown', async ({
    page,
    stack,
  }) => {
    await decided(page)
    const res = await page.goto(`${stack.webUrl}/sectors`)
    expect(res?.status()).toBe(200)
    await expect(page).toHaveTitle('Sectors | Falcon Gridworks')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Infrastructure for Every Critical Sector',
    )
    await expect(
      page.getByRole('group', { name: 'Key figures' }).getByRole('list').getByRole('listitem'),
    ).toHaveCount(4)
    const cards = page.getByRole('region', { name: 'Sectors We Serve' }).getByRole('article')
    await expect(cards).toHaveCount(6)
    const healthcare = cards.filter({ hasText: 'Healthcare' })
    await expect(
      healthcare
        .getByRole('group', { name: 'Healthcare: key solutions' })
        .getByRole('list')
        .getByRole('listitem'),
    ).toHaveCount(3)
    await expect(
      healthcare.getByRole('link', { name: 'Explore about Healthcare' }),
    ).toHaveAttribute('href', '/sectors/healthcare')
    const expertise = page.getByRole('region', { name: 'Specialist Knowledge, Shared Engineering' })
    await expect(
      expertise.getByRole('group', { name: 'Our sector expertise in figures' }).getByRole('list'),
    ).toContainText('6Key sectors')
    await expect(page.getByText('Sector Excellence', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expectNoAxeViolations(page)
  })

  test('when a sector is opened, then breadcrumb, detailed description, Get Started, View Case Studies, a card per solution and a contact link are shown', async ({
    page,
    stack,
  }) => {
    await decided(page)
    const res = await page.goto(`${stack.webUrl}/sectors/healthcare`)
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Healthcare')
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Sectors' }),
    ).toHaveAttribute('href', '/sectors')
    await expect(page.getByText('Hospitals run around the clock')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expect(
      page
        .getByRole('group', { name: 'Healthcare solutions' })
        .getByRole('list')
        .getByRole('listitem'),
    ).toHaveCount(6)
    // View Case Studies leads to the products and clients that name the sector
    await page.getByRole('link', { name: 'View Case Studies' }).click()
    await expect(page).toHaveURL(`${stack.webUrl}/sectors/healthcare#case-studies`)
    const cases = page.getByRole('region', { name: 'Our Work in Healthcare' })
    await expect(cases).toBeInViewport()
    await expect(
      cases.getByRole('heading', { name: 'Arkwell EdgeCore 20 Modular Data Centre' }),
    ).toBeVisible()
    await expect(cases.getByText('Harfan Medical Group')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute(
      'href',
      '/contact?subject=Healthcare+project',
    )
    expect(await jsonLdTypes(page)).toEqual([['Organization', 'LocalBusiness'], 'BreadcrumbList'])
    await expectNoAxeViolations(page)
  })

  test('when a sector does not exist, then Sector Not Found is answered with 404 and leads back to all sectors', async ({
    page,
    stack,
  }) => {
    await decided(page)
    const res = await page.goto(`${stack.webUrl}/sectors/no-such-sector`)
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sector Not Found')
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'View All Sectors' }).click()
    await expect(page).toHaveURL(`${stack.webUrl}/sectors`)
  })
})

test.describe('solutions accordion', () => {
  test('when /solutions is opened with a #hash, then that item is open', async ({
    page,
    stack,
  }) => {
    await decided(page)
    await page.goto(`${stack.webUrl}/solutions#it-infrastructure`)
    await expect(page.getByRole('button', { name: /^IT Infrastructure/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(page.getByRole('button', { name: /^Industrial Automation/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    // scrolled to it, below the sticky header
    await expect(page.getByRole('button', { name: /^IT Infrastructure/ })).toBeInViewport()
    await expect(
      page.getByRole('link', { name: 'Explore IT Infrastructure in Detail' }),
    ).toBeVisible()
  })
})

test.describe('sitemap', () => {
  test('when a product is created through the API as an editor, then the sitemap lists it', async ({
    request,
    stack,
  }) => {
    const token = await editorToken(stack.contentApiUrl)
    const before = await (await request.get(`${stack.webUrl}/sitemap.xml`)).text()
    expect(before).toContain(`<loc>${stack.webUrl}/products/corvane-rx500-rtu</loc>`)
    expect(before).toContain(`<loc>${stack.webUrl}/sectors/healthcare</loc>`)
    expect(before).not.toContain('solar-yield-monitor')
    const created = await fetch(`${stack.contentApiUrl}/api/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: 'Solar Yield Monitor',
        summary: 'Per-string yield monitoring for solar plants.',
        category: 'Software Platforms',
      }),
    })
    expect(created.status).toBe(201)
    try {
      await expect
        .poll(async () => (await request.get(`${stack.webUrl}/sitemap.xml`)).text())
        .toMatch(new RegExp(`<loc>${stack.webUrl}/products/solar-yield-monitor</loc><lastmod>`))
    } finally {
      await fetch(`${stack.contentApiUrl}/api/products/solar-yield-monitor`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      })
    }
  })
})

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('when every new route is opened, then axe finds no WCAG 2.2 AA violation', async ({
    page,
    stack,
  }) => {
    await decided(page)
    for (const path of [
      '/products',
      '/products/corvane-rx500-rtu',
      '/products/no-such-product',
      '/sectors',
      '/sectors/healthcare',
      '/sectors/no-such-sector',
    ]) {
      await page.goto(`${stack.webUrl}${path}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page)
    }
  })
})
