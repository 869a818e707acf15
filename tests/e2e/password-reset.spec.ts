import type { Browser, BrowserContext, Page } from '@playwright/test'
import { mailText, startSmtpSink } from '../support/smtp-sink.ts'
import { startStack, type Stack } from '../support/stack.ts'
import { expectNoAxeViolations } from './axe.ts'
import { expect, expectBrowserError, test } from './fixtures.ts'

const DAY_S = 24 * 60 * 60

async function demoCredentials(contentApiUrl: string) {
  const res = await fetch(`${contentApiUrl}/api/auth/demo`)
  return (await res.json()) as { email: string; password: string }
}

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === '__session')
}

async function signIn(page: Page, webUrl: string, email: string, password: string) {
  await page.goto(`${webUrl}/admin/login`)
  await page.getByLabel('Email address').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: /^sign in$/i }).click()
}

test.describe('"Remember me"', () => {
  test('when the demo admin signs in without "Remember me", then the e-mail was filled in and the session cookie ends with the browser; ticked, it lasts 30 days', async ({
    page,
    browser,
    stack,
  }) => {
    const demo = await demoCredentials(stack.contentApiUrl)
    await page.goto(`${stack.webUrl}/admin/login`)
    await expect(page.getByLabel('Email address')).toHaveValue(demo.email)
    const remember = page.getByLabel('Remember me for 30 days')
    await expect(remember).not.toBeChecked()
    await page.locator('input[name="password"]').fill(demo.password)
    await page.getByRole('button', { name: /^sign in$/i }).click()
    await expect(page).toHaveURL(`${stack.webUrl}/admin`)
    const browserSession = await sessionCookie(page.context())
    expect(browserSession?.expires).toBe(-1) // no Max-Age/Expires: a browser-session cookie

    const context = await browser.newContext()
    try {
      const other = await context.newPage()
      await other.goto(`${stack.webUrl}/admin/login`)
      await other.locator('input[name="password"]').fill(demo.password)
      await other.getByLabel('Remember me for 30 days').check()
      await other.getByRole('button', { name: /^sign in$/i }).click()
      await expect(other).toHaveURL(`${stack.webUrl}/admin`)
      const remembered = await sessionCookie(context)
      const lifetime = (remembered?.expires ?? 0) - Date.now() / 1000
      expect(lifetime).toBeGreaterThan(30 * DAY_S - 120)
      expect(lifetime).toBeLessThanOrEqual(30 * DAY_S)
    } finally {
      await context.close()
    }
  })
})

test.describe('"Forgot password?" with mail', () => {
  // a stack of its own: it mails through a loopback SMTP server the spec reads
  let mailStack: Stack
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>
  const stamp = Date.now().toString(36)
  const person = {
    name: 'Rita Reset',
    email: `rita-${stamp}@example.com`,
    password: 'rita forgot this one',
    role: 'editor',
  }
  const newPassword = 'rita remembers this one'

  test.beforeAll(async () => {
    smtp = await startSmtpSink()
    mailStack = await startStack({
      env: {
        SMTP_URL: smtp.url,
        NOTIFY_EMAIL: 'team@example.com',
        MAIL_FROM: 'Falcon Gridworks <site@falcon.example>',
      },
    })
    // an account of this spec's own: the demo admin's password stays as it is
    const demo = await demoCredentials(mailStack.contentApiUrl)
    const login = await fetch(`${mailStack.contentApiUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demo),
    })
    const { token } = (await login.json()) as { token: string }
    const created = await fetch(`${mailStack.contentApiUrl}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(person),
    })
    expect(created.status).toBe(201)
  })
  test.afterAll(async () => {
    await mailStack?.stop()
    await smtp?.close()
  })

  async function signedInElsewhere(browser: Browser) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await signIn(page, mailStack.webUrl, person.email, person.password)
    await expect(page).toHaveURL(`${mailStack.webUrl}/admin`)
    return { context, page }
  }

  test('when the link from the mail sets a new password, then every other session is signed out, the new password signs in and the link works only once', async ({
    page,
    browser,
  }) => {
    // the refused forms below answer 400 (passwords differ, link used) and 401 (old password)
    expectBrowserError(page, /status of 400/)
    expectBrowserError(page, /status of 401/)
    const other = await signedInElsewhere(browser)
    try {
      await page.goto(`${mailStack.webUrl}/admin/login`)
      await page.getByRole('link', { name: 'Forgot password?' }).click()
      await expect(page).toHaveURL(`${mailStack.webUrl}/admin/forgot-password`)
      await expectNoAxeViolations(page)
      await page.getByLabel('Email address').fill(person.email)
      await page.getByRole('button', { name: 'Send reset link' }).click()
      const answer = page.getByRole('status').filter({ hasText: 'If an account exists' })
      await expect(answer).toContainText(
        'If an account exists for that address, we sent a link valid for 30 minutes.',
      )

      await expect
        .poll(() => smtp.received.filter((m) => m.to.includes(person.email)).length, {
          timeout: 15_000,
        })
        .toBe(1)
      const mail = smtp.received.find((m) => m.to.includes(person.email))
      const link = /(http:\/\/\S+\/admin\/reset-password\?token=[A-Za-z0-9_-]{43})/.exec(
        mailText(mail?.raw ?? ''),
      )?.[1]
      expect(link?.startsWith(`${mailStack.webUrl}/admin/reset-password?token=`)).toBe(true)

      // two different passwords: the second field says so, and has the focus
      await page.goto(link ?? '')
      await expectNoAxeViolations(page)
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword)
      await page.getByLabel('New password again').fill('something else entirely')
      await page.getByRole('button', { name: 'Set new password' }).click()
      const again = page.getByLabel('New password again')
      await expect(again).toHaveAttribute('aria-invalid', 'true')
      await expect(again).toHaveAccessibleDescription(/The two passwords are not the same/)
      await expect(again).toBeFocused()

      await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword)
      await again.fill(newPassword)
      await page.getByRole('button', { name: 'Set new password' }).click()
      await expect(page).toHaveURL(`${mailStack.webUrl}/admin/login?reset=done`)
      await expect(page.getByText('Your password was changed')).toBeVisible()

      // the browser signed in before the reset is signed out
      await other.page.goto(`${mailStack.webUrl}/admin`)
      await expect(other.page).toHaveURL(/\/admin\/login/)

      // the old password no longer works, the new one does
      await signIn(page, mailStack.webUrl, person.email, person.password)
      await expect(page.getByRole('alert')).toContainText('Invalid email or password')
      await signIn(page, mailStack.webUrl, person.email, newPassword)
      await expect(page).toHaveURL(`${mailStack.webUrl}/admin`)

      // the link works once
      await page.goto(link ?? '')
      await page
        .getByRole('textbox', { name: 'New password', exact: true })
        .fill('a third long password')
      await page.getByLabel('New password again').fill('a third long password')
      await page.getByRole('button', { name: 'Set new password' }).click()
      await expect(page.getByRole('alert')).toContainText('This link no longer works')
      await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible()
    } finally {
      await other.context.close()
    }
  })

  test('when an address with no account is asked for, then the page answers the same and no mail is sent', async ({
    page,
  }) => {
    const before = smtp.received.length
    await page.goto(`${mailStack.webUrl}/admin/forgot-password`)
    await page.getByLabel('Email address').fill(`nobody-${stamp}@example.com`)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'If an account exists' }),
    ).toContainText('If an account exists for that address, we sent a link valid for 30 minutes.')
    // a known address asked right after is mailed; the unknown one before it never was
    await page.goto(`${mailStack.webUrl}/admin/forgot-password`)
    await page.getByLabel('Email address').fill(person.email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(before + 1)
    expect(smtp.received.at(-1)?.to).toEqual([person.email])
  })
})
