import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { expect, gotoAndSettle, test } from './fixtures.ts'
import { editorToken } from './visitor-and-editor.ts'

/**
 * The admin in the user's own language (My Account): one user switches to Arabic and sees the
 * admin in Arabic, right to left, while the content they edit keeps its language. A user of its
 * own, so the demo admin the other specs sign in as stays English.
 */

const stamp = Date.now().toString(36)
const user = {
  name: 'Amal Editor',
  email: `amal-${stamp}@example.com`,
  role: 'editor',
  password: 'amal reads the admin in arabic',
}
const product = {
  title: `Grid Sensor ${stamp}`,
  summary: 'Measures the grid at the feeder.',
  category: 'Hardware Systems',
}

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'الإدارة' })

/** No part of the page sticks out sideways (a right-to-left layout that breaks does). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

test('when a user switches My Account to Arabic, then the dashboard, a list, a product editor and the menu are Arabic and right to left, and the product still edits its English', async ({
  page,
  stack,
}) => {
  test.slow() // four pages checked by axe, at two sizes, and a save
  const token = await editorToken(stack.contentApiUrl)
  const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` }
  const added = await fetch(`${stack.contentApiUrl}/api/users`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify(user),
  })
  expect(added.status).toBe(201)
  const created = await fetch(`${stack.contentApiUrl}/api/products`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify(product),
  })
  expect(created.status).toBe(201)
  const slug = ((await created.json()) as { slug: string }).slug
  try {
    await page.goto(`${stack.webUrl}/admin/login`)
    await page.getByLabel('Email address').fill(user.email)
    await page.locator('input[name="password"]').fill(user.password)
    await page.getByRole('button', { name: /^sign in$/i }).click()
    await expect(page).toHaveURL(`${stack.webUrl}/admin`)
    // a new user's admin is English, left to right
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible()

    await gotoAndSettle(page, `${stack.webUrl}/admin/account`)
    const language = page.getByRole('combobox', { name: 'Admin language' })
    // each language named in itself
    await expect(language.locator('option')).toHaveText(['English', 'العربية'])
    await language.selectOption('ar')
    await page.getByRole('button', { name: 'Save language' }).click()
    await expect(page.getByRole('status')).toHaveText('تُعرض لوحة الإدارة الآن باللغة التي اخترتها.')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('حسابي')
    await expectNoAxeViolations(page)

    // the dashboard
    await gotoAndSettle(page, `${stack.webUrl}/admin`)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحباً بعودتك يا Amal')
    await expect(page.getByRole('heading', { level: 2, name: 'نظرة عامة' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'إجراءات سريعة' })).toBeVisible()
    await expect(adminNav(page).getByRole('link', { name: 'لوحة التحكم' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // the menu starts at the right: the side column sits on the right edge of the window
    await page.setViewportSize({ width: 1280, height: 800 })
    const menu = await page.locator('header').first().boundingBox()
    expect(menu && menu.x + menu.width).toBeGreaterThan(1280 - 2)
    await expectNoSidewaysScroll(page)
    await page.screenshot({ path: 'test-results/admin-language/dashboard-1280.png' })
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await expectNoSidewaysScroll(page)
    await page.screenshot({ path: 'test-results/admin-language/dashboard-390.png' })

    // a collection's list, reached through the Arabic menu
    await page.setViewportSize({ width: 1280, height: 800 })
    // the Content group is open on the dashboard (the default, before any choice)
    await adminNav(page).getByRole('link', { name: 'المنتجات' }).click()
    await expect(page).toHaveURL(`${stack.webUrl}/admin/products`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('المنتجات')
    await expect(page.locator('#record-count')).toHaveText(/^\d+ (عنصر|عناصر|عنصراً)$/)
    await expect(page.getByRole('combobox', { name: 'الحالة' })).toBeVisible()
    await expect(page.locator(`a[href="/admin/products/${slug}"]`)).toBeVisible()
    await expectNoSidewaysScroll(page)
    await page.screenshot({ path: 'test-results/admin-language/list-1280.png' })
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await expectNoSidewaysScroll(page)
    await page.screenshot({ path: 'test-results/admin-language/list-390.png' })

    // the record's English, in an Arabic editor: its labels, groups and buttons are Arabic, the
    // form keeps the English text, left to right, and saves English
    await page.setViewportSize({ width: 1280, height: 800 })
    await gotoAndSettle(page, `${stack.webUrl}/admin/products/${slug}`)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`تحرير: ${product.title}`)
    await expect(page.getByRole('link', { name: 'كل المنتجات' })).toBeVisible()
    const form = page.locator('form#products-form')
    for (const legend of ['النصوص', 'التفاصيل', 'الوسائط', 'الإدراج', 'القطاعات']) {
      await expect(form.locator('legend', { hasText: legend }).first()).toBeVisible()
    }
    await expect(form.getByRole('checkbox', { name: 'نشط (يظهر في الموقع)' })).toBeChecked()
    await expect(form.getByRole('button', { name: 'إضافة صف' })).toBeVisible()
    await expect(page.getByText('لا تغييرات غير محفوظة')).toBeVisible()
    await expect(page.getByRole('region', { name: 'عنوان الويب' })).toBeVisible()
    // the fields of the English text say so, whatever the admin's language around them
    // (the first: the SEO preview among them is marked so too)
    const english = form.locator('div[lang="en"][dir="ltr"]').first()
    await expect(english).toBeVisible()
    const summary = english.getByRole('textbox', { name: 'الملخص', exact: true })
    await expect(summary).toHaveValue(product.summary)
    await expectNoSidewaysScroll(page)
    await page.screenshot({ path: 'test-results/admin-language/editor-1280.png', fullPage: true })
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(summary).toBeVisible()
    await expectNoSidewaysScroll(page)
    await page.screenshot({ path: 'test-results/admin-language/editor-390.png', fullPage: true })
    await page.setViewportSize({ width: 1280, height: 800 })
    await summary.fill('Measures the grid at every feeder.')
    await expect(page.getByText('تغييرات غير محفوظة', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'حفظ', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/products/${slug}\\?`))
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(summary).toHaveValue('Measures the grid at every feeder.')
    const saved = (await (
      await fetch(`${stack.contentApiUrl}/api/products/${slug}`, { headers: auth })
    ).json()) as { summary: string; ar?: unknown }
    expect(saved.summary).toBe('Measures the grid at every feeder.')
    expect(saved.ar).toBeUndefined()
  } finally {
    await fetch(`${stack.contentApiUrl}/api/products/${slug}`, { method: 'DELETE', headers: auth })
  }
})
