import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { expect, gotoAndSettle, test } from './fixtures.ts'
import { editorToken } from './visitor-and-editor.ts'

/**
 * The workflow board (/admin/workflow): an editor's draft asked for review shows in "In review"
 * with its diff; an admin schedules it from the board and the public page shows it by itself,
 * after which the board no longer lists it.
 */

const ZONE = 'Asia/Dubai' // COMPANY_TIME_ZONE is unset in the test stack
const SLUG = 'board-launch-meter'
const TITLE = 'Board Launch Meter'

/** The zone's wall clock at an instant, as the date and time inputs take it. */
function wallClock(instant: Date) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  }
}

/** Where the three status columns are drawn, in order. */
async function columnBoxes(page: Page) {
  const boxes = []
  for (const status of ['draft', 'review', 'ready']) {
    const box = await page.getByTestId(`column-${status}`).boundingBox()
    if (!box) throw new Error(`the ${status} column is not drawn`)
    boxes.push(box)
  }
  return boxes
}

async function json<T>(res: Response): Promise<T> {
  expect(res.ok, `${res.status} ${res.url}: ${await res.clone().text()}`).toBe(true)
  return (await res.json()) as T
}

test('when an editor asks for review and an admin schedules the draft on the board, then the public page shows it by itself and the board lets it go', async ({
  page,
  browser,
  stack,
  loginAsEditor,
}) => {
  test.setTimeout(120_000)
  const api = `${stack.contentApiUrl}/api`
  const admin = await editorToken(stack.contentApiUrl) // the demo admin
  const editor = {
    name: 'Bea Board',
    email: `bea-${Date.now()}@example.com`,
    role: 'editor',
    password: 'a long editor password',
  }
  const call = (token: string, method: string, path: string, body?: unknown) =>
    fetch(`${api}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  expect((await call(admin, 'POST', '/users', editor)).status).toBe(201)
  const { token } = await json<{ token: string }>(
    await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: editor.email, password: editor.password }),
    }),
  )

  try {
    // the editor drafts a new product and asks for review, through the API
    const saved = await call(token, 'PUT', `/drafts/products/${SLUG}`, {
      title: TITLE,
      summary: 'Meters a launch from the workflow board.',
      category: 'Hardware Systems',
      price_range: 'On request',
    })
    expect(saved.status, await saved.clone().text()).toBe(201)
    await json(await call(token, 'POST', `/drafts/products/${SLUG}/status`, { status: 'review' }))
    expect((await fetch(`${stack.webUrl}/products/${SLUG}`)).status).toBe(404)

    // the editor's board: they may take it back to draft, not publish or schedule it
    const editorContext = await browser.newContext()
    const editorPage = await editorContext.newPage()
    await editorPage.goto(`${stack.webUrl}/admin/login`)
    await editorPage.getByLabel('Email address').fill(editor.email)
    await editorPage.locator('input[name="password"]').fill(editor.password)
    await editorPage.getByRole('button', { name: /^sign in$/i }).click()
    await expect(editorPage).toHaveURL(`${stack.webUrl}/admin`)
    await gotoAndSettle(editorPage, `${stack.webUrl}/admin/workflow`)
    const editorCard = editorPage.getByRole('article', { name: TITLE })
    await expect(editorCard.getByRole('button', { name: 'Back to draft' })).toBeVisible()
    await expect(
      editorCard.getByRole('button', { name: /Publish|Schedule|Mark ready/ }),
    ).toHaveCount(0)
    // on a phone the columns stack, one under the other
    await editorPage.setViewportSize({ width: 390, height: 900 })
    const phone = await columnBoxes(editorPage)
    expect(new Set(phone.map((b) => Math.round(b.x))).size).toBe(1)
    expect(phone.map((b) => b.y)).toEqual([...phone.map((b) => b.y)].sort((a, b) => a - b))
    await editorContext.close()

    await loginAsEditor()
    // the dashboard lists what waits for review, with a way to the board
    const waiting = page.getByRole('region', { name: /^Waiting for review/ })
    await expect(waiting.getByRole('heading')).toHaveText('Waiting for review (1)')
    await expect(waiting.getByRole('link', { name: `Product: ${SLUG}` })).toBeVisible()
    await expectNoAxeViolations(page)
    await waiting.getByRole('link', { name: 'Open the workflow board' }).click()
    await expect(page).toHaveURL(`${stack.webUrl}/admin/workflow`)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drafts & review')
    const review = page.getByRole('region', { name: /^In review/ })
    await expect(review.getByRole('heading', { level: 2 })).toHaveText('In review 1')
    await expect(page.getByRole('region', { name: /^Ready/ }).getByRole('heading')).toHaveText(
      'Ready 0',
    )
    const card = review.getByRole('article', { name: TITLE })
    await expect(card.getByRole('link', { name: TITLE })).toHaveAttribute(
      'href',
      `/admin/products/${SLUG}`,
    )
    await expect(card).toContainText('Begun by')
    await expect(card).toContainText(editor.name)
    await expect(card).toContainText('New, not on the site yet')
    // the diff against the published version: a new item against nothing
    await card.getByText(/^Show changes/).click()
    const title = card.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 4, name: 'Title' }),
    })
    await expect(title).toContainText('Not on the site')
    await expect(title).toContainText(TITLE)
    await expectNoAxeViolations(page)
    // on a desktop they stand side by side
    await page.setViewportSize({ width: 1280, height: 1000 })
    const desktop = await columnBoxes(page)
    expect(new Set(desktop.map((b) => Math.round(b.y))).size).toBe(1)

    // the board's form takes a wall-clock time to the minute in the company's zone: tomorrow
    const at = wallClock(new Date(Date.now() + 24 * 3600_000))
    await card.getByLabel(/^Publish on \(Dubai time\)/).fill(at.date)
    await card.getByLabel(/^at$/).fill(at.time)
    await card.getByRole('button', { name: 'Schedule' }).click()
    await expect(page.getByText('Publishing scheduled.')).toBeVisible()
    const scheduled = page.getByRole('region', { name: /^Scheduled/ })
    await expect(scheduled).toContainText(TITLE)
    await expect(scheduled).toContainText('(Dubai)')
    const meta = await json<{ publishAt: string }>(
      await call(admin, 'GET', `/drafts/products/${SLUG}`),
    )
    expect(wallClock(new Date(meta.publishAt))).toEqual(at)

    // then it is moved to 10 s from now (the API takes seconds; the form, minutes)
    await json(
      await call(admin, 'POST', `/drafts/products/${SLUG}/schedule`, {
        at: new Date(Date.now() + 10_000).toISOString(),
      }),
    )
    const scheduledAt = Date.now()

    // nobody presses anything: the public page shows it within ~15 s of the time
    await expect
      .poll(async () => (await fetch(`${stack.webUrl}/products/${SLUG}`)).status, {
        timeout: 25_000,
        intervals: [1000],
      })
      .toBe(200)
    // the scheduler publishes within a few seconds of the time
    expect(Date.now() - scheduledAt).toBeLessThan(16_000)
    await page.goto(`${stack.webUrl}/products/${SLUG}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE)

    await gotoAndSettle(page, `${stack.webUrl}/admin/workflow`)
    await expect(page.getByRole('region', { name: /^In review/ }).getByRole('heading')).toHaveText(
      'In review 0',
    )
    await expect(page.getByRole('article', { name: TITLE })).toHaveCount(0)
    await expect(page.getByRole('region', { name: /^Scheduled/ })).toHaveCount(0)
    await expectNoAxeViolations(page)
  } finally {
    await call(admin, 'DELETE', `/drafts/products/${SLUG}`)
    await call(admin, 'DELETE', `/products/${SLUG}`)
  }
})
