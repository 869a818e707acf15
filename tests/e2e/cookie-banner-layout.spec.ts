import type { Locator, Page } from '@playwright/test'
import { catalogue } from '../../services/web/app/i18n/messages.ts'
import { expectNoAxeViolations } from './axe.ts'
import { boxesOverlap } from './boxes.ts'
import { expect, test } from './fixtures.ts'

/**
 * Before a visitor chooses, the cookie banner never covers the page's main action or the open
 * phone menu: measured with bounding boxes on a 390 x 844 phone, at every scroll position, in
 * both languages (the banner sits in the page's flow under the header there).
 */

test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' })

const languages = [
  { lang: 'en', prefix: '' },
  { lang: 'ar', prefix: '/ar' },
] as const

const scrollTo = (page: Page, y: number) =>
  page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)

/** Whether the element drawn at the centre of `locator` is it or inside it (nothing lies over it). */
const onTop = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return hit !== null && el.contains(hit)
  })

for (const { lang, prefix } of languages) {
  const t = catalogue[lang]
  const banner = (page: Page) => page.getByRole('dialog', { name: t['cookies.title'] })

  test(`when a first-time visitor scrolls ${prefix}/contact on a phone, then the cookie banner never overlaps the Send button`, async ({
    page,
    stack,
  }) => {
    await page.goto(`${stack.webUrl}${prefix}/contact`)
    await expect(banner(page)).toBeVisible()
    const send = page.getByRole('button', { name: t['contact.submit'] })
    const end = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    )
    expect(end, 'the page scrolls').toBeGreaterThan(0)
    const overlaps: number[] = []
    for (let y = 0; y < end + 100; y += 100) {
      await scrollTo(page, Math.min(y, end))
      if (boxesOverlap(await banner(page).boundingBox(), await send.boundingBox())) overlaps.push(y)
    }
    expect(overlaps, 'scroll positions where the banner overlaps Send').toEqual([])
    await send.scrollIntoViewIfNeeded()
    expect(await onTop(send), 'nothing is drawn over Send').toBe(true)
    await expect(banner(page)).toBeVisible() // still there to choose, just out of the way
    await expectNoAxeViolations(page)
  })

  test(`when the phone menu is opened on ${prefix || '/'} and ${prefix}/contact before a choice, then the banner never overlaps it, and returns when it closes`, async ({
    page,
    stack,
  }) => {
    for (const path of [prefix || '/', `${prefix}/contact`]) {
      for (const y of [0, 400]) {
        await page.goto(`${stack.webUrl}${path}`)
        await expect(banner(page)).toBeVisible()
        await scrollTo(page, y)
        await page.getByRole('button', { name: t['nav.openMenu'] }).click()
        const menu = page.locator('#mobile-menu')
        await expect(menu).toBeVisible()
        // a CSS locator: a banner stepped aside (display: none) has no role, and no box
        const notice = page.locator('[role="dialog"]')
        expect(
          boxesOverlap(await notice.boundingBox(), await menu.boundingBox()),
          `${path} scrolled to ${y}: the banner overlaps the open menu`,
        ).toBe(false)
        for (const link of await menu.getByRole('link').all()) {
          expect(await onTop(link), `${path} at ${y}: "${await link.innerText()}" is on top`).toBe(
            true,
          )
        }
        if (path === `${prefix}/contact` && y === 0) await expectNoAxeViolations(page)
        await page.keyboard.press('Escape')
        await expect(menu).toBeHidden()
        await expect(banner(page)).toBeVisible()
      }
    }
  })
}
