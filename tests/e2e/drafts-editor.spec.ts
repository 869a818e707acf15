import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Browser } from '@playwright/test'
import sharp from 'sharp'
import { startStack, type Stack } from '../support/stack.ts'
import { expectNoAxeViolations } from './axe.ts'
import { expect, expectBrowserError, test } from './fixtures.ts'
import { editorToken } from './visitor-and-editor.ts'

test.describe.configure({ mode: 'serial' })

const stamp = Date.now().toString(36)
const writer = {
  name: 'Dana Drafter',
  email: `dana-${stamp}@falcongridworks.example`,
  password: 'dana drafts but never publishes',
}

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd }).toString().trim()

async function api(base: string, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: res.status, body: (await res.json().catch(() => null)) as unknown }
}

/** Signs in through the login form in a fresh browser context (its own cookies). */
async function signIn(browser: Browser, webUrl: string, email: string, password: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${webUrl}/admin/login`)
  await page.getByLabel('Email address').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: /^sign in$/i }).click()
  await expect(page).toHaveURL(`${webUrl}/admin`)
  return { context, page }
}

test('when an editor drafts a new product with an uploaded image, then nothing is published until an admin publishes it, as one commit of that file', async ({
  browser,
  page,
  stack,
  loginAsEditor,
}) => {
  test.setTimeout(120_000)
  const admin = await editorToken(stack.contentApiUrl) // the demo admin
  const created = await api(stack.contentApiUrl, admin, 'POST', '/users', {
    ...writer,
    role: 'editor',
  })
  expect(created.status).toBe(201)

  const title = `Draft Sensor ${stamp}`
  const slug = `draft-sensor-${stamp}`
  const file = `products/${slug}.md`
  const editor = await signIn(browser, stack.webUrl, writer.email, writer.password)
  const ed = editor.page
  await ed.goto(`${stack.webUrl}/admin/products/new`)
  // on a phone Save draft wraps under the status: the page never scrolls sideways
  await ed.setViewportSize({ width: 390, height: 844 })
  expect(await ed.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  )
  await ed.setViewportSize({ width: 1280, height: 800 })
  await ed.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
  await ed.getByRole('textbox', { name: 'Summary', exact: true }).fill('A sensor in draft.')

  // the image: uploaded from the editor's media dialog (the upload itself is a media commit)
  const png = await sharp({
    create: { width: 320, height: 200, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .png()
    .toBuffer()
  await ed.getByRole('button', { name: 'Choose image…' }).click()
  const dialog = ed.getByRole('dialog')
  await dialog
    .getByLabel('Images to upload')
    .setInputFiles([{ name: `sensor-${stamp}.png`, mimeType: 'image/png', buffer: png }])
  await expect(dialog).toBeHidden({ timeout: 60_000 })
  const image = await ed.getByRole('textbox', { name: 'Image', exact: true }).inputValue()
  expect(image).toMatch(new RegExp(`^media/sensor-${stamp}-`))

  const mainBefore = git(stack.contentDir, 'rev-parse', 'HEAD')
  await ed.getByRole('button', { name: 'Save draft' }).click()

  // the editor goes on with the draft: banner, no Publish (the draft is what they now edit)
  await expect(ed).toHaveURL(`${stack.webUrl}/admin/products/${slug}`)
  const banner = ed.getByRole('region', { name: 'Draft, not published' })
  await expect(banner).toContainText('This draft is being written')
  await expect(banner).toContainText(`${writer.name} started it on`)
  await expect(banner).toContainText('not on the site yet')
  await expect(ed.getByRole('button', { name: 'Publish draft' })).toHaveCount(0)
  await expect(ed.getByRole('button', { name: 'Schedule' })).toHaveCount(0)
  await expect(ed.getByRole('textbox', { name: 'Image', exact: true })).toHaveValue(image)
  await expectNoAxeViolations(ed)
  // on a phone: the panel's actions wrap, nothing scrolls sideways
  await ed.setViewportSize({ width: 390, height: 844 })
  await expect(ed.getByRole('button', { name: 'Ask for review' })).toBeVisible()
  expect(await ed.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  )
  await expectNoAxeViolations(ed)
  await ed.setViewportSize({ width: 1280, height: 800 })

  // autosave: typing reaches the draft within seconds, with its status said politely
  await ed.getByRole('textbox', { name: 'Summary', exact: true }).fill('A sensor, still in draft.')
  await expect(
    ed.getByRole('status').filter({ hasText: /^Saved draft at \d\d:\d\d$/ }),
  ).toBeVisible({ timeout: 20_000 })
  await ed.getByRole('button', { name: 'Ask for review' }).click()
  await expect(banner).toContainText('This draft is in review')

  // the preview, opened from the editor: the real product page from the draft, image included
  const [preview] = await Promise.all([
    ed.context().waitForEvent('page'),
    ed.getByRole('link', { name: 'Open the preview (new tab)' }).click(),
  ])
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(preview.getByText('Preview, not published')).toBeVisible()
  const shownImage = preview.locator('main img').first()
  await expect(shownImage).toBeVisible()
  expect(await shownImage.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(
    `sensor-${stamp}`,
  )
  await preview.close()
  // and a link for a reviewer without an account, listed until it is revoked
  await ed.getByRole('button', { name: 'Share preview' }).click()
  expect(await ed.getByLabel(/^Link for a reviewer/).inputValue()).toMatch(
    new RegExp(`/preview/products/${slug}\\?token=`),
  )
  await expect(ed.getByRole('list', { name: 'Share links' })).toContainText(writer.name)

  // nothing reached the site, main, or the work tree
  const visitor = await page.request.get(`${stack.webUrl}/products/${slug}`)
  expect(visitor.status()).toBe(404)
  expect(git(stack.contentDir, 'rev-parse', 'HEAD')).toBe(mainBefore)
  expect(existsSync(path.join(stack.contentDir, file))).toBe(false)
  expect(git(stack.contentDir, 'status', '--porcelain')).toBe('')
  expect(git(stack.contentDir, 'show', `drafts/products/${slug}:${file}`)).toContain(
    'summary: A sensor, still in draft.',
  )
  await editor.context.close()

  // an admin opens it and publishes
  await loginAsEditor()
  await page.goto(`${stack.webUrl}/admin/products/${slug}`)
  await expect(page.getByRole('region', { name: 'Draft, not published' })).toContainText(
    'This draft is in review',
  )
  await page.getByRole('button', { name: 'Publish draft' }).click()
  await expect(page).toHaveURL(`${stack.webUrl}/admin/products?saved=${slug}`)

  const shown = await page.request.get(`${stack.webUrl}/products/${slug}`)
  expect(shown.status()).toBe(200)
  expect(await shown.text()).toContain(title)
  expect(git(stack.contentDir, 'rev-list', '--count', `${mainBefore}..HEAD`)).toBe('1')
  expect(git(stack.contentDir, 'show', '--name-only', '--format=', 'HEAD')).toBe(file)
  expect(git(stack.contentDir, 'log', '-1', '--format=%an')).toBe(writer.name)
})

test('when the site changed a field the draft changed too, then the admin sees both versions and publishes the one chosen', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  const slug = 'corvane-vista-scada'
  const admin = await editorToken(stack.contentApiUrl)
  await loginAsEditor()

  // a draft changes the summary
  await page.goto(`${stack.webUrl}/admin/products/${slug}`)
  const summary = page.getByRole('textbox', { name: 'Summary', exact: true })
  const draftSummary = `Summary in the draft ${stamp}`
  await summary.fill(draftSummary)
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByRole('region', { name: 'Draft, not published' })).toBeVisible()

  // meanwhile a direct save changes the same field on the site
  const published = (await api(stack.contentApiUrl, admin, 'GET', `/products/${slug}`)).body as {
    version: string
  }
  const siteSummary = `Summary on the site ${stamp}`
  const patched = await api(stack.contentApiUrl, admin, 'PATCH', `/products/${slug}`, {
    summary: siteSummary,
    version: published.version,
  })
  expect(patched.status).toBe(200)

  // publishing asks which summary (a 409 the browser logs); both are shown
  await page.reload()
  expectBrowserError(page, /status of 409 \(Conflict\)/)
  await page.getByRole('button', { name: 'Publish draft' }).click()
  const choice = page.getByRole('group', { name: 'Summary' })
  await expect(choice.getByRole('radio', { name: `Draft: ${draftSummary}` })).toBeChecked()
  await expect(choice.getByRole('radio', { name: `Published: ${siteSummary}` })).toBeVisible()
  await expectNoAxeViolations(page)
  await choice.getByRole('radio', { name: `Published: ${siteSummary}` }).check()
  await page.getByRole('button', { name: 'Publish with these choices' }).click()
  await expect(page).toHaveURL(`${stack.webUrl}/admin/products?saved=${slug}`)

  const after = (await api(stack.contentApiUrl, admin, 'GET', `/products/${slug}`)).body as {
    summary: string
  }
  expect(after.summary).toBe(siteSummary)
  const drafts = await api(stack.contentApiUrl, admin, 'GET', `/drafts/products/${slug}`)
  expect(drafts.status).toBe(404)
})

test('when an admin drafts and shares Company Info, then an editor sees the draft and no way to draft, share or change it, and the site keeps the published phone until the admin, after scheduling and cancelling, publishes the draft', async ({
  browser,
  page,
  stack,
  loginAsEditor,
}) => {
  const phone = '+971 4 555 0101'
  await loginAsEditor()
  await page.goto(`${stack.webUrl}/admin/our-info`)
  await page.getByRole('textbox', { name: 'Main phone', exact: true }).fill(phone)
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByRole('region', { name: 'Draft, not published' })).toBeVisible()
  await page.getByRole('button', { name: 'Share preview' }).click()
  await expect(page.getByRole('button', { name: 'Revoke' })).toHaveCount(1)
  expect(await (await page.request.get(`${stack.webUrl}/contact`)).text()).not.toContain(phone)

  // the settings are the admins' to change: an editor sees their draft, not a way to change it
  const editor = await signIn(browser, stack.webUrl, writer.email, writer.password)
  const ed = editor.page
  await ed.goto(`${stack.webUrl}/admin/our-info`)
  await expect(ed.getByRole('region', { name: 'Draft, not published' })).toBeVisible()
  await expect(ed.getByText('Only an administrator changes the company info')).toBeVisible()
  await expect(ed.getByRole('list', { name: 'Share links' })).toBeVisible()
  for (const name of [
    'Save Info',
    'Save draft',
    'Share preview',
    'Revoke',
    'Ask for review',
    'Discard draft',
    'Publish draft',
  ]) {
    await expect(ed.getByRole('button', { name }), name).toHaveCount(0)
  }
  await expectNoAxeViolations(ed)
  await editor.context.close()

  // scheduled for tomorrow 09:30 in the company's zone (Dubai), then cancelled
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(
    new Date(Date.now() + 24 * 3600_000),
  )
  await page.getByLabel('Date').fill(tomorrow)
  await page.getByLabel('Time').fill('09:30')
  await page.getByRole('button', { name: 'Schedule' }).click()
  const scheduled = page.getByRole('region', { name: 'Draft, not published' })
  await expect(scheduled).toContainText(/Scheduled to publish at .*09:30 \(Dubai\)/)
  await expect(page.getByRole('status').filter({ hasText: 'Publishing scheduled.' })).toBeVisible()
  await page.getByRole('button', { name: 'Cancel schedule' }).click()
  await expect(scheduled).not.toContainText('Scheduled to publish')
  await page.getByRole('button', { name: 'Show the published version' }).click()
  await expect(page.getByRole('definition').filter({ hasText: '+971 4 000 0100' })).toBeVisible()
  await page.getByRole('button', { name: 'Publish draft' }).click()
  await expect(page).toHaveURL(`${stack.webUrl}/admin/our-info?saved=1`)
  await expect(page.getByRole('region', { name: 'Draft, not published' })).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: 'Main phone', exact: true })).toHaveValue(phone)
  expect(await (await page.request.get(`${stack.webUrl}/contact`)).text()).toContain(phone)

  // the stack is shared: the published phone goes back for the specs that read it
  const admin = await editorToken(stack.contentApiUrl)
  const { version } = (await api(stack.contentApiUrl, admin, 'GET', '/company-settings')).body as {
    version: string
  }
  const restored = await api(stack.contentApiUrl, admin, 'POST', '/company-settings', {
    version,
    values: { main_phone: '+971 4 000 0100' },
  })
  expect(restored.status).toBe(200)
})

test.describe('PUBLISH_MODE=editorial', () => {
  let editorial: Stack
  test.beforeAll(async () => {
    editorial = await startStack({ env: { PUBLISH_MODE: 'editorial' } })
  })
  test.afterAll(async () => {
    await editorial?.stop()
  })

  test('when an editor opens a product in editorial mode, then there is only Save draft, and it drafts without touching main', async ({
    browser,
  }) => {
    const admin = await editorToken(editorial.contentApiUrl)
    const made = await api(editorial.contentApiUrl, admin, 'POST', '/users', {
      ...writer,
      role: 'editor',
    })
    expect(made.status).toBe(201)
    const before = git(editorial.contentDir, 'rev-parse', 'HEAD')
    const { context, page } = await signIn(browser, editorial.webUrl, writer.email, writer.password)
    await page.goto(`${editorial.webUrl}/admin/products/corvane-rx500-rtu`)
    await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0)
    await expect(page.getByText('Save draft keeps your changes unpublished')).toBeVisible()
    await page.getByRole('textbox', { name: 'Price range', exact: true }).fill('On request')
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByRole('region', { name: 'Draft, not published' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Publish draft' })).toHaveCount(0)
    expect(git(editorial.contentDir, 'rev-parse', 'HEAD')).toBe(before)
    await context.close()
  })
})
