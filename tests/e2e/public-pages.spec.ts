import type { Page } from '@playwright/test'
import { freePorts } from '../support/free-ports.ts'
import { repoRoot } from '../support/stack.ts'
import { ServiceProcess } from '../support/service-process.ts'
import { axeViolations, expectNoAxeViolations } from './axe.ts'
import { boxesOverlap } from './boxes.ts'
import { expect, test } from './fixtures.ts'
import { decided, editorToken } from './visitor-and-editor.ts'

/**
 * The content pages: About, the Solutions list, Terms and the privacy policy, the sitemap and
 * robots, the 503 page when content-api is down, and the finish (cookie banner in the server
 * HTML, contrast, names). Every page is also checked with axe (WCAG 2.2 AA).
 */

const banner = (page: Page) => page.getByRole('dialog', { name: 'Cookie & privacy notice' })

interface Settings {
  version: string
  settings: Array<{ key: string; value: string | number }>
}

async function companySettings(contentApiUrl: string): Promise<Record<string, string>> {
  const res = await fetch(`${contentApiUrl}/api/company-settings`)
  const body = (await res.json()) as Settings
  return Object.fromEntries(body.settings.map((s) => [s.key, String(s.value)]))
}

test.use({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' })

test.describe('axe helper', () => {
  test('when a page has an unnamed button and no language, then axe reports both', async ({
    page,
  }) => {
    await page.setContent('<html><body><main><button></button></main></body></html>')
    const ids = (await axeViolations(page)).map((v) => v.id)
    expect(ids).toEqual(expect.arrayContaining(['button-name', 'html-has-lang']))
  })
})

test.describe('about', () => {
  test('when /about is opened, then hero, badges, stats, the four disciplines, mission, vision, five values, three trust cards and the call to action are shown', async ({
    page,
    stack,
  }) => {
    await decided(page)
    const res = await page.goto(`${stack.webUrl}/about`)
    expect(res?.status()).toBe(200)
    await expect(page).toHaveTitle('About Us | Falcon Gridworks')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Engineering Infrastructure That Keeps Running',
    )
    const glance = page.getByRole('group', { name: 'At a glance' }).getByRole('list')
    await expect(glance).toContainText('15+')
    await expect(glance).toContainText('850+ MW')
    await expect(
      page.getByRole('region', { name: 'Our track record' }).getByRole('listitem'),
    ).toHaveCount(4)
    await expect(
      page.getByRole('group', { name: 'Our disciplines' }).getByRole('list').getByRole('listitem'),
    ).toHaveText([
      'Energy Management',
      'Information Technology',
      'Telecommunications',
      'Industrial Automation',
    ])
    for (const name of ['Our Mission', 'Our Vision', 'Our Values']) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible()
    }
    await expect(page.getByRole('heading', { level: 4 })).toHaveText([
      'Innovation',
      'Excellence',
      'Sustainability and responsibility',
      'Collaboration and partnership',
      'Integrity and transparency',
    ])
    const trust = page.getByRole('region', { name: 'New Technology, Proven Engineering Practice' })
    await expect(trust.getByRole('listitem')).toHaveCount(3)
    const cta = page.getByRole('link', { name: 'Start Your Project' })
    await expect(cta).toHaveAttribute('href', '/contact')
    await expectNoAxeViolations(page)
  })
})

test.describe('solutions list', () => {
  test('when /solutions is opened, then the hero, its counters and the five pillars with their child-solution counts are shown', async ({
    page,
    stack,
  }) => {
    await decided(page)
    const res = await page.goto(`${stack.webUrl}/solutions`)
    expect(res?.status()).toBe(200)
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1).toHaveText('Integrated Solutions for Critical Infrastructure')
    // the last word is the highlighted one
    await expect(h1.locator('span').last()).toHaveText('Infrastructure')
    await expect(
      page.getByRole('group', { name: 'Key figures' }).getByRole('list').getByRole('listitem'),
    ).toHaveCount(4)
    const pillars = page.getByRole('region', { name: 'Five Pillars of Our Work' }).getByRole('link')
    await expect(pillars).toHaveCount(5)
    const hrefs = await pillars.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual([
      '/solutions/energy-systems',
      '/solutions/it-infrastructure',
      '/solutions/industrial-automation',
      '/solutions/battery-energy-storage-systems',
      '/solutions/software-platforms',
    ])
    const counts = await pillars.evaluateAll((links) =>
      // the count's own element: a title another spec left ending in a digit ("E2E … x9") once
      // read as "96" when the whole card's text was matched
      links.map((a) => a.lastElementChild?.textContent?.match(/^(\d+)\s*solutions$/)?.[1]),
    )
    // counted from the catalogue: each pillar's child solutions
    expect(counts).toEqual(['4', '4', '3', '2', '3'])
  })

  test('when accordion items are clicked, then one is open at a time and clicking the open one closes it', async ({
    page,
    stack,
  }) => {
    await decided(page)
    await page.goto(`${stack.webUrl}/solutions`)
    // (Energy Systems is left alone: the editor-flow spec retitles it on the shared stack)
    const automation = page.getByRole('button', { name: /^Industrial Automation/ })
    const it = page.getByRole('button', { name: /^IT Infrastructure/ })
    await expect(automation).toHaveAttribute('aria-expanded', 'false')

    await automation.click()
    await expect(automation).toHaveAttribute('aria-expanded', 'true')
    const open = page.getByRole('region', { name: /^Industrial Automation/ })
    await expect(open.getByRole('heading', { name: 'Key Features' })).toBeVisible()
    await expect(open.getByRole('heading', { name: 'Benefits' })).toBeVisible()
    await expect(
      open.getByRole('link', { name: 'Learn More about SCADA & DCS Integration' }),
    ).toHaveAttribute('href', '/solutions/scada-dcs-integration')
    await expect(
      open.getByRole('link', { name: 'Explore Industrial Automation in Detail' }),
    ).toHaveAttribute('href', '/solutions/industrial-automation')
    await expectNoAxeViolations(page)

    await it.click()
    await expect(it).toHaveAttribute('aria-expanded', 'true')
    await expect(automation).toHaveAttribute('aria-expanded', 'false')
    await expect(
      page.getByRole('link', { name: 'Explore Industrial Automation in Detail' }),
    ).toHaveCount(0)

    await it.click()
    await expect(it).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('link', { name: /in Detail$/ })).toHaveCount(0)
  })

  test('when a solution detail is shown, then its breadcrumb leads to /solutions and carries BreadcrumbList data', async ({
    page,
    stack,
  }) => {
    await decided(page)
    await page.goto(`${stack.webUrl}/solutions/energy-systems`)
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('link', { name: 'Solutions' })).toHaveAttribute(
      'href',
      '/solutions',
    )
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((s) => JSON.parse(s.textContent ?? '{}') as { '@type': unknown }),
      )
    expect(data.map((d) => d['@type'])).toEqual([
      ['Organization', 'LocalBusiness'],
      'BreadcrumbList',
    ])
    await expectNoAxeViolations(page)

    const missing = await page.goto(`${stack.webUrl}/solutions/no-such-solution`)
    expect(missing?.status()).toBe(404)
    await page.getByRole('link', { name: 'View All Solutions' }).click()
    await expect(page).toHaveURL(`${stack.webUrl}/solutions`)
  })
})

test.describe('terms and privacy', () => {
  for (const [path, title] of [
    ['/terms', 'Terms of Service'],
    ['/privacy-policy.html', 'Privacy Policy'],
  ] as const) {
    test(`when ${path} is opened, then it is in the site layout and names the company, address and phone from company settings`, async ({
      page,
      stack,
    }) => {
      await decided(page)
      const settings = await companySettings(stack.contentApiUrl)
      const res = await page.goto(`${stack.webUrl}${path}`)
      expect(res?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible()
      const main = page.getByRole('main')
      await expect(main).toContainText(`${settings.company_name}, ${settings.address}`)
      await expect(main.getByRole('link', { name: settings.main_phone }).first()).toBeVisible()
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
        'href',
        `${stack.webUrl}${path}`,
      )
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        /\/media\/.+\?w=1200&h=630&f=jpeg$/,
      )
      await expectNoAxeViolations(page)
    })
  }
})

test.describe('findable', () => {
  test('when the sitemap is read, then it lists pages and records with lastmod, and a record saved in the admin appears', async ({
    request,
    stack,
  }) => {
    const before = await request.get(`${stack.webUrl}/sitemap.xml`)
    expect(before.status()).toBe(200)
    expect(before.headers()['content-type']).toMatch(/application\/xml/)
    const xml = await before.text()
    expect(xml).toMatch(
      new RegExp(
        `<loc>${stack.webUrl}/solutions/energy-systems</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`,
      ),
    )
    for (const path of ['/', '/about', '/solutions', '/terms', '/privacy-policy.html']) {
      expect(xml).toContain(`<loc>${stack.webUrl}${path}</loc>`)
    }
    expect(xml).not.toContain('grid-resilience-audits')

    const token = await editorToken(stack.contentApiUrl)
    const created = await fetch(`${stack.contentApiUrl}/api/solutions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: 'Grid Resilience Audits',
        description: 'Independent audits of grid resilience.',
        detailed_description: 'What we check, and how.',
        icon: 'shield',
      }),
    })
    expect(created.status).toBe(201)
    try {
      await expect
        .poll(async () => (await request.get(`${stack.webUrl}/sitemap.xml`)).text())
        .toMatch(new RegExp(`<loc>${stack.webUrl}/solutions/grid-resilience-audits</loc><lastmod>`))
    } finally {
      await fetch(`${stack.contentApiUrl}/api/solutions/grid-resilience-audits`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      })
    }
  })

  test('when robots.txt is read, then it disallows /admin and names the sitemap', async ({
    request,
    stack,
  }) => {
    const res = await request.get(`${stack.webUrl}/robots.txt`)
    expect(res.status()).toBe(200)
    const text = await res.text()
    expect(text).toContain('Disallow: /admin')
    expect(text).toContain(`Sitemap: ${stack.webUrl}/sitemap.xml`)
  })

  test('when a page does not exist, then it is a 404 without a canonical link but with the company data', async ({
    page,
    stack,
  }) => {
    await decided(page)
    const res = await page.goto(`${stack.webUrl}/no-such-page`)
    expect(res?.status()).toBe(404)
    await expect(page.locator('link[rel=canonical]')).toHaveCount(0)
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex,follow')
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1)
    await expectNoAxeViolations(page)
  })

  test('when Home and About are opened, then they carry the company JSON-LD, a canonical link and social tags with an image', async ({
    page,
    stack,
  }) => {
    await decided(page)
    for (const path of ['/', '/about']) {
      await page.goto(`${stack.webUrl}${path}`)
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
        'href',
        `${stack.webUrl}${path}`,
      )
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        /\/media\//,
      )
      const org = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
      ) as { name?: string; telephone?: string }
      expect(org).toMatchObject({ name: 'Falcon Gridworks', telephone: '+971 4 000 0100' })
    }
    await expectNoAxeViolations(page)
    await page.goto(`${stack.webUrl}/`)
    await expectNoAxeViolations(page)
  })
})

test.describe('finish', () => {
  test('when a first-time visitor loads a page, then the cookie banner is already in the server HTML', async ({
    request,
    stack,
  }) => {
    const html = await (await request.get(`${stack.webUrl}/about`)).text()
    expect(html).toContain('role="dialog" aria-label="Cookie &amp; privacy notice"')
  })

  test('when the visitor already chose, then the banner is hidden before the app hydrates', async ({
    page,
    stack,
  }) => {
    await decided(page)
    // the app's scripts never run: only the inline head script does, as before hydration
    await page.route('**/assets/**/*.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    )
    await page.goto(`${stack.webUrl}/`)
    await expect(banner(page)).toBeHidden()
  })

  test('when the logo is read by a screen reader, then its name starts with its visible text', async ({
    page,
    stack,
  }) => {
    await decided(page)
    await page.goto(`${stack.webUrl}/about`)
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: /^Falcon Gridworks Energy · IT · Automation/ }),
    ).toBeVisible()
  })

  test('when an image is loading, then a tiny variant from media stands in for it, blurred', async ({
    page,
    request,
    stack,
  }) => {
    await decided(page)
    await page.goto(`${stack.webUrl}/about`)
    const placeholder = page.locator('main img[aria-hidden="true"]').first()
    const url = await placeholder.getAttribute('src')
    expect(url).toMatch(/^\/media\/about-hero\.jpg\?w=16&f=webp$/)
    // it fades out once the real image has loaded
    await expect(placeholder).toHaveCSS('opacity', '0')
    const tiny = await request.get(`${stack.webUrl}${url}`)
    expect(tiny.status()).toBe(200)
    expect((await tiny.body()).length).toBeLessThan(1024)
  })

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('when the cookie banner shows, then it covers no hero call to action', async ({
      page,
      stack,
    }) => {
      for (const [path, cta] of [
        ['/', 'Explore Solutions'],
        ['/about', 'Talk to Our Engineers'],
        ['/solutions', 'Discuss Your Project'],
        ['/solutions/it-infrastructure', 'Get Started'],
      ] as const) {
        await page.goto(`${stack.webUrl}${path}`)
        await expect(banner(page)).toBeVisible()
        const button = await page.getByRole('link', { name: cta }).first().boundingBox()
        const notice = await banner(page).boundingBox()
        expect(button && notice, `${path}: both are laid out`).toBeTruthy()
        expect(boxesOverlap(button, notice), `${path}: the banner overlaps "${cta}"`).toBe(false)
      }
      await expectNoAxeViolations(page)
    })
  })
})

test.describe('axe on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('when each public page of this part is laid out for a phone, then axe finds no WCAG 2.2 AA violation', async ({
    page,
    stack,
  }) => {
    await decided(page)
    for (const path of [
      '/',
      '/about',
      '/solutions',
      '/solutions/it-infrastructure',
      '/terms',
      '/privacy-policy.html',
      '/no-such-page',
    ]) {
      await page.goto(`${stack.webUrl}${path}`)
      await expectNoAxeViolations(page)
    }
  })
})

test.describe('when content-api is down', () => {
  /** A second web server whose content-api is a port nobody listens on. */
  let web: ServiceProcess
  let webUrl = ''

  test.beforeAll(async () => {
    const [webPort, deadPort] = (await freePorts(2)) as [number, number]
    webUrl = `http://127.0.0.1:${webPort}`
    web = new ServiceProcess({
      name: 'web (content-api down)',
      entry: 'services/web/dist/server/main.js',
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        WEB_PORT: String(webPort),
        CONTENT_API_URL: `http://127.0.0.1:${deadPort}`,
        MEDIA_URL: `http://127.0.0.1:${deadPort}`,
        SITE_URL: webUrl,
      },
      healthUrl: `${webUrl}/health`,
    })
    await web.waitUntilHealthy(30_000)
  })
  test.afterAll(async () => {
    await web.stop()
  })

  test('when a public page is asked for, then it answers 503 with Retry-After, no-store and a designed page', async ({
    page,
    request,
  }) => {
    for (const path of [
      '/',
      '/about',
      '/solutions',
      '/solutions/energy-systems',
      '/terms',
      '/privacy-policy.html',
    ]) {
      const res = await request.get(`${webUrl}${path}`)
      expect(res.status(), path).toBe(503)
      expect(res.headers()['retry-after'], path).toBe('30')
      expect(res.headers()['cache-control'], path).toBe('no-store')
      expect(res.headers().etag, path).toBeUndefined()
    }
    expect((await request.get(`${webUrl}/sitemap.xml`)).status()).toBe(503)
    expect((await request.get(`${webUrl}/robots.txt`)).status()).toBe(200)

    await decided(page)
    const res = await page.goto(`${webUrl}/about`)
    expect(res?.status()).toBe(503)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Temporarily unavailable')
    await expect(page).toHaveTitle('Temporarily unavailable | Falcon Gridworks')
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/about')
    await expectNoAxeViolations(page)
  })

  test("when web's /health is asked, then it reports content-api as unreachable", async ({
    request,
  }) => {
    const res = await request.get(`${webUrl}/health`)
    expect(res.status()).toBe(200)
    expect(await res.json()).toMatchObject({
      status: 'degraded',
      service: 'web',
      contentApi: { reachable: false },
    })
  })
})
