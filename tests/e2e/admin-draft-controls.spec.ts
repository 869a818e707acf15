import type { Locator } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { expect, gotoAndSettle, test } from './fixtures.ts'

test.describe.configure({ mode: 'serial' })

// a client no other spec edits
const SLUG = 'dhowline-logistics'
const stamp = Date.now().toString(36)

/** The lines a paragraph's text is laid out on (a grid of fragments has one per fragment). */
const linesOf = (paragraph: Locator) =>
  paragraph.evaluate((p) => {
    const range = document.createRange()
    range.selectNodeContents(p)
    return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size
  })

test('when an admin saves a record, then the editor stays open with Saved, the list one click away', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  await loginAsEditor()
  await gotoAndSettle(page, `${stack.webUrl}/admin/clients/${SLUG}`)
  const industry = page.getByRole('textbox', { name: 'Industry', exact: true })
  const original = await industry.inputValue()
  await industry.fill(`Logistics ${stamp}`)
  await page.getByRole('button', { name: 'Save', exact: true }).click()

  await expect(page.getByText(/^Saved ".+"\. It is live on the site\.$/)).toBeVisible()
  await expect(page).toHaveURL(`${stack.webUrl}/admin/clients/${SLUG}?saved=1`)
  await expect(industry).toHaveValue(`Logistics ${stamp}`)
  await expectNoAxeViolations(page)

  // put it back, then the list is one click away
  await industry.fill(original)
  await Promise.all([
    page.waitForResponse((res) => res.request().method() === 'POST'),
    page.getByRole('button', { name: 'Save', exact: true }).click(),
  ])
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled()
  await page.getByRole('link', { name: 'All clients' }).click()
  await expect(page).toHaveURL(`${stack.webUrl}/admin/clients`)
})

test("when Save draft is pressed, then that button says Saving draft, the draft's status reads as one sentence, and a share link copies with a word that it did", async ({
  page,
  context,
  stack,
  loginAsEditor,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.webUrl })
  await loginAsEditor()
  await gotoAndSettle(page, `${stack.webUrl}/admin/clients/${SLUG}`)
  await page.getByRole('textbox', { name: 'Industry', exact: true }).fill(`Drafted ${stamp}`)

  // the save is held a moment, so its progress can be seen on the button pressed
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**/admin/clients/${SLUG}.data*`, async (route) => {
    if (route.request().method() === 'POST') await held
    await route.continue()
  })
  const saveDraft = page.getByRole('button', { name: /^Sav(e|ing) draft/ })
  await saveDraft.click()
  await expect(saveDraft).toHaveText('Saving draft...')
  // Save waits too, but says nothing: it was not pressed
  const save = page.getByRole('button', { name: 'Save', exact: true })
  await expect(save).toBeDisabled()
  await expect(save).toHaveText('Save')
  // (the route stays: once released it lets every later post through at once)
  release()

  const banner = page.getByRole('region', { name: 'Draft, not published' })
  await expect(banner).toBeVisible()
  const status = banner.locator('p', { hasText: 'This draft is' })
  await expect(status).toHaveText(
    /^This draft is being written; Demo Admin started it on \d{1,2} \w{3} \d{4}, \d\d:\d\d \(Dubai\) and it was last saved on \d{1,2} \w{3} \d{4}, \d\d:\d\d \(Dubai\)\.$/,
  )
  // one flowing sentence: on a laptop it takes at most two lines, not a line per fragment
  await page.setViewportSize({ width: 1280, height: 800 })
  expect(await linesOf(status)).toBeLessThanOrEqual(2)
  await expect(saveDraft).toHaveText('Save draft')
  await expectNoAxeViolations(page)

  // share the preview, then copy its link
  await banner.getByRole('button', { name: 'Share preview' }).click()
  const link = page.getByLabel(/^Link for a reviewer/)
  await expect(link).toHaveValue(new RegExp(`/preview/clients/${SLUG}\\?token=`))
  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue())
  await expectNoAxeViolations(page)

  // leave no draft behind for the other specs
  await page.getByRole('button', { name: 'Discard draft' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Discard draft' }).click()
  await expect(banner).toHaveCount(0)
})

test('when the history is opened from an editor, then its back link returns to that item', async ({
  page,
  stack,
  loginAsEditor,
}) => {
  await loginAsEditor()
  await gotoAndSettle(page, `${stack.webUrl}/admin/clients/${SLUG}`)
  await page.getByRole('link', { name: 'History' }).click()
  await expect(page).toHaveURL(`${stack.webUrl}/admin/history/clients/${SLUG}`)
  await page.getByRole('link', { name: 'Back to Dhowline Logistics' }).click()
  await expect(page).toHaveURL(`${stack.webUrl}/admin/clients/${SLUG}`)
})
