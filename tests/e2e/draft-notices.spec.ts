import type { Page } from '@playwright/test'
import { mailText, startSmtpSink } from '../support/smtp-sink.ts'
import { startStack, type Stack } from '../support/stack.ts'
import { expectNoAxeViolations } from './axe.ts'
import { expect, gotoAndSettle, test } from './fixtures.ts'
import { editorToken } from './visitor-and-editor.ts'

/**
 * Reviewers hear about it: an editor's "Ask for review" reaches the admins' mailbox (a loopback
 * SMTP server) with a link to the item, and the menu's "Drafts & review" counts what waits.
 */

const SLUG = 'notice-grid-meter'
const TITLE = 'Notice Grid Meter'

// a stack of its own: it mails through a loopback SMTP server the spec reads
let stack: Stack
let smtp: Awaited<ReturnType<typeof startSmtpSink>>
let admin: { email: string; password: string }
const editor = {
  name: 'Nia Notice',
  email: `nia-${Date.now().toString(36)}@example.com`,
  role: 'editor',
  password: 'a long editor password',
}

test.beforeAll(async () => {
  smtp = await startSmtpSink()
  stack = await startStack({
    env: {
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: 'team@example.com',
      MAIL_FROM: 'Falcon Gridworks <site@falcon.example>',
    },
  })
  admin = (await (await fetch(`${stack.contentApiUrl}/api/auth/demo`)).json()) as typeof admin
  const res = await fetch(`${stack.contentApiUrl}/api/users`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await editorToken(stack.contentApiUrl)}`,
    },
    body: JSON.stringify(editor),
  })
  expect(res.status).toBe(201)
})
test.afterAll(async () => {
  await stack?.stop()
  await smtp?.close()
})

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${stack.webUrl}/admin/login`)
  await page.getByLabel('Email address').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: /^sign in$/i }).click()
  await expect(page).toHaveURL(`${stack.webUrl}/admin`)
}

test('when an editor asks for review, then the admin is mailed a link that opens the item, and the menu shows one draft in review', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  // the editor drafts a new product (through the API) and asks for review on the board
  const login = await fetch(`${stack.contentApiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: editor.email, password: editor.password }),
  })
  const { token } = (await login.json()) as { token: string }
  const saved = await fetch(`${stack.contentApiUrl}/api/drafts/products/${SLUG}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: TITLE,
      summary: 'Meters how reviewers hear about drafts.',
      category: 'Hardware Systems',
      price_range: 'On request',
    }),
  })
  expect(saved.status, await saved.clone().text()).toBe(201)

  const editorContext = await browser.newContext()
  try {
    const editorPage = await editorContext.newPage()
    await signIn(editorPage, editor.email, editor.password)
    await gotoAndSettle(editorPage, `${stack.webUrl}/admin/workflow`)
    const card = editorPage.getByRole('article', { name: TITLE })
    await card.getByRole('button', { name: 'Ask for review' }).click()
    await expect(
      editorPage.getByRole('region', { name: /^In review/ }).getByRole('article', { name: TITLE }),
    ).toBeVisible()
    // an editor does not review: no badge on their menu
    await expect(editorPage.getByRole('link', { name: 'Drafts & review' })).toHaveText(
      'Drafts & review',
    )
  } finally {
    await editorContext.close()
  }

  await expect
    .poll(() => smtp.received.filter((m) => m.to.includes(admin.email)).length, {
      timeout: 15_000,
    })
    .toBe(1)
  // the admins hear of it, the editor who asked does not
  expect(smtp.received.filter((m) => m.to.includes(editor.email))).toEqual([])
  const text = mailText(smtp.received.find((m) => m.to.includes(admin.email))?.raw ?? '')
  expect(text).toContain(`${editor.name} asked for review of the draft of product "${SLUG}".`)
  const link = /Open it: (\S+)/.exec(text)?.[1]
  expect(link).toBe(`${stack.webUrl}/admin/products/${SLUG}`)

  await signIn(page, admin.email, admin.password)
  const nav = page.getByRole('navigation', { name: 'Admin' })
  await expect(nav.getByRole('link', { name: 'Drafts & review 1 in review' })).toBeVisible()
  await expectNoAxeViolations(page)
  await gotoAndSettle(page, link ?? '')
  await expect(page).toHaveURL(`${stack.webUrl}/admin/products/${SLUG}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(TITLE)
})

test('when the admin turns review e-mails off on My Account, then the choice stays after a reload', async ({
  page,
}) => {
  await signIn(page, admin.email, admin.password)
  await gotoAndSettle(page, `${stack.webUrl}/admin/account`)
  const reviews = page.getByLabel('E-mail me when someone asks for review of a draft')
  await expect(reviews).toBeChecked()
  await reviews.uncheck()
  await page.getByRole('button', { name: 'Save e-mail choices' }).click()
  await expect(page.getByRole('status')).toContainText('Your e-mail choices were saved.')
  // axe judges at the top of the page: scrolled down to this section (lower since two-step
  // sign-in came above it), the sticky admin bar lies over the password form's button, which
  // axe's target-size rule counts as obscured
  await page.evaluate(() => window.scrollTo(0, 0))
  await expectNoAxeViolations(page)
  await gotoAndSettle(page, `${stack.webUrl}/admin/account`)
  await expect(
    page.getByLabel('E-mail me when someone asks for review of a draft'),
  ).not.toBeChecked()
  await expect(
    page.getByLabel('E-mail me when someone else publishes, discards or schedules my draft'),
  ).toBeChecked()
})
