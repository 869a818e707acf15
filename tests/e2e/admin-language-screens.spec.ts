import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { expect, gotoAndSettle, test } from './fixtures.ts'
import { editorToken } from './visitor-and-editor.ts'

/**
 * The admin's other screens in the user's language: an admin who reads the admin in Arabic opens
 * the media library, the messages, the users, the drafts board and the search dialog. Each is
 * Arabic, right to left, titled in Arabic in the browser's tab, clean for axe, and nothing sticks
 * out sideways on a phone. A user of its own, so the demo admin the other specs use stays English.
 */

const stamp = Date.now().toString(36)
const user = {
  name: 'Huda Admin',
  email: `huda-${stamp}@example.com`,
  role: 'admin',
  password: 'huda reads every screen in arabic',
}

/** No part of the page sticks out sideways (a right-to-left layout that breaks does). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

/** The screen is Arabic and right to left, its tab titled in Arabic; axe-clean at both sizes. */
async function expectArabicScreen(page: Page, heading: string, shot: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  await expect(page).toHaveTitle(`${heading} · الإدارة`)
  await expectNoSidewaysScroll(page)
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoSidewaysScroll(page)
  await page.screenshot({ path: `test-results/admin-language/${shot}-390.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
}

test('when an admin reads the admin in Arabic, then media, messages, users, the drafts board and the search speak Arabic, right to left, with Arabic tab titles', async ({
  page,
  stack,
}) => {
  test.slow() // five screens checked by axe, each at two sizes
  const token = await editorToken(stack.contentApiUrl)
  const added = await fetch(`${stack.contentApiUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(user),
  })
  expect(added.status).toBe(201)

  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`${stack.webUrl}/admin/login`)
  await page.getByLabel('Email address').fill(user.email)
  await page.locator('input[name="password"]').fill(user.password)
  await page.getByRole('button', { name: /^sign in$/i }).click()
  await expect(page).toHaveURL(`${stack.webUrl}/admin`)
  // the tab title follows the language too: English before the switch
  await expect(page).toHaveTitle('Dashboard · Admin')
  await gotoAndSettle(page, `${stack.webUrl}/admin/account`)
  await page.getByRole('combobox', { name: 'Admin language' }).selectOption('ar')
  await page.getByRole('button', { name: 'Save language' }).click()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')

  // the media library
  await gotoAndSettle(page, `${stack.webUrl}/admin/media`)
  await expect(page.getByRole('heading', { level: 2, name: 'رفع الصور' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'اختيار صور…' })).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'البحث في الصور' })).toBeVisible()
  await expect(page.locator('#media-count')).toHaveText(/^(\d+ (صورة|صور)|صورة واحدة|صورتان)$/)
  await expectArabicScreen(page, 'مكتبة الوسائط', 'media')

  // the messages
  await gotoAndSettle(page, `${stack.webUrl}/admin/contacts`)
  await expect(page.getByRole('link', { name: 'تصدير CSV' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'المجلدات' })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'غير المقروءة فقط' })).toBeVisible()
  await expectArabicScreen(page, 'الرسائل', 'messages')

  // the users: the new admin is listed, its name isolated from the Arabic around it
  await gotoAndSettle(page, `${stack.webUrl}/admin/users`)
  await expect(page.getByRole('heading', { level: 2, name: 'إضافة مستخدم' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'إضافة المستخدم' })).toBeVisible()
  await expect(page.locator('bdi', { hasText: user.name })).toHaveCount(1)
  await expect(page.getByText('(أنت)')).toBeVisible()
  await expectArabicScreen(page, 'المستخدمون', 'users')

  // the drafts board: its three columns by their Arabic names
  await gotoAndSettle(page, `${stack.webUrl}/admin/workflow`)
  for (const column of ['مسودة', 'قيد المراجعة', 'جاهزة']) {
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`^${column}`) }),
    ).toBeVisible()
  }
  await expectArabicScreen(page, 'المسودات والمراجعة', 'workflow')

  // the search dialog (Ctrl+K, pressed again until the admin has hydrated and listens for it)
  await gotoAndSettle(page, `${stack.webUrl}/admin`)
  const dialog = page.getByRole('dialog', { name: 'البحث في لوحة الإدارة' })
  await expect(async () => {
    await page.keyboard.press('Control+k')
    await expect(dialog).toBeVisible({ timeout: 1000 })
  }).toPass()
  await expect(dialog.getByRole('status')).toHaveText(
    'اكتب للبحث في السجلات والصفحات والإعدادات والوسائط والرسائل.',
  )
  await dialog.getByRole('combobox', { name: 'البحث في لوحة الإدارة' }).fill('LFP')
  await expect(dialog.getByRole('status')).toHaveText(/ عن «LFP»$/)
  // a record's group and context in Arabic; its title (content) as written
  await expect(dialog.getByRole('group', { name: 'المحتوى' })).toBeVisible()
  await expect(
    dialog.getByRole('option', { name: /Tessaline TL-3700 LFP Battery Container/ }),
  ).toContainText('منتج')
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoSidewaysScroll(page)
  await page.screenshot({ path: 'test-results/admin-language/search-390.png' })
})
