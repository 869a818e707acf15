import { expect, test } from './fixtures.ts'
import { decided } from './visitor-and-editor.ts'

/**
 * Every page of the sitemap, in every language, fits a phone, a small laptop and a laptop: the
 * page is no wider than the window (no sideways scrolling) and the header's parts (the brand,
 * the navigation, the actions) do not overlap. A longer language ("Énergie · Informatique ·
 * Automatisation"), one more language in the switcher or a long record title is what breaks it.
 */

const widths = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
]

test('when every sitemap page is opened at 390, 1024 and 1280 px, then none is wider than the window and the header parts never overlap', async ({
  page,
  stack,
}) => {
  // 135 pages at three widths on a shared CPU
  test.setTimeout(600_000)
  await decided(page)
  const sitemap = await (await fetch(`${stack.webUrl}/sitemap.xml`)).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  // every language's pages are listed (the default's, /ar/..., /fr/...)
  expect(paths.length).toBeGreaterThan(100)
  expect(paths.filter((p) => p.startsWith('/fr')).length).toBeGreaterThan(30)

  const findings: string[] = []
  for (const path of paths) {
    await page.setViewportSize(widths[0]!)
    const res = await page.goto(`${stack.webUrl}${path}`)
    expect(res?.status(), path).toBe(200)
    for (const size of widths) {
      await page.setViewportSize(size)
      const found = await page.evaluate(() => {
        const problems: string[] = []
        const extra = document.documentElement.scrollWidth - window.innerWidth
        if (extra > 0) problems.push(`${extra} px wider than the window`)
        const bar = document.querySelector('header a[href]')?.parentElement
        const parts = Array.from(bar?.children ?? [])
          .map((el) => el.getBoundingClientRect())
          .filter((box) => box.width > 0)
          .sort((a, b) => a.left - b.left)
        for (let i = 1; i < parts.length; i++) {
          const overlap = parts[i - 1]!.right - parts[i]!.left
          if (overlap > 0.5) problems.push(`header parts overlap by ${Math.round(overlap)} px`)
        }
        return problems
      })
      findings.push(...found.map((problem) => `${path} at ${size.width} px: ${problem}`))
    }
  }
  expect(findings).toEqual([])
})
