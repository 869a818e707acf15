import path from 'node:path'
import sharp from 'sharp'
import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'

const FILE = 'solution-energy-systems.jpg'

/** A small greyscale thumbnail's pixels: what two renderings are compared by. */
async function thumb(image: sharp.Sharp): Promise<Buffer> {
  return image.resize(64, 36, { fit: 'fill' }).greyscale().raw().toBuffer()
}

function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0))
  return sum / a.length
}

/** Sets the focal point in the media library's dialog by typing its percentages, and saves. */
async function setFocalPoint(page: Page, webUrl: string, y: number, axe = false) {
  await page.goto(`${webUrl}/admin/media?q=${FILE}`)
  await page.getByRole('button', { name: `Focal point and alt text ${FILE}` }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  if (axe) await expectNoAxeViolations(page)
  await dialog.getByLabel('Across (%)').fill('50')
  await dialog.getByLabel('Down (%)').fill(String(y))
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'now keep the new focal point' }),
  ).toBeVisible()
}

/** The page hero's image as served (its current source), and that source. */
async function heroVariant(page: Page, url: string) {
  await page.goto(url)
  const hero = page.locator('img[fetchpriority="high"]').first()
  await expect(hero).toHaveJSProperty('complete', true)
  const src = await hero.evaluate((img: HTMLImageElement) => img.currentSrc)
  const res = await page.request.get(src)
  expect(res.status()).toBe(200)
  const body = await res.body()
  const meta = await sharp(body).metadata()
  return { src, body, width: meta.width ?? 0, height: meta.height ?? 0 }
}

test('when an editor moves an image focal point to the top and then the bottom, then the 16:9 hero served in English and Arabic shows that part of the photo', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  test.setTimeout(120_000)
  const original = path.join(stack.contentDir, 'media', FILE)
  // the original is 1920x1200: a 16:9 frame is 1920x1080 and may move 120 px up or down
  const [top, bottom] = await Promise.all([
    thumb(sharp(original).extract({ left: 0, top: 0, width: 1920, height: 1080 })),
    thumb(sharp(original).extract({ left: 0, top: 120, width: 1920, height: 1080 })),
  ])
  expect(meanDifference(top, bottom)).toBeGreaterThan(2)

  await loginAsEditor()
  try {
    await setFocalPoint(page, stack.webUrl, 2, true)
    const high = await heroVariant(page, `${stack.webUrl}/solutions`)
    expect(high.src).toMatch(/[?&]h=\d+/)
    expect(high.src).toMatch(/[?&]v=[0-9a-z]{7}/)
    // the served variant's own shape is 16:9
    expect(Math.abs(high.width / high.height - 16 / 9)).toBeLessThan(0.01)
    const highThumb = await thumb(sharp(high.body))
    expect(meanDifference(highThumb, top)).toBeLessThan(meanDifference(highThumb, bottom))

    await setFocalPoint(page, stack.webUrl, 98)
    const low = await heroVariant(page, `${stack.webUrl}/ar/solutions`)
    await expectNoAxeViolations(page)
    // a new framing is a new URL: no browser or cache can hold the old crop under it
    expect(low.src).not.toBe(high.src)
    const lowThumb = await thumb(sharp(low.body))
    expect(meanDifference(lowThumb, bottom)).toBeLessThan(meanDifference(lowThumb, top))
  } finally {
    // the stack is shared with other specs: back to the centre
    await setFocalPoint(page, stack.webUrl, 50)
  }
})
