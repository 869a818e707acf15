import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { expect, expectBrowserError, gotoAndSettle, test } from './fixtures.ts'

import { execFileSync } from 'node:child_process'
import { translateNewProductInAdmin } from './translate-in-admin.ts'

/** The public site in Arabic, right to left, and its Arabic edited in the admin. */

function lastCommitFiles(contentDir: string) {
  return execFileSync('git', ['show', '--name-only', '--format=%an', 'HEAD'], { cwd: contentDir })
    .toString()
    .trim()
    .split('\n')
    .filter(Boolean)
}

const decided = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('cookie_consent', '{"analytics":false,"ts":1}'))

test.describe('Arabic site', () => {
  test('when /ar/ is opened, then the page is Arabic, right to left, with hreflang alternates and no axe violations', async ({
    page,
    stack,
  }) => {
    await decided(page)
    const res = await page.goto(`${stack.webUrl}/ar`)
    expect(res?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    // the navigation from the message catalogue, links kept in Arabic
    const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية', exact: true })
    await expect(nav.getByRole('link', { name: 'من نحن' })).toHaveAttribute('href', '/ar/about')
    // alternates for search engines, and a canonical link in its own language
    const head = (sel: string) => page.locator(`head ${sel}`)
    await expect(head('link[rel=canonical]')).toHaveAttribute('href', `${stack.webUrl}/ar`)
    await expect(head('link[rel=alternate][hreflang=en]')).toHaveAttribute(
      'href',
      `${stack.webUrl}/`,
    )
    await expect(head('link[rel=alternate][hreflang=ar]')).toHaveAttribute(
      'href',
      `${stack.webUrl}/ar`,
    )
    await expect(head('link[rel=alternate][hreflang=x-default]')).toHaveAttribute(
      'href',
      `${stack.webUrl}/`,
    )
    // the Arabic font is self-hosted, loaded on Arabic pages only, and used once loaded (not
    // preloaded: on a phone it held back the hero image, the pages' largest paint)
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Arabic"', 'عربي')))
      .toBe(true)
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name))
            .filter((url) => url.pathname.endsWith('.woff2'))
            .map((url) => url.origin === location.origin && url.pathname.startsWith('/assets/')),
        ),
      )
      .toEqual([true, true])
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: 'test-results/arabic/home-390.png', fullPage: true })
  })

  test('when an English page is opened, then it is English, left to right, without the Arabic font', async ({
    page,
    stack,
  }) => {
    await decided(page)
    await page.goto(`${stack.webUrl}/solutions/energy-systems`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    expect(await page.content()).not.toContain('Noto Sans Arabic')
  })

  test('when a solution is read in Arabic, then it and its sub-solutions are Arabic, and the switch keeps the page', async ({
    page,
    stack,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(`${error.message}\n${error.stack ?? ''}`))
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    await decided(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoAndSettle(page, `${stack.webUrl}/ar/solutions/energy-systems`)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1, name: 'أنظمة الطاقة' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'نظرة عامة' })).toBeVisible()
    // the sub-solutions are translated too (seeded Arabic for every record)
    await expect(
      page.getByRole('heading', { name: 'الطاقة الشمسية على نطاق المرافق' }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Utility-Scale Solar' })).toHaveCount(0)
    // a directional icon is mirrored right to left
    const arrow = page.locator('main a[href^="/ar/solutions/"] svg').first()
    await expect(arrow).toHaveCSS('scale', '-1 1')
    await expectNoAxeViolations(page)
    await page.screenshot({ path: 'test-results/arabic/solution-390.png', fullPage: true })

    // the switch in the header (in the menu panel on phones) leads to the same page in English
    await page.getByRole('button', { name: 'فتح القائمة' }).click()
    await page.locator('header [data-language-switch="en"]:visible').click()
    await expect(page).toHaveURL(`${stack.webUrl}/solutions/energy-systems`)
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    expect(errors).toEqual([])
    await expect(page.getByRole('heading', { level: 1, name: 'Energy Systems' })).toBeVisible()
    await page.locator('footer [data-language-switch="ar"]').click()
    await expect(page).toHaveURL(`${stack.webUrl}/ar/solutions/energy-systems`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  })

  test('when an Arabic page does not exist, then the not-found page is in Arabic', async ({
    page,
    stack,
  }) => {
    await decided(page)
    const res = await page.goto(`${stack.webUrl}/ar/no-such-page`)
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('when the sitemap is read, then it lists both languages', async ({ request, stack }) => {
    const xml = await (await request.get(`${stack.webUrl}/sitemap.xml`)).text()
    expect(xml).toContain(`<loc>${stack.webUrl}/ar/solutions/energy-systems</loc>`)
    expect(xml).toContain(`<loc>${stack.webUrl}/solutions/energy-systems</loc>`)
  })

  test('when /ar/contact is used, then the page, the form and its errors are Arabic, and a valid message is thanked in Arabic', async ({
    page,
    stack,
  }) => {
    await decided(page)
    await gotoAndSettle(page, `${stack.webUrl}/ar/contact`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { name: 'أرسل لنا رسالة' })).toBeVisible()
    // the Arabic address from the company settings; phones stay left to right
    await expect(page.getByText('الخليج التجاري').first()).toBeVisible()
    await expect(page.locator('main a[href^="tel:"]').first()).toHaveAttribute('dir', 'ltr')
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 390, height: 844 })
    // nothing wider than the phone (a long e-mail address once pushed the page to 394 px)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
    await page.screenshot({ path: 'test-results/arabic/contact-390.png', fullPage: true })

    // an incomplete send: errors per field (the refused request logs its 400)
    expectBrowserError(page, /status of 400 \(Bad Request\)/)
    await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('not-an-email')
    await page.getByRole('button', { name: 'إرسال الرسالة' }).click()
    const summary = page.getByRole('alert').filter({ hasText: 'يُرجى التحقق' })
    await expect(summary).toContainText('الاسم الكامل مطلوب')
    await expect(summary).toContainText('أدخل بريداً إلكترونياً صحيحاً')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expectNoAxeViolations(page)

    await page.getByRole('textbox', { name: 'الاسم الكامل' }).fill('ليلى حداد')
    await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('layla@example.com')
    await page.getByRole('textbox', { name: 'الموضوع' }).fill('طلب عرض سعر')
    await page
      .getByRole('textbox', { name: 'الرسالة' })
      .fill('نرجو الاتصال بنا بخصوص مشروع طاقة شمسية.')
    await page.getByRole('button', { name: 'إرسال الرسالة' }).click()
    await expect(page).toHaveURL(/\/ar\/contact\?sent=1/)
    await expect(page.getByRole('heading', { name: 'شكراً لك!' })).toBeVisible()
  })

  test('when /ar/ and /ar/about are opened, then the seeded Arabic page contents show', async ({
    page,
    stack,
  }) => {
    await decided(page)
    await page.goto(`${stack.webUrl}/ar`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('بنيةً تحتية')
    await expect(page.getByText('المشاريع المنجزة')).toBeVisible()
    await page.goto(`${stack.webUrl}/ar/about`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('نبني بنيةً تحتية')
    await expectNoAxeViolations(page)
  })

  test('when an editor translates a product in the admin, then /ar shows it and the save is one commit of only its file that says Arabic', async ({
    page,
    stack,
    loginAsEditor,
  }) => {
    test.slow() // a product made, listed, edited, saved and read in each language's page
    // every seeded record has Arabic: a new product, English only, is the one to translate
    await translateNewProductInAdmin({ page, stack, loginAsEditor }, 'ar', {
      Title: 'مجمّع عدّادات المغذّيات',
      'Price range': 'عند الطلب',
    })
  })

  test('when an editor translates a page section and the company settings in the admin, then /ar shows them and each save is one commit of only its file', async ({
    page,
    stack,
    loginAsEditor,
  }) => {
    await loginAsEditor()
    await page.goto(`${stack.webUrl}/admin/about-contents?lang=ar`)
    const cta = page.getByRole('region', { name: /Closing call to action/ })
    await cta.getByRole('link', { name: 'Edit' }).click()
    const ctaTitle = cta.getByRole('textbox', { name: 'Title', exact: true })
    await expect(ctaTitle).toHaveValue('لنبنِ ما هو قادم')
    await ctaTitle.fill('لنبنِ المستقبل معاً')
    await cta.getByRole('button', { name: 'Save Info' }).click()
    await expect(page).toHaveURL(/saved=cta/)
    await expect(page).toHaveURL(/lang=ar/)
    expect(lastCommitFiles(stack.contentDir)).toEqual(['Demo Admin', 'pages/about.json'])
    await page.goto(`${stack.webUrl}/ar/about`)
    await expect(page.getByText('لنبنِ المستقبل معاً')).toBeVisible()

    // the company settings' Arabic: name, address and hours only
    await page.goto(`${stack.webUrl}/admin/our-info?lang=ar`)
    await expect(page.getByRole('textbox', { name: 'Main e-mail' })).toHaveCount(0)
    await expectNoAxeViolations(page)
    await page.getByRole('textbox', { name: 'Working hours (line 3)' }).fill('الأحد: مغلق')
    await page.getByRole('button', { name: 'Save Info' }).click()
    await expect(page.getByText('Saved. It is live on the site.')).toBeVisible()
    expect(lastCommitFiles(stack.contentDir)).toEqual(['Demo Admin', 'settings/company.json'])
    await page.goto(`${stack.webUrl}/ar/contact`)
    await expect(page.getByText('الأحد: مغلق', { exact: true })).toBeVisible()
  })

  const catalogue: Array<[path: string, text: string]> = [
    ['/ar/solutions', 'حلولنا بالتفصيل'],
    ['/ar/products', 'المنصات البرمجية'],
    ['/ar/products/corvane-rx500-rtu', 'المواصفات الفنية'],
    ['/ar/sectors', 'القطاعات التي نخدمها'],
    ['/ar/sectors/healthcare', 'ما نقدّمه'],
  ]
  for (const [path, text] of catalogue) {
    test(`when ${path} is opened, then its own words are Arabic, right to left, without axe violations`, async ({
      page,
      stack,
    }) => {
      await decided(page)
      const res = await page.goto(`${stack.webUrl}${path}`)
      expect(res?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      await expect(page.getByText(text).first()).toBeVisible()
      // every internal link keeps the language
      const hrefs = await page
        .locator('main a[href^="/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
      expect(hrefs.filter((h) => !h.startsWith('/ar') && !h.startsWith('/media'))).toEqual([])
      await expectNoAxeViolations(page)
      await page.setViewportSize({ width: 390, height: 844 })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
      await page.screenshot({
        path: `test-results/arabic/${path.slice(4).replaceAll('/', '-')}-390.png`,
        fullPage: true,
      })
    })
  }
})
