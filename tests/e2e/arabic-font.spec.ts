import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { decided } from './visitor-and-editor.ts'

/**
 * The Arabic web font is never swapped in under a page a visitor already sees (relaying out an
 * Arabic page in another font was its longest task, and moved its text): a visitor's first Arabic
 * page fetches it after painting (it must not hold back the first or the largest paint on a
 * phone) and keeps its local stand-in; the next Arabic pages have it from their first layout.
 */

/** A phone the size Lighthouse's mobile run uses. */
const phone = { width: 412, height: 823 }

/** The Arabic web font's faces this page has declared, with their status. */
const arabicFaces = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.fonts as unknown as Iterable<FontFace>)
      .filter((f) => f.family.replace(/["']/g, '') === 'Noto Sans Arabic')
      .map((f) => `${f.weight} ${f.status}`),
  )

/** When the page's first contentful paint and each of its font files started and ended. */
const timings = (page: Page) =>
  page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    fonts: performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => entry.name.endsWith('.woff2'))
      .map(({ startTime, responseEnd }) => ({ startTime, responseEnd })),
  }))

/**
 * The most a page may shift for the font to count as not swapped in under it: a swap moved these
 * pages by 0.038 to 0.055. Some runs of the whole suite see a shift of 0.0008 on every Arabic
 * page (its source is not found yet; a page run alone shows 0): far below a swap, and below what
 * Lighthouse or a reader notices.
 */
const NO_FONT_SWAP_SHIFT = 0.005

/** The page's layout shifts so far, summed (the browser keeps them since the page began). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        // two frames first, so any relayout has been painted and reported
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

/** Both font files fetched and noted for the next page (ArabicFont.tsx's localStorage key). */
const fontFetched = (page: Page) =>
  page.evaluate(() => localStorage.getItem('arabic_font_cached') !== null)

test("when a visitor's first Arabic page loads, then its font files are asked for only after the first contentful paint, and not swapped in under it", async ({
  browser,
  stack,
}) => {
  for (const path of ['/ar/solutions', '/ar']) {
    // a new visitor for each: nothing in the browser's cache or storage
    const context = await browser.newContext({ viewport: phone })
    const page = await context.newPage()
    await decided(page)
    await page.goto(`${stack.webUrl}${path}`)
    await expect.poll(() => fontFetched(page), path).toBe(true)
    const { paint, fonts } = await timings(page)
    expect(paint, path).not.toBeNull()
    expect(fonts.length, path).toBe(2)
    for (const { startTime } of fonts) expect(startTime, path).toBeGreaterThan(paint ?? Infinity)
    // fetched for the next page, not declared on this one
    expect(await arabicFaces(page), path).toEqual([])
    expect(await layoutShift(page), path).toBeLessThan(NO_FONT_SWAP_SHIFT)
    await context.close()
  }
})

test('when the next Arabic page loads, then it has the font before its first paint, and nothing moves', async ({
  page,
  stack,
}) => {
  await decided(page)
  await page.setViewportSize(phone)
  await page.goto(`${stack.webUrl}/ar/contact`)
  await expect.poll(() => fontFetched(page)).toBe(true)
  for (const path of ['/ar/solutions', '/ar', '/ar/products', '/ar/sectors', '/ar/about']) {
    await page.goto(`${stack.webUrl}${path}`)
    await expect.poll(() => arabicFaces(page), path).toEqual(['400 loaded', '700 loaded'])
    expect(
      await page.evaluate(() => document.fonts.check('16px "Noto Sans Arabic"', 'عربي')),
      path,
    ).toBe(true)
    // from the browser's cache, before anything was painted
    const { paint, fonts } = await timings(page)
    expect(fonts.length, path).toBe(2)
    for (const { responseEnd } of fonts) expect(responseEnd, path).toBeLessThan(paint ?? 0)
    expect(await layoutShift(page), path).toBeLessThan(NO_FONT_SWAP_SHIFT)
  }
})

test('when the Arabic font files change (a new build), then the next page fetches them after painting rather than declaring files it has not got', async ({
  page,
  stack,
}) => {
  await decided(page)
  await page.setViewportSize(phone)
  await page.goto(`${stack.webUrl}/ar`)
  await expect.poll(() => fontFetched(page)).toBe(true)
  // as an earlier build would have left it
  await page.evaluate(() => localStorage.setItem('arabic_font_cached', '/assets/older-build.woff2'))
  await page.goto(`${stack.webUrl}/ar/products`)
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('arabic_font_cached')))
    .toMatch(/^\/assets\/noto-sans-arabic-arabic-400-normal-.*\.woff2$/)
  expect(await arabicFaces(page)).toEqual([])
  expect(await layoutShift(page)).toBeLessThan(NO_FONT_SWAP_SHIFT)
})
