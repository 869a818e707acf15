import type { Browser } from '@playwright/test'
import { generateSync } from 'otplib'
import { expectNoAxeViolations } from './axe.ts'
import { expect, gotoAndSettle, test } from './fixtures.ts'
import { readStackInfo } from './stack-info.ts'

const stamp = Date.now().toString(36)
const admin = {
  name: 'Rita Rulemaker',
  email: `rita-${stamp}@example.com`,
  password: 'rita has a long password',
}
const editor = {
  name: 'Ed Setup',
  email: `ed-${stamp}@example.com`,
  password: 'ed has a long password too',
}
let adminSecret = ''

/** The code an authenticator app shows now, or `stepsAhead` steps of 30 s later. */
const appCode = (secret: string, stepsAhead = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 })

async function signIn(browser: Browser, webUrl: string, who: { email: string; password: string }) {
  const context = await browser.newContext({ reducedMotion: 'reduce' })
  const page = await context.newPage()
  await page.goto(`${webUrl}/admin/login`)
  await page.getByLabel('Email address').fill(who.email)
  await page.locator('input[name="password"]').fill(who.password)
  await page.getByRole('button', { name: /^sign in$/i }).click()
  return { context, page }
}

// The stack is shared with the other specs: whatever this spec requires, it requires no more
// once it is done (through content-api, as Rita, with her app's code).
test.afterAll(async () => {
  if (!adminSecret) return
  const api = `${readStackInfo().contentApiUrl}/api`
  const json = { 'content-type': 'application/json' }
  const first = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  })
  const { ticket } = (await first.json()) as { ticket: string }
  const second = await fetch(`${api}/auth/login/mfa`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ ticket, code: appCode(adminSecret, 1) }),
  })
  const { token } = (await second.json()) as { token: string }
  const restored = await fetch(`${api}/security`, {
    method: 'PUT',
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify({ requireSecondFactor: 'nobody' }),
  })
  expect(restored.status).toBe(200)
})

test.describe.serial('a required second factor', () => {
  test('when an admin with a second factor requires it of everyone, then the setting is saved', async ({
    page,
    stack,
    loginAsEditor,
    browser,
  }) => {
    await loginAsEditor() // the demo admin adds the two accounts
    await gotoAndSettle(page, `${stack.webUrl}/admin/users`)
    for (const [who, role] of [
      [admin, 'admin'],
      [editor, 'editor'],
    ] as const) {
      await page.getByRole('textbox', { name: 'Name' }).fill(who.name)
      await page.getByRole('textbox', { name: 'E-mail' }).fill(who.email)
      await page.getByRole('combobox', { name: 'Role' }).selectOption(role)
      await page.getByLabel('Initial password').fill(who.password)
      await page.getByRole('button', { name: 'Add user' }).click()
      await expect(page.getByText(who.email)).toBeVisible()
    }

    const { context, page: rita } = await signIn(browser, stack.webUrl, admin)
    await expect(rita).toHaveURL(`${stack.webUrl}/admin`)
    await gotoAndSettle(rita, `${stack.webUrl}/admin/account`)
    const section = rita.getByRole('region', { name: 'Two-step sign-in' })
    await section.getByRole('button', { name: 'Set up an authenticator app' }).click()
    adminSecret = (await section.getByTestId('totp-secret').textContent()) ?? ''
    await section.getByLabel('Code from the app').fill(appCode(adminSecret))
    await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click()
    await expect(section.getByTestId('recovery-codes')).toBeVisible()

    await gotoAndSettle(rita, `${stack.webUrl}/admin/users`)
    const security = rita.getByRole('region', { name: 'Security' })
    await security
      .getByRole('combobox', { name: 'Require two-step sign-in' })
      .selectOption('everyone')
    await security.getByRole('button', { name: 'Save security settings' }).click()
    await expect(rita.getByRole('status')).toContainText('Security settings saved.')
    await expect(rita.getByText('Two-step sign-in on').first()).toBeVisible()
    await expectNoAxeViolations(rita)
    await context.close()
  })

  test('when an editor without one signs in, then they are taken to the set-up and can open nothing else until it is done', async ({
    browser,
    stack,
  }) => {
    const { context, page } = await signIn(browser, stack.webUrl, editor)
    await expect(page).toHaveURL(`${stack.webUrl}/admin/account`)
    await expect(page.getByText('Set up two-step sign-in to continue')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Where you are signed in' })).toHaveCount(0)
    await expectNoAxeViolations(page)

    await page.goto(`${stack.webUrl}/admin/products`)
    await expect(page).toHaveURL(`${stack.webUrl}/admin/account`)

    const section = page.getByRole('region', { name: 'Two-step sign-in' })
    await section.getByRole('button', { name: 'Set up an authenticator app' }).click()
    const secret = (await section.getByTestId('totp-secret').textContent()) ?? ''
    await section.getByLabel('Code from the app').fill(appCode(secret))
    await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click()
    await expect(section.getByTestId('recovery-codes')).toBeVisible()
    // done: the rest of the admin is open again
    await page.goto(`${stack.webUrl}/admin/products`)
    await expect(page).toHaveURL(`${stack.webUrl}/admin/products`)
    await context.close()
  })
})
