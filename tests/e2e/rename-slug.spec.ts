import { execFileSync } from 'node:child_process'
import { expectNoAxeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { decided, editorToken } from './visitor-and-editor.ts'

/**
 * An editor gives a product a better
 * address in the admin; the old one (English and Arabic) answers 301 with the new one, the page
 * shows there, the sitemap lists only the new address and the redirect is on /admin/redirects.
 * The product is made for this test and removed after it, with its redirect (specs share a stack).
 */
const stamp = Date.now().toString(36)
const oldSlug = `rename-probe-${stamp}`
const newSlug = `rename-probe-${stamp}-renamed`
const title = `Rename Probe ${stamp}`

test('when an editor renames a product, then its old address redirects to the new one, the sitemap lists only the new one and the redirect is listed', async ({
  page,
  request,
  stack,
  loginAsEditor,
}) => {
  const token = await editorToken(stack.contentApiUrl)
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${stack.contentApiUrl}/api${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    })
  const created = await api('/products', {
    method: 'POST',
    body: JSON.stringify({ title, slug: oldSlug, summary: 'A product the rename test moves.' }),
  })
  expect(created.status).toBe(201)

  try {
    await decided(page)
    await loginAsEditor()
    await page.goto(`${stack.webUrl}/admin/products/${oldSlug}`)
    const address = page.getByRole('region', { name: 'Web address' })
    await expect(address).toContainText(`/products/${oldSlug}`)
    await expectNoAxeViolations(page)

    // by keyboard: type the new slug and press Enter in its field
    const slugBox = address.getByRole('textbox', { name: 'New address (slug)' })
    await slugBox.fill(newSlug)
    await slugBox.press('Enter')
    await expect(page).toHaveURL(`${stack.webUrl}/admin/products/${newSlug}?renamed=${oldSlug}`)
    const notice = page.getByRole('status').filter({ hasText: 'Address changed' })
    await expect(notice).toContainText(`/products/${oldSlug} now redirects to /products/${newSlug}`)
    // the notice takes focus, so a screen reader reads it after the page changed
    await expect(page.locator(':focus')).toContainText('Address changed')
    await expectNoAxeViolations(page)

    // one commit by the editor: the file moved, the redirect added
    const files = execFileSync('git', ['show', '--name-status', '--no-renames', '--format='], {
      cwd: stack.contentDir,
    })
      .toString()
      .trim()
      .split('\n')
    expect(files).toHaveLength(3)
    expect(files).toEqual(
      expect.arrayContaining([
        `A\tproducts/${newSlug}.md`,
        `D\tproducts/${oldSlug}.md`,
        expect.stringMatching(/^[AM]\tsettings\/redirects\.json$/),
      ]),
    )

    for (const prefix of ['', '/ar']) {
      const res = await request.get(`${stack.webUrl}${prefix}/products/${oldSlug}?ref=mail`, {
        maxRedirects: 0,
      })
      expect(res.status()).toBe(301)
      expect(res.headers().location).toBe(`${prefix}/products/${newSlug}?ref=mail`)
    }
    await page.goto(`${stack.webUrl}/products/${oldSlug}`)
    await expect(page).toHaveURL(`${stack.webUrl}/products/${newSlug}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

    const sitemap = await (await request.get(`${stack.webUrl}/sitemap.xml`)).text()
    expect(sitemap).toContain(`<loc>${stack.webUrl}/products/${newSlug}</loc>`)
    expect(sitemap).toContain(`<loc>${stack.webUrl}/ar/products/${newSlug}</loc>`)
    expect(sitemap).not.toContain(`/products/${oldSlug}<`)

    // listed on /admin/redirects, and deleted there (leaving the stack's redirects as they were)
    await page.goto(`${stack.webUrl}/admin/redirects`)
    const row = page.getByRole('row', { name: new RegExp(`/products/${oldSlug}\\b`) })
    await expect(row).toContainText(`/products/${newSlug}`)
    await expectNoAxeViolations(page)
    await row.getByRole('button', { name: `Delete the redirect from /products/${oldSlug}` }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete redirect' }).click()
    await expect(page.getByText(`Removed: /products/${oldSlug} no longer redirects.`)).toBeVisible()
    await expect(
      page.getByRole('row', { name: new RegExp(`/products/${oldSlug}\\b`) }),
    ).toHaveCount(0)
    const gone = await request.get(`${stack.webUrl}/products/${oldSlug}`, { maxRedirects: 0 })
    expect(gone.status()).toBe(404)
  } finally {
    for (const slug of [newSlug, oldSlug]) await api(`/products/${slug}`, { method: 'DELETE' })
    const list = (await (await api('/redirects')).json()) as {
      version: string
      redirects: Array<{ from: string; to: string }>
    }
    const kept = list.redirects.filter((r) => !r.from.includes(oldSlug))
    if (kept.length !== list.redirects.length)
      await api('/redirects', {
        method: 'POST',
        body: JSON.stringify({ version: list.version, redirects: kept }),
      })
  }
})
