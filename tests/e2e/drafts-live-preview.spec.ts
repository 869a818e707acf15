import { execFileSync } from 'node:child_process'
import { createContentClient } from '@site/contract/client'
import { expectNoAxeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { stubMediaImages } from './stub-media.ts'
import { decided, editorToken } from './visitor-and-editor.ts'

/**
 * The editors' side-by-side live preview: in a product's editor, "Live
 * preview" shows the product page beside the form, and a title typed but not saved appears in it
 * within a few seconds. Nothing is saved: the content repository keeps its history and the public
 * page its title. The product is made for this test and removed after it (specs share a stack).
 */
const stamp = Date.now().toString(36)
const slug = `live-probe-${stamp}`
const target = `products/${slug}`
const publishedTitle = `Live Probe ${stamp}`
const typedTitle = `Live Probe ${stamp}, being typed`

const headOf = (dir: string) =>
  execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir }).toString().trim()

test('when an editor types a title with the live preview on, then the preview shows it unsaved, beside the form, and nothing is saved', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  const api = createContentClient({
    baseUrl: stack.contentApiUrl,
    token: await editorToken(stack.contentApiUrl),
  })
  await api.records('products').create({
    title: publishedTitle,
    slug,
    summary: 'A product the live preview test types into.',
  })
  try {
    const head = headOf(stack.contentDir)
    await page.setViewportSize({ width: 1440, height: 900 })
    await decided(page)
    await loginAsEditor()
    await page.goto(`${stack.webUrl}/admin/${target}`)

    const toggle = page.getByRole('button', { name: 'Live preview' })
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    const frame = page.getByTitle(`Live preview of ${publishedTitle}`)
    await expect(frame).toBeVisible()
    const preview = page.frameLocator(`iframe[title="Live preview of ${publishedTitle}"]`)
    await expect(preview.getByRole('heading', { level: 1, name: publishedTitle })).toBeVisible()
    // the preview's way back to the editor opens it in the window (the admin is never framed)
    await preview.getByRole('link', { name: 'Back to the editor' }).click()
    await expect(frame).toHaveCount(0)
    await expect(page).toHaveURL(`${stack.webUrl}/admin/${target}`)
    await toggle.click()
    await expect(preview.getByRole('heading', { level: 1, name: publishedTitle })).toBeVisible()

    // typed, not saved: the preview follows within a few seconds, where the editor had scrolled it
    const view = page.frame({ url: /\/preview\// })
    if (!view) throw new Error('the preview frame has no page')
    await view.evaluate(() => window.scrollTo(0, 200))
    const title = page.getByRole('textbox', { name: 'Title', exact: true })
    await title.fill(typedTitle)
    await expect(preview.getByRole('heading', { level: 1, name: typedTitle })).toBeVisible({
      timeout: 5_000,
    })
    await expect
      .poll(() => page.frame({ url: /\/preview\// })?.evaluate(() => window.scrollY))
      .toBe(200)
    await expect(
      page.getByRole('status').filter({ hasText: 'Shows your unsaved changes.' }),
    ).toBeVisible()
    expect(await frame.getAttribute('src')).toMatch(new RegExp(`^/preview/${target}\\?live=`))

    // side by side on a desktop: the frame to the right of the form, not over it
    const form = await title.boundingBox()
    const framed = await frame.boundingBox()
    expect(form && framed && framed.x >= form.x + form.width).toBe(true)
    await expectNoAxeViolations(page)

    // nothing was saved: the repository's history, the public page and the drafts are as they were
    expect(headOf(stack.contentDir)).toBe(head)
    const html = await (await fetch(`${stack.webUrl}/products/${slug}`)).text()
    expect(html).toContain(publishedTitle)
    expect(html).not.toContain(typedTitle)
    expect((await api.drafts.list()).map((d) => d.target)).not.toContain(target)
    await expect(title).toHaveValue(typedTitle)

    // a narrow window: the preview comes under the form instead
    await page.setViewportSize({ width: 800, height: 900 })
    const narrowForm = await title.boundingBox()
    const narrowFrame = await frame.boundingBox()
    expect(narrowForm && narrowFrame && narrowFrame.y > narrowForm.y + narrowForm.height).toBe(true)
  } finally {
    await api
      .records('products')
      .remove(slug)
      .catch(() => {})
  }
})

test("when an editor types a page section's title with the live preview on, then the page's preview shows it unsaved", async ({
  page,
  stack,
  loginAsEditor,
}) => {
  const typed = `About, typed live ${stamp}`
  const head = headOf(stack.contentDir)
  await page.setViewportSize({ width: 1280, height: 900 })
  await decided(page)
  await loginAsEditor()
  await page.goto(`${stack.webUrl}/admin/about-contents`)
  // no section open: nothing to follow yet
  const toggle = page.getByRole('button', { name: 'Live preview' })
  await expect(toggle).toBeDisabled()
  await expect(page.getByText('Press Edit on a section to preview it as you type.')).toBeVisible()

  await page.goto(`${stack.webUrl}/admin/about-contents?edit=hero`)
  await toggle.click()
  const preview = page.frameLocator('iframe[title="Live preview of the About page"]')
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(typed)
  await expect(preview.getByRole('heading', { level: 1, name: typed })).toBeVisible({
    timeout: 5_000,
  })
  await expectNoAxeViolations(page)

  // closed again: the frame is gone and the toggle has the focus
  await page.getByRole('button', { name: 'Close preview' }).click()
  await expect(page.locator('iframe')).toHaveCount(0)
  await expect(toggle).toBeFocused()
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')

  expect(headOf(stack.contentDir)).toBe(head)
  expect(await (await fetch(`${stack.webUrl}/about`)).text()).not.toContain(typed)
})

test('when a new product has no title, then the live preview waits for one, and then shows the page at the address the title makes', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  const title = `Live New ${stamp}`
  const head = headOf(stack.contentDir)
  await page.setViewportSize({ width: 1280, height: 900 })
  await decided(page)
  await loginAsEditor()
  await page.goto(`${stack.webUrl}/admin/products/new`)
  const toggle = page.getByRole('button', { name: 'Live preview' })
  await expect(toggle).toBeDisabled()
  await expect(toggle).toHaveAccessibleDescription(/Type a title first/)
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  await page.getByRole('textbox', { name: 'Summary', exact: true }).fill('Typed, never saved.')
  await toggle.click()
  const frame = page.getByTitle('Live preview of the new product')
  await expect(frame).toHaveAttribute(
    'src',
    new RegExp(`^/preview/products/live-new-${stamp}\\?live=`),
  )
  await expect(
    page
      .frameLocator('iframe[title="Live preview of the new product"]')
      .getByRole('heading', { level: 1, name: title }),
  ).toBeVisible()
  expect(headOf(stack.contentDir)).toBe(head)
  expect((await fetch(`${stack.webUrl}/products/live-new-${stamp}`)).status).toBe(404)
})

test('when an editor who never answered the cookie banner opens a live preview, then the preview has no banner, while the public page still asks', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await stubMediaImages(page) // Home's photos are not what is tested here
  await loginAsEditor()
  // a client is shown on Home: its preview is Home with the clients strip
  await page.goto(`${stack.webUrl}/admin/clients/kilima-towers`)
  await page.getByRole('button', { name: 'Live preview' }).click()
  const preview = page.frameLocator('iframe[title="Live preview of Kilima Towers"]')
  await expect(preview.getByRole('region', { name: 'Trusted across the region' })).toBeVisible()
  await expect(preview.getByText('Kilima Towers', { exact: true })).toBeVisible()
  await expect(preview.locator('[role="dialog"]')).toHaveCount(0)

  await page.goto(`${stack.webUrl}/`)
  await expect(page.getByRole('dialog', { name: 'Cookie & privacy notice' })).toBeVisible()
})
