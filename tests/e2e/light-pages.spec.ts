import { expect, test } from './fixtures.ts'
import { decided } from './visitor-and-editor.ts'
import { inBothLanguages, publicPages } from './public-paths.ts'

/**
 * Every public page is sent without React's runtime: server HTML and the site's small inline
 * scripts, no module script and no preloaded chunk. A browser loading each page fetches at most
 * 60 KiB of JavaScript (gzip as sent), and the contact page's map script arrives only once the
 * map scrolls into view.
 */
const paths = inBothLanguages(publicPages)

test('when any public page is fetched in either language, then it has no module script and no preloaded chunk', async ({
  stack,
}) => {
  const withRuntime: string[] = []
  for (const path of paths) {
    const res = await fetch(`${stack.webUrl}${path}`)
    expect(res.status, path).toBe(200)
    const html = await res.text()
    if (/<script[^>]*type="module"|rel="modulepreload"/.test(html)) withRuntime.push(path)
  }
  expect(withRuntime).toEqual([])
})

test('when the list pages and the contact page load in a browser, then each fetches at most 60 KiB of JavaScript, and the map script only in view', async ({
  page,
  stack,
}) => {
  await decided(page)
  let scriptBytes = 0
  const scripts: string[] = []
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return
    scripts.push(new URL(res.url()).pathname)
    scriptBytes += (await res.request().sizes()).responseBodySize
  })
  for (const path of ['/solutions', '/products', '/sectors', '/contact', '/ar/contact']) {
    scriptBytes = 0
    scripts.length = 0
    await page.goto(`${stack.webUrl}${path}`, { waitUntil: 'networkidle' })
    expect(scriptBytes, `${path}: ${scripts.join(', ')}`).toBeLessThanOrEqual(60 * 1024)
  }
  // the contact page: no map code until the map is near the screen
  scripts.length = 0
  await page.setViewportSize({ width: 390, height: 700 })
  await page.goto(`${stack.webUrl}/contact`, { waitUntil: 'networkidle' })
  expect(scripts.filter((s) => s.includes('leaflet'))).toEqual([])
  await page.getByRole('region', { name: 'Map: Our office' }).scrollIntoViewIfNeeded()
  await expect.poll(() => scripts.filter((s) => s.includes('leaflet')).length).toBe(1)
})
