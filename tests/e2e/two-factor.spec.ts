import type { Browser, Page } from '@playwright/test'
import { generateSync } from 'otplib'
import { expectNoAxeViolations } from './axe.ts'
import { expect, gotoAndSettle, test } from './fixtures.ts'

const stamp = Date.now().toString(36)
const user = {
  name: 'Tara Twostep',
  email: `tara-${stamp}@example.com`,
  password: 'tara has a long password',
}

/** The code an authenticator app shows now, or `stepsAhead` steps of 30 s later. */
const appCode = (secret: string, stepsAhead = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 })

/** The password step of the login form, in a fresh browser context (its own cookies). */
async function enterPassword(browser: Browser, webUrl: string) {
  const context = await browser.newContext({ reducedMotion: 'reduce' })
  const page = await context.newPage()
  await page.goto(`${webUrl}/admin/login`)
  await page.getByLabel('Email address').fill(user.email)
  await page.locator('input[name="password"]').fill(user.password)
  await page.getByRole('button', { name: /^sign in$/i }).click()
  return { context, page }
}

const signOut = (page: Page) => page.locator('form[action="/admin/logout"] button').click()

test.describe.serial('two-step sign-in with an authenticator app', () => {
  let secret = ''
  let recoveryCodes: string[] = []

  test('when an admin adds a user, then that user signs in with a password alone', async ({
    page,
    stack,
    loginAsEditor,
    browser,
  }) => {
    await loginAsEditor() // the demo admin
    await gotoAndSettle(page, `${stack.webUrl}/admin/users`)
    await page.getByRole('textbox', { name: 'Name' }).fill(user.name)
    await page.getByRole('textbox', { name: 'E-mail' }).fill(user.email)
    await page.getByRole('combobox', { name: 'Role' }).selectOption('editor')
    await page.getByLabel('Initial password').fill(user.password)
    await page.getByRole('button', { name: 'Add user' }).click()
    await expect(page.getByText(user.email)).toBeVisible()

    const { context, page: own } = await enterPassword(browser, stack.webUrl)
    await expect(own).toHaveURL(`${stack.webUrl}/admin`)
    await context.close()
  })

  test('when the user turns it on in My Account, then the QR code and key are shown, the first code confirms it and 10 recovery codes appear once', async ({
    browser,
    stack,
  }) => {
    const { context, page } = await enterPassword(browser, stack.webUrl)
    await expect(page).toHaveURL(`${stack.webUrl}/admin`)
    await gotoAndSettle(page, `${stack.webUrl}/admin/account`)
    const section = page.getByRole('region', { name: 'Two-step sign-in' })
    await expect(section.getByText('Two-step sign-in is off')).toBeVisible()
    await section.getByRole('button', { name: 'Set up an authenticator app' }).click()

    await expect(
      section.getByRole('img', { name: 'QR code to add this account to an authenticator app' }),
    ).toBeVisible()
    secret = (await section.getByTestId('totp-secret').textContent()) ?? ''
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    await expectNoAxeViolations(page)

    // a wrong code first: refused, the same key shown again
    await section.getByLabel('Code from the app').fill(appCode(secret, 3))
    await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click()
    await expect(section.getByRole('alert')).toContainText('That code is not right.')
    await expect(section.getByTestId('totp-secret')).toHaveText(secret)

    await section.getByLabel('Code from the app').fill(appCode(secret))
    await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click()
    await expect(section.getByRole('status')).toContainText('Two-step sign-in is on.')
    const shown = section.getByTestId('recovery-codes').getByRole('listitem')
    await expect(shown).toHaveCount(10)
    recoveryCodes = (await shown.allTextContents()).map((c) => c.trim())
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/)
    await expectNoAxeViolations(page)

    // shown once: a reload lists none, only how many are left
    await gotoAndSettle(page, `${stack.webUrl}/admin/account`)
    await expect(section.getByTestId('recovery-codes')).toHaveCount(0)
    await expect(section.getByText('10 unused recovery codes left.')).toBeVisible()
    await signOut(page)
    await expect(page).toHaveURL(/\/admin\/login/)
    await context.close()
  })

  test('when the user signs in, then the password alone is not enough and a code from the app lets them in', async ({
    browser,
    stack,
  }) => {
    const { context, page } = await enterPassword(browser, stack.webUrl)
    await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login/)
    // no session yet: the admin still sends this browser to the login page
    const cookies = await context.cookies()
    expect(cookies.find((c) => c.name === '__session')).toBeUndefined()
    await expectNoAxeViolations(page)

    // the code of the step after the one that confirmed it (each code works once)
    await page.getByLabel('Code').fill(appCode(secret, 1))
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    await expect(page).toHaveURL(`${stack.webUrl}/admin`)
    await signOut(page)
    await context.close()
  })

  test('when the user has no phone, then a recovery code lets them in once', async ({
    browser,
    stack,
  }) => {
    const code = recoveryCodes[0] ?? ''
    const { context, page } = await enterPassword(browser, stack.webUrl)
    await page.getByLabel('Code').fill(code)
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    await expect(page).toHaveURL(`${stack.webUrl}/admin`)
    await gotoAndSettle(page, `${stack.webUrl}/admin/account`)
    await expect(page.getByText('9 unused recovery codes left.')).toBeVisible()
    await signOut(page)

    await page.goto(`${stack.webUrl}/admin/login`)
    await page.getByLabel('Email address').fill(user.email)
    await page.locator('input[name="password"]').fill(user.password)
    await page.getByRole('button', { name: /^sign in$/i }).click()
    await page.getByLabel('Code').fill(code)
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    await expect(page.getByText('That code is not right, or was used already.')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login/)
    await context.close()
  })
})
