import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { decided, editorToken } from './visitor-and-editor.ts'

/**
 * Latin values inside Arabic pages (phone numbers, specification values) read left to right
 * exactly as on the English page: the characters are measured where the browser draws them, not
 * read from the DOM. And text that fell back to English says so (lang="en", left to right).
 */

/**
 * Each on-screen occurrence of `value`, its characters sorted by where they are drawn, left to
 * right (spaces of every kind read as one space). A value the bidi algorithm reorders comes
 * back scrambled: "+971 4 000 0100" as "0100 000 4 971+".
 */
async function visualReadings(page: Page, value: string): Promise<string[]> {
  return page.evaluate((wanted) => {
    const readings: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\s/g, ' ')
      for (let at = text.indexOf(wanted); at !== -1; at = text.indexOf(wanted, at + 1)) {
        const glyphs: Array<{ char: string; x: number }> = []
        for (let i = at; i < at + wanted.length; i++) {
          const range = document.createRange()
          range.setStart(node, i)
          range.setEnd(node, i + 1)
          const box = range.getBoundingClientRect()
          if (box.width === 0 && box.height === 0) continue // not drawn (a hidden copy)
          glyphs.push({ char: text[i] ?? '', x: box.left + box.width / 2 })
        }
        if (glyphs.length === 0) continue
        readings.push(
          glyphs
            .sort((a, b) => a.x - b.x)
            .map((g) => g.char)
            .join(''),
        )
      }
    }
    return readings
  }, value)
}

/**
 * Values to find on an English page and its Arabic twin. The Arabic of a specification or a
 * price is an Arabic sentence around the same Latin runs ("من −40 °C إلى 70 °C").
 */
const cases = [
  { path: '/terms', values: ['+971 4 000 0100'] },
  { path: '/privacy-policy.html', values: ['+971 4 000 0100'] },
  { path: '/contact', values: ['+971 4 000 0100'] },
  { path: '/products/corvane-rx500-rtu', values: ['−40 °C', '70 °C', '24 – 48 V DC'] },
  { path: '/products/corvane-rx500-rtu', values: ['4,800'] },
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
