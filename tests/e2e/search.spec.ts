import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { expect, gotoAndSettle, test } from './fixtures.ts'

/**
 * The admin's search of everything (Ctrl+K) and the visitors' search (/search, /ar/search,
 * /fr/search).
 */

const decided = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('cookie_consent', '{"analytics":false,"ts":1}'))

/** Ctrl+K, pressed again until the admin has hydrated and listens for it; the dialog. */
async function openSearch(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Search the admin' })
  await expect(async () => {
    await page.keyboard.press('Control+k')
    await expect(dialog).toBeVisible({ timeout: 1000 })
  }).toPass()
  return dialog
}

test.describe('admin search', () => {
  test('when Ctrl+K is pressed and a setting is typed, then Enter opens it at its field and Escape puts the focus back', async ({
    page,
    stack,
    loginAsEditor,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 })
    await loginAsEditor()
    // from a field of the bar: Escape must bring the focus back here
    const barBox = page.getByRole('search', { name: 'Admin' }).getByRole('searchbox')
    await barBox.focus()
    const dialog = await openSearch(page)
    const box = dialog.getByRole('combobox', { name: 'Search the admin' })
    await expect(box).toBeFocused()
    await box.fill('LFP')
    const product = dialog.getByRole('option', { name: /Tessaline TL-3700 LFP Battery Container/ })
    await expect(product).toBeVisible()
    await expect(product.locator('mark').first()).toHaveText('LFP')
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(barBox).toBeFocused()

    // the phone number lives in Company Info: the search knows
    await page.keyboard.press('Control+k')
    await box.fill('main phone')
    const phone = dialog.getByRole('option', { name: /Company Info: Main phone/ })
    await expect(phone).toHaveAttribute('aria-selected', 'true')
    await expect(box).toHaveAttribute('aria-activedescendant', (await phone.getAttribute('id'))!)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`${stack.webUrl}/admin/our-info#field-main_phone`)
    await expect(page.locator('#field-main_phone')).toBeFocused()
    // and back to where the search started
    await page.goBack()
    await expect(page).toHaveURL(`${stack.webUrl}/admin`)
  })

  test('when Arabic is typed without its hamza and taa marbuta, then arrows choose the Arabic record and Enter opens its Arabic editor', async ({
    page,
    stack,
    loginAsEditor,
  }) => {
    await loginAsEditor()
    const dialog = await openSearch(page)
    await dialog.getByRole('combobox').fill('انظمه تخزين الطاقه')
    const solution = dialog.getByRole('option', { name: /أنظمة تخزين الطاقة بالبطاريات/ })
    await expect(solution).toBeVisible()
    // walk down to it with the arrows
    for (let i = 0; i < 10 && (await solution.getAttribute('aria-selected')) !== 'true'; i++) {
      await page.keyboard.press('ArrowDown')
    }
    await expect(solution).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(
      `${stack.webUrl}/admin/solutions/battery-energy-storage-systems?lang=ar#field-title`,
    )
    await expect(page.locator('#field-title')).toBeFocused()
  })
})

test.describe('visitor search', () => {
  test('when a visitor searches from the header’s search link in English, then matching pages are listed with the match marked, noindex', async ({
    page,
    stack,
  }) => {
    await decided(page)
    await page.setViewportSize({ width: 1366, height: 768 })
    await gotoAndSettle(page, `${stack.webUrl}/products`)
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click()
    await expect(page).toHaveURL(`${stack.webUrl}/search`)
    const form = page.getByRole('main').getByRole('search')
    await expect(form.getByRole('searchbox', { name: 'Search the site' })).toBeFocused()
    await form.getByRole('searchbox', { name: 'Search the site' }).fill('LFP batteries')
    await form.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(`${stack.webUrl}/search?q=LFP+batteries`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “LFP batteries”')
    const result = page.getByRole('link', { name: 'Tessaline TL-3700 LFP Battery Container' })
    await expect(result).toHaveAttribute('href', '/products/tessaline-lfp-battery-container')
    await expect(page.locator('main li mark').first()).toBeVisible()
    await expect(page.locator('head meta[name=robots]')).toHaveAttribute('content', /noindex/)
    await page.screenshot({ path: 'test-results/search/search-1366.png' })
    await expectNoAxeViolations(page)

    // a typo that finds nothing suggests the closest title
    await gotoAndSettle(page, `${stack.webUrl}/search?q=Tesalnie`)
    await expect(page.getByText('Nothing matched “Tesalnie”.')).toBeVisible()
    await expect(
      page.getByRole('link', { name: 'Tessaline TL-3700 LFP Battery Container' }),
    ).toBeVisible()
  })

  test('when a visitor searches in Arabic, then Arabic results link to the Arabic pages, right to left', async ({
    page,
    stack,
  }) => {
    await decided(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoAndSettle(page, `${stack.webUrl}/ar`)
    await page.screenshot({ path: 'test-results/search/search-header-390.png' })
    // the header's search link opens the Arabic search page, ready to type
    await page.getByRole('banner').getByRole('link', { name: 'بحث' }).click()
    await expect(page).toHaveURL(`${stack.webUrl}/ar/search`)
    const box = page.getByRole('main').getByRole('searchbox', { name: 'ابحث في الموقع' })
    await expect(box).toBeFocused()
    await box.fill('بطاريات')
    await box.press('Enter')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('نتائج البحث عن «بطاريات»')
    await expect(
      page.getByRole('link', { name: 'حاوية بطاريات تيسالين TL-3700 LFP' }),
    ).toHaveAttribute('href', '/ar/products/tessaline-lfp-battery-container')
    await page.screenshot({ path: 'test-results/search/search-ar-390.png' })
    await expectNoAxeViolations(page)
  })

  test('when a visitor searches in French without the accents, then French results link to the French pages', async ({
    page,
    stack,
  }) => {
    await decided(page)
    await gotoAndSettle(page, `${stack.webUrl}/fr/search?q=temperatures%20elevees`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Résultats pour « temperatures elevees »',
    )
    // "elevees" finds the text written "élevées", and the page lists the French titles
    await expect(
      page.getByRole('link', { name: 'Conteneur de batteries LFP Tessaline TL-3700' }),
    ).toHaveAttribute('href', '/fr/products/tessaline-lfp-battery-container')
    await expect(page.getByRole('main').locator('li mark').first()).toBeVisible()
  })
})
