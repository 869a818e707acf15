import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/** The public layout's behaviours from the spec: consent banner, navigation, mobile menu. */

const CONSENT_KEY = 'cookie_consent'
const banner = (page: Page) => page.getByRole('dialog', { name: 'Cookie & privacy notice' })
const storedConsent = (page: Page) =>
  page.evaluate(
    (key) =>
      JSON.parse(localStorage.getItem(key) ?? 'null') as { analytics: boolean; ts: number } | null,
    CONSENT_KEY,
  )
/** A visitor who already chose (once per tab: a reload keeps what the page did since). */
const decided = (page: Page) =>
  page.addInitScript((key) => {
    if (sessionStorage.getItem('e2e-seeded')) return
    sessionStorage.setItem('e2e-seeded', '1')
    localStorage.setItem(key, '{"analytics":false,"ts":1}')
  }, CONSENT_KEY)

test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' })

test.describe('cookie and privacy banner', () => {
  test('when there is no stored choice, then the banner asks; Accept stores it, fires the event once and hides it', async ({
    page,
    stack,
  }) => {
    await page.addInitScript(() =>
      window.addEventListener('cookie-consent-accepted', () => {
        const w = window as unknown as { accepted?: number }
        w.accepted = (w.accepted ?? 0) + 1
      }),
    )
    await page.goto(`${stack.webUrl}/`)
    await expect(banner(page)).toBeVisible()
    await expect(banner(page)).toContainText(
      'We use cookies for analytics after your consent. You can change your choice anytime via the Manage Cookies link in the footer.',
    )
    const box = await banner(page).boundingBox()
    expect(
      box && [box.x, Math.round(1280 - box.x - box.width), Math.round(900 - box.y - box.height)],
    ).toEqual([16, 16, 16])

    await banner(page).getByRole('button', { name: 'Accept' }).click()
    await expect(banner(page)).toBeHidden()
    const stored = await storedConsent(page)
    expect(stored?.analytics).toBe(true)
    expect(Math.abs(Date.now() - (stored?.ts ?? 0))).toBeLessThan(60_000)
    expect(await page.evaluate(() => (window as unknown as { accepted?: number }).accepted)).toBe(1)

    await page.reload()
    await expect(banner(page)).toBeHidden()
  })

  test('when Manage Cookies is used, then the choice is removed and the banner returns; Decline stores false without the event', async ({
    page,
    stack,
  }) => {
    await decided(page)
    await page.addInitScript(() =>
      window.addEventListener('cookie-consent-accepted', () => {
        ;(window as unknown as { accepted?: boolean }).accepted = true
      }),
    )
    await page.goto(`${stack.webUrl}/`)
    await expect(banner(page)).toBeHidden()
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Manage Cookies' }).click(),
    ])
    await expect(banner(page)).toBeVisible()
    expect(await storedConsent(page)).toBeNull()

    await banner(page).getByRole('button', { name: 'Decline' }).click()
    await expect(banner(page)).toBeHidden()
    const stored = await storedConsent(page)
    expect(stored?.analytics).toBe(false)
    expect(stored?.ts).toBeGreaterThan(1)
    expect(
      await page.evaluate(() => (window as unknown as { accepted?: boolean }).accepted),
    ).toBeUndefined()
  })

  test('when the browser sends Do Not Track, then no banner is shown', async ({ page, stack }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
    )
    await page.goto(`${stack.webUrl}/`)
    await page.waitForLoadState('networkidle')
    await expect(banner(page)).toBeHidden()
  })

  test('when local storage cannot be read, then the banner is shown', async ({ page, stack }) => {
    // as in some privacy modes: touching window.localStorage throws (sessionStorage still works)
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        },
      })
    })
    await page.goto(`${stack.webUrl}/`)
    await expect(banner(page)).toBeVisible()
  })
})

test.describe('navigation', () => {
  test('when Solutions is focused by keyboard or hovered, then its dropdown opens; Escape closes it', async ({
    page,
    stack,
  }) => {
    await decided(page)
    await page.goto(`${stack.webUrl}/`)
    const main = page.getByRole('navigation', { name: 'Main', exact: true })
    const energy = main.locator('a[href="/solutions/energy-systems"]')
    await expect(energy).toBeHidden()
    await main.locator('a[href="/solutions"]').focus()
    await expect(energy).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(energy).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(energy).toBeHidden()
    await page.mouse.move(10, 500)
    await main.locator('a[href="/solutions"]').hover()
    await expect(energy).toBeVisible()
  })

  test('when a solution is opened from Home, then the page scrolls to the top, Solutions is active and the head is set', async ({
    page,
    stack,
  }) => {
    await decided(page)
    await page.goto(`${stack.webUrl}/`)
    const main = page.getByRole('navigation', { name: 'Main', exact: true })
    await expect(main.locator('a[href="/"]')).toHaveAttribute('data-active', 'true')
    await page.evaluate(() => window.scrollTo(0, 1500))
    await page.locator('#solutions a[href="/solutions/software-platforms"]').first().click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Software Platforms')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(main.locator('a[href="/solutions"]')).toHaveAttribute('data-active', 'true')
    await expect(main.locator('a[href="/"]')).toHaveAttribute('data-active', 'false')
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible()
    await expect(page).toHaveTitle('Software Platforms | Falcon Gridworks')
    const canonical = await page.locator('link[rel=canonical]').getAttribute('href')
    expect(canonical).toMatch(/\/solutions\/software-platforms$/)
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /index,\s*follow/)
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('when the menu toggle is used, then it opens with Contact, Escape closes it, and choosing an item navigates and closes it', async ({
    page,
    stack,
  }) => {
    await decided(page)
    await page.goto(`${stack.webUrl}/`)
    const toggle = page.locator('button[aria-controls="mobile-menu"]')
    const menu = page.locator('#mobile-menu')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
    await toggle.click()
    await menu.getByRole('link', { name: 'IT Infrastructure' }).click()
    await expect(page).toHaveURL(/\/solutions\/it-infrastructure$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('IT Infrastructure')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})
