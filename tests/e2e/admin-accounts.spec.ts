import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { startStack, type Stack } from '../support/stack.ts'
import { expectNoAxeViolations } from './axe.ts'
import { expect, gotoAndSettle, test } from './fixtures.ts'
import { collectionKeys, pageKeys } from '@site/contract'

const stamp = Date.now().toString(36)
const editor = {
  name: 'Erin Editor',
  email: `erin-${stamp}@example.com`,
  first: 'first password for erin',
  own: 'erin chose this password',
  reset: 'admin reset this password',
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

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' })
/** Opens one of the admin menu's groups (one is open at a time), so its entries are in sight. */
const openNavGroup = (page: Page, label: string) =>
  adminNav(page).locator('summary', { hasText: label }).click()

test.describe.serial('users, roles and sessions', () => {
  test('when an admin adds an editor, then the editor signs in, has no Users menu and /admin/users is forbidden', async ({
    page,
    stack,
    loginAsEditor,
    browser,
  }) => {
    await loginAsEditor() // the demo admin
    await openNavGroup(page, 'People')
    await expect(adminNav(page).getByRole('link', { name: 'Users' })).toBeVisible()
    await gotoAndSettle(page, `${stack.webUrl}/admin/users`)
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('textbox', { name: 'Name' }).fill(editor.name)
    await page.getByRole('textbox', { name: 'E-mail' }).fill(editor.email)
    await page.getByRole('combobox', { name: 'Role' }).selectOption('editor')
    await page.getByLabel('Initial password').fill(editor.first)
    await page.getByRole('button', { name: 'Add user' }).click()
    await expect(
      page.getByRole('status').getByText(`${editor.name} can now sign in as editor.`),
    ).toBeVisible()
    await expect(page.getByText(editor.email)).toBeVisible()

    const { context, page: editorPage } = await signIn(
      browser,
      stack.webUrl,
      editor.email,
      editor.first,
    )
    await expect(adminNav(editorPage).getByRole('link', { name: 'Dashboard' })).toBeVisible()
    // the People group open, with the editor's own account in it but no Users
    await openNavGroup(editorPage, 'People')
    await expect(adminNav(editorPage).getByRole('link', { name: 'My Account' })).toBeVisible()
    await expect(adminNav(editorPage).getByRole('link', { name: 'Users' })).toHaveCount(0)
    const res = await editorPage.goto(`${stack.webUrl}/admin/users`)
    expect(res?.status()).toBe(403)
    await expect(editorPage.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible()
    await expect(adminNav(editorPage)).toBeVisible() // inside the admin layout
    await expectNoAxeViolations(editorPage)
    await context.close()
  })

  test('when the editor changes their password and the admin then resets it, then each time only the newest works and old sessions end', async ({
    page,
    stack,
    loginAsEditor,
    browser,
  }) => {
    const first = await signIn(browser, stack.webUrl, editor.email, editor.first)
    await gotoAndSettle(first.page, `${stack.webUrl}/admin/account`)
    await expect(first.page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible()
    await expectNoAxeViolations(first.page)
    await first.page.getByLabel('Current password').fill(editor.first)
    await first.page.locator('input[name="newPassword"]').fill(editor.own)
    await first.page.getByLabel('New password again').fill(editor.own)
    await first.page.getByRole('button', { name: 'Change password' }).click()
    await expect(first.page.getByText(/Your password was changed/)).toBeVisible()

    // the admin resets it: the editor's browser is signed out on its next request
    await loginAsEditor()
    await gotoAndSettle(page, `${stack.webUrl}/admin/users`)
    await page.getByRole('button', { name: `Reset password of ${editor.name}` }).click()
    const dialog = page.getByRole('dialog', { name: `Reset ${editor.name}'s password` })
    await dialog.getByLabel('New password').fill(editor.reset)
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Set password' }).click()
    await expect(page.getByText(/has a new password; their sessions were signed out/)).toBeVisible()

    await first.page.goto(`${stack.webUrl}/admin/account`)
    await expect(first.page).toHaveURL(/\/admin\/login/)
    await first.context.close()

    const wrong = await browser.newContext()
    const wrongPage = await wrong.newPage()
    await wrongPage.goto(`${stack.webUrl}/admin/login`)
    await wrongPage.getByLabel('Email address').fill(editor.email)
    await wrongPage.locator('input[name="password"]').fill(editor.own)
    await wrongPage.getByRole('button', { name: /^sign in$/i }).click()
    await expect(wrongPage.getByText('Invalid email or password. Please try again.')).toBeVisible()
    await wrong.close()
    const again = await signIn(browser, stack.webUrl, editor.email, editor.reset)
    await again.context.close()
  })

  test('when a user revokes another of their sessions, then that browser is signed out on its next request; revoking this one signs out here', async ({
    stack,
    browser,
  }) => {
    const laptop = await signIn(browser, stack.webUrl, editor.email, editor.reset)
    const phone = await signIn(browser, stack.webUrl, editor.email, editor.reset)

    await gotoAndSettle(laptop.page, `${stack.webUrl}/admin/account`)
    const sessions = laptop.page.getByTestId('session')
    expect(await sessions.count()).toBeGreaterThanOrEqual(2)
    await expect(sessions.filter({ hasText: 'This browser' })).toHaveCount(1)
    await expect(sessions.first()).toContainText(/Chrome|Chromium|HeadlessChrome/)

    // the newest other session is the phone's (sessions are newest first)
    const other = sessions.filter({ hasNotText: 'This browser' }).first()
    await other.getByRole('button', { name: /^Sign out/ }).click()
    await laptop.page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click()
    await expect(laptop.page.getByText('The session was signed out.')).toBeVisible()

    await phone.page.goto(`${stack.webUrl}/admin`)
    await expect(phone.page).toHaveURL(/\/admin\/login/)

    await sessions
      .filter({ hasText: 'This browser' })
      .getByRole('button', { name: 'Sign out here' })
      .click()
    await laptop.page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click()
    await expect(laptop.page).toHaveURL(`${stack.webUrl}/admin/login`)
    await laptop.page.goto(`${stack.webUrl}/admin`)
    await expect(laptop.page).toHaveURL(/\/admin\/login/)
    await laptop.context.close()
    await phone.context.close()
  })

  test('when the admin removes the editor (with confirmation), then the editor can no longer sign in', async ({
    page,
    stack,
    loginAsEditor,
    browser,
  }) => {
    await loginAsEditor()
    await gotoAndSettle(page, `${stack.webUrl}/admin/users`)
    await page.getByRole('button', { name: `Remove ${editor.name}` }).click()
    const dialog = page.getByRole('dialog', { name: `Remove ${editor.name}?` })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByText(editor.email)).toBeVisible()
    await page.getByRole('button', { name: `Remove ${editor.name}` }).click()
    await dialog.getByRole('button', { name: 'Remove user' }).click()
    await expect(page.getByText(`${editor.name} was removed and signed out.`)).toBeVisible()
    await expect(page.getByText(editor.email)).toHaveCount(0)

    const gone = await browser.newContext()
    const gonePage = await gone.newPage()
    await gonePage.goto(`${stack.webUrl}/admin/login`)
    await gonePage.getByLabel('Email address').fill(editor.email)
    await gonePage.locator('input[name="password"]').fill(editor.reset)
    await gonePage.getByRole('button', { name: /^sign in$/i }).click()
    await expect(gonePage.getByText('Invalid email or password. Please try again.')).toBeVisible()
    await gone.close()
  })

  test("when the admin opens the audit log, then the editor's story is there in words, filters keep to the URL and the CSV holds the same", async ({
    page,
    stack,
    loginAsEditor,
  }) => {
    await loginAsEditor()
    await openNavGroup(page, 'People')
    await adminNav(page).getByRole('link', { name: 'Audit log' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
    const rows = page.getByRole('row')
    const about = (event: string, text: string) =>
      rows
        // the event's cell starts with its name (a sign-in's way in follows it)
        .filter({ has: page.getByRole('cell', { name: new RegExp(`^${event}`) }) })
        .filter({ hasText: text })
    await expect(about('User added', editor.email)).toHaveCount(1)
    await expect(about('User removed', editor.email)).toHaveCount(1)
    // the old passwords' and the removed editor's tries: refused, with the reason in words
    await expect(
      about('Sign-in', editor.email)
        .filter({ hasText: 'Failed: Wrong e-mail address or password' })
        .first(),
    ).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('combobox', { name: 'Event' }).selectOption({ label: 'Password changed' })
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/[?&]type=password-changed/)
    await expect(rows.filter({ hasText: editor.name })).toHaveCount(1)
    await expect(page.getByRole('cell', { name: 'User added', exact: true })).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Event' })).toHaveValue('password-changed')

    const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')
    expect(href).toBe('/admin/audit/export.csv?type=password-changed')
    const csv = await page.request.get(`${stack.webUrl}${href}`)
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8')
    const bytes = await csv.body()
    // a byte-order mark first, so spreadsheet programs read the UTF-8 (Arabic names) as such
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n')
    expect(lines[0]).toBe(
      'When,Event,How,Outcome,Who,Target,Reason,Address,Device,User agent,Request id',
    )
    expect(lines.slice(1).every((line) => line.includes(',Password changed,,Succeeded,'))).toBe(
      true,
    )
    expect(lines.some((line) => line.includes(editor.email))).toBe(true)
  })
})

test.describe('dashboard and admin pages', () => {
  test('when an admin opens the dashboard, then every collection shows its real count, with activity and quick actions', async ({
    page,
    stack,
    loginAsEditor,
  }) => {
    await loginAsEditor()
    await gotoAndSettle(page, `${stack.webUrl}/admin`)
    const filesIn = (dir: string) =>
      readdirSync(path.join(stack.contentDir, dir)).filter((f) => /\.(md|json)$/.test(f)).length
    for (const key of [
      'solutions',
      'products',
      'sectors',
      'partners',
      'clients',
      'about-sections',
    ]) {
      await expect(page.getByTestId(`count-${key}`)).toContainText(String(filesIn(key)))
    }
    await expect(page.getByTestId('count-messages')).toBeVisible()
    const activity = page.getByRole('region', { name: 'Recent Activity' }).getByRole('listitem')
    expect(await activity.count()).toBeGreaterThan(0)
    const quick = page.getByRole('region', { name: 'Quick Actions' }).getByRole('link')
    // every collection, every page, Company Info and Messages
    await expect(quick).toHaveCount(collectionKeys.length + pageKeys.length + 2)
    await expect(page.getByRole('region', { name: 'Content problems' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('when an unknown admin path is opened, then a 404 shows inside the admin layout', async ({
    page,
    stack,
    loginAsEditor,
  }) => {
    await loginAsEditor()
    const res = await page.goto(`${stack.webUrl}/admin/no-such-page`)
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(adminNav(page)).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Back to Dashboard' }).click()
    await expect(page).toHaveURL(`${stack.webUrl}/admin`)

    await page.goto(`${stack.webUrl}/admin/home-content`)
    await expect(page).toHaveURL(`${stack.webUrl}/admin/home-contents`)
  })

  test('when no analytics dashboard is configured, then the page says how to configure it', async ({
    page,
    stack,
    loginAsEditor,
  }) => {
    await loginAsEditor()
    await gotoAndSettle(page, `${stack.webUrl}/admin/analytics`)
    await expect(
      page.getByRole('heading', { name: 'An external reporting dashboard (optional)' }),
    ).toBeVisible()
    await expect(page.getByText('ANALYTICS_DASHBOARD_URL')).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
    await expectNoAxeViolations(page)
  })
})

test.describe('analytics with a configured dashboard', () => {
  let configured: Stack
  const dashboardUrl = 'https://reports.example.com/embed/site?id=7'
  test.beforeAll(async () => {
    configured = await startStack({ env: { ANALYTICS_DASHBOARD_URL: dashboardUrl } })
  })
  test.afterAll(async () => {
    await configured?.stop()
  })

  test('when ANALYTICS_DASHBOARD_URL is set, then the dashboard is framed with a title and CSP allows exactly its origin and the site', async ({
    page,
  }) => {
    // the "reporting service": answered here, so the test needs no internet
    await page.route('https://reports.example.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Report</title><h1>Visits this week</h1></html>',
      }),
    )
    await page.goto(`${configured.webUrl}/admin/login`)
    await page.getByRole('button', { name: 'Auto-fill' }).click()
    await page.getByRole('button', { name: /^sign in$/i }).click()
    await expect(page).toHaveURL(`${configured.webUrl}/admin`)

    const res = await page.goto(`${configured.webUrl}/admin/analytics`)
    const csp = res?.headers()['content-security-policy'] ?? ''
    // the report's origin, and this site itself (the editors' live preview)
    expect(csp.split('; ').find((d) => d.startsWith('frame-src'))).toBe(
      "frame-src 'self' https://reports.example.com",
    )
    const frame = page.frameLocator('iframe[title="Site analytics dashboard"]')
    await expect(frame.getByRole('heading', { name: 'Visits this week' })).toBeVisible()
    await expectNoAxeViolations(page, {
      // the framed report is a third party's page, not ours
      exclude: ['iframe'],
    })
  })
})
