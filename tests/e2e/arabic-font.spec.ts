import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { decided } from './visitor-and-editor.ts'

/**
 * The Arabic web font arrives after the page has painted (it must not hold back the first or the
 * largest paint on a phone), and its arrival does not move the text a visitor is reading.
 */

/** A phone the size Lighthouse's mobile run uses. */
const phone = { width: 412, height: 823 }

const arabicFontUsed = (page: Page) =>
  page.evaluate(
    () =>
      document.fonts.check('16px "Noto Sans Arabic"', 'عربي') &&
      Array.from(document.fonts as unknown as Iterable<FontFace>).some(
        (f) => f.family.replace(/["']/g, '') === 'Noto Sans Arabic' && f.status === 'loaded',
      ),
  )

test('when an Arabic list page loads, then its font files are asked for only after the first contentful paint, and then used', async ({
  page,
  stack,
}) => {
  await decided(page)
  await page.setViewportSize(phone)
  for (const path of ['/ar/solutions', '/ar']) {
    await page.goto(`${stack.webUrl}${path}`)
    await expect.poll(() => arabicFontUsed(page), path).toBe(true)
    const { paint, fonts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      fonts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => entry.startTime),
    }))
    expect(paint, path).not.toBeNull()
    expect(fonts.length, path).toBeGreaterThan(0)
    for (const start of fonts) expect(start, path).toBeGreaterThan(paint ?? Infinity)
  }
})

test('when the Arabic font replaces the fallback on a phone, then the page hardly moves (layout shift under 0.1)', async ({
  page,
  stack,
}) => {
  await decided(page)
  await page.setViewportSize(phone)
  for (const path of ['/ar/solutions', '/ar', '/ar/products', '/ar/sectors']) {
    await page.goto(`${stack.webUrl}${path}`)
    await expect.poll(() => arabicFontUsed(page), path).toBe(true)
    // two frames after the font is in use, so its relayout has been painted and reported; the
    // shifts are kept by the browser since the page began (buffered)
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              new PerformanceObserver((list, observer) => {
                observer.disconnect()
                let sum = 0
                for (const entry of list.getEntries())
                  sum += (entry as unknown as { value: number }).value
                resolve(sum)
              }).observe({ type: 'layout-shift', buffered: true })
              // no shift at all: the observer is never called
              setTimeout(() => resolve(0), 500)
            }),
          )
        }),
    )
    expect(shift, path).toBeLessThan(0.1)
  }
})
