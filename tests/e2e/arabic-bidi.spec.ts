import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { latinValuesOf, visualReadings } from './visual-order.ts'
import { decided, editorToken } from './visitor-and-editor.ts'

/**
 * Latin values inside Arabic pages (phone numbers, specification values) read left to right
 * exactly as on the English page: the characters are measured where the browser draws them, not
 * read from the DOM. And text that fell back to English says so (lang="en", left to right).
 */

/**
 * Values to find on an English page and its Arabic twin. The Arabic of a specification or a
 * price is an Arabic sentence around the same Latin runs ("من −40 °C إلى 70 °C").
 */
const cases = [
  { path: '/terms', values: ['+971 4 000 0100'] },
  { path: '/privacy-policy.html', values: ['+971 4 000 0100'] },
  { path: '/contact', values: ['+971 4 000 0100'] },
]

for (const { path, values } of cases) {
  test(`when ${values.map((v) => `"${v}"`).join(', ')} is shown on ${path} and /ar${path}, then it reads left to right the same in both`, async ({
    page,
    stack,
  }) => {
    await decided(page)
    for (const url of [path, `/ar${path}`]) {
      await page.goto(`${stack.webUrl}${url}`)
      for (const value of values) {
        const readings = await visualReadings(page, value)
        expect(readings.length, `${url} shows ${value}`).toBeGreaterThan(0)
        expect(readings, url).toEqual(readings.map(() => value))
      }
    }
  })
}

interface ProductFacts {
  slug: string
  price_range: string
  specifications: Array<{ name: string; value: string }>
}

/** Every active product (each has a page) in a language, as content-api answers it. */
async function products(contentApiUrl: string, lang: 'en' | 'ar'): Promise<ProductFacts[]> {
  const res = await fetch(`${contentApiUrl}/api/products${lang === 'ar' ? '?lang=ar' : ''}`)
  expect(res.status).toBe(200)
  return (await res.json()) as ProductFacts[]
}

/** A product's specifications (names and values) and price range: the texts measured. */
const factsOf = (p: ProductFacts) =>
  [...p.specifications.flatMap((s) => [s.name, s.value]), p.price_range].filter(Boolean)

/** The values whose readings are not the value itself, with what was drawn instead. */
async function misread(page: Page, values: readonly string[]) {
  const wrong: Array<{ value: string; readings: string[] }> = []
  for (const value of new Set(values)) {
    const readings = await visualReadings(page, value)
    if (readings.length === 0 || readings.some((r) => r !== value)) wrong.push({ value, readings })
  }
  return wrong
}

test('when any product is shown in English and in Arabic, then every Latin value of its specifications and price reads left to right as written', async ({
  page,
  stack,
}) => {
  test.slow() // every product's page twice, and the lists
  await decided(page)
  const english = await products(stack.contentApiUrl, 'en')
  const arabic = new Map((await products(stack.contentApiUrl, 'ar')).map((p) => [p.slug, p]))
  expect(english.length, 'the products to measure').toBeGreaterThan(0)
  for (const product of english) {
    const translated = arabic.get(product.slug)
    expect(translated, `${product.slug} in Arabic`).toBeDefined()
    if (!translated) continue
    await page.goto(`${stack.webUrl}/products/${product.slug}`)
    expect(await misread(page, factsOf(product)), `/products/${product.slug}`).toEqual([])
    await page.goto(`${stack.webUrl}/ar/products/${product.slug}`)
    const latin = factsOf(translated).flatMap(latinValuesOf)
    expect(latin.length, `${product.slug} has Latin values in Arabic`).toBeGreaterThan(0)
    expect(await misread(page, latin), `/ar/products/${product.slug}`).toEqual([])
  }
  // the lists show each price range on the product's card
  await page.goto(`${stack.webUrl}/products`)
  expect(
    await misread(page, english.map((p) => p.price_range).filter(Boolean)),
    '/products',
  ).toEqual([])
  await page.goto(`${stack.webUrl}/ar/products`)
  const prices = [...arabic.values()].flatMap((p) => latinValuesOf(p.price_range))
  expect(await misread(page, prices), '/ar/products').toEqual([])
})

test('when a field has no Arabic yet, then the Arabic page shows its English marked lang="en", left to right', async ({
  page,
  stack,
}) => {
  const token = await editorToken(stack.contentApiUrl)
  const url = `${stack.contentApiUrl}/api/solutions/energy-systems`
  const call = async (method: string, body?: unknown) => {
    const res = await fetch(url, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    expect(res.status).toBe(200)
    return (await res.json()) as { version: string; title: string; ar?: Record<string, unknown> }
  }
  const original = await call('GET')
  // the title and the long description lose their Arabic; the rest stays translated
  const arabic = { ...(original.ar ?? {}), title: '', detailed_description: '' }
  const changed = await call('PATCH', { version: original.version, ar: arabic })
  try {
    await decided(page)
    await page.goto(`${stack.webUrl}/ar/solutions/energy-systems`)
    const title = page.getByRole('heading', { level: 1 })
    await expect(title).toHaveText(original.title)
    const marked = async (selector: string) =>
      page.locator(selector).evaluate((el) => ({
        lang: el.closest('[lang]')?.getAttribute('lang'),
        direction: getComputedStyle(el).direction,
      }))
    expect(await marked('h1')).toEqual({ lang: 'en', direction: 'ltr' })
    // the overview's text (Markdown) is English as a whole
    const overview = page.getByRole('region', { name: 'نظرة عامة' }).locator('article p').first()
    expect(
      await overview.evaluate((el) => ({
        lang: el.closest('[lang]')?.getAttribute('lang'),
        direction: getComputedStyle(el).direction,
      })),
    ).toEqual({ lang: 'en', direction: 'ltr' })
    // the lead (still translated) stays Arabic, right to left
    expect(
      await page
        .locator('#solution-title ~ p')
        .first()
        .evaluate((el) => ({
          lang: el.closest('[lang]')?.getAttribute('lang'),
          direction: getComputedStyle(el).direction,
        })),
    ).toEqual({ lang: 'ar', direction: 'rtl' })
  } finally {
    await call('PATCH', { version: changed.version, ar: original.ar ?? {} })
  }
})
