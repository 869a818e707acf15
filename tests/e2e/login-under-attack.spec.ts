import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

const stamp = Date.now().toString(36)
/** An admin of this spec's own, so the attack on it slows no other spec's sign-in. */
const admin = {
  name: 'Ada Attacked',
  email: `ada-${stamp}@example.com`,
  password: 'ada signs in from her laptop',
  role: 'admin',
}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

/** Adds the attacked admin through content-api, signed in as the demo admin. */
async function createAdmin(contentApiUrl: string) {
  const demo = (await (await fetch(`${contentApiUrl}/api/auth/demo`)).json()) as {
    email: string
    password: string
  }
  const login = await postJson(`${contentApiUrl}/api/auth/login`, demo)
  const { token } = (await login.json()) as { token: string }
  const created = await postJson(`${contentApiUrl}/api/users`, admin, {
    authorization: `Bearer ${token}`,
  })
  expect(created.status).toBe(201)
}

/**
 * Four loops posting wrong passwords for the admin's e-mail straight to content-api (web does
 * not trust X-Forwarded-For in this stack; content-api does from loopback), each request from a
 * new address, until stopped. The attack runs for as long as the test needs it rather than for a
 * number of requests: refusals are answered in a millisecond, so a fixed count ran out within
 * seconds on a fast machine and the account's wait stopped growing. A short pause between tries
 * keeps the loops from starving the admin's browser of the machine's two cores.
 */
function distributedAttack(contentApiUrl: string) {
  let running = true
  const statuses: number[] = []
  let latestRetryAfter = 0
  const loops = Array.from({ length: 4 }, async (_, thread) => {
    for (let i = 0; running; i++) {
      const res = await postJson(
        `${contentApiUrl}/api/auth/login`,
        { email: admin.email, password: `guess ${thread}-${i}` },
        { 'x-forwarded-for': `10.${thread}.${(i >> 8) & 255}.${i & 255}` },
      )
      statuses.push(res.status)
      if (res.status === 429) latestRetryAfter = Number(res.headers.get('retry-after'))
      await res.body?.cancel()
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
  })
  return {
    statuses,
    latestRetryAfter: () => latestRetryAfter,
    async stop() {
      running = false
      await Promise.all(loops)
    },
  }
}

async function signIn(page: Page, webUrl: string) {
  await page.goto(`${webUrl}/admin/login`)
  await page.getByLabel('Email address').fill(admin.email)
  await page.locator('input[name="password"]').fill(admin.password)
  await page.getByRole('button', { name: /^sign in$/i }).click()
}

async function deviceCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === '__device')
}

test('when strangers attack the admin account from many addresses, then the admin signs in from a browser used before every time, and a new browser is told how long to wait', async ({
  page,
  browser,
  stack,
}) => {
  test.setTimeout(120_000)
  await createAdmin(stack.contentApiUrl)

  // The admin signs in once in this browser, which keeps the device cookie after signing out.
  await signIn(page, stack.webUrl)
  await expect(page).toHaveURL(`${stack.webUrl}/admin`)
  expect(await deviceCookie(page.context())).toMatchObject({ httpOnly: true, path: '/admin' })
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(`${stack.webUrl}/admin/login`)
  expect(await deviceCookie(page.context())).toBeDefined()

  const attack = distributedAttack(stack.contentApiUrl)
  try {
    // the account is under attack once strangers are being told to wait
    await expect.poll(() => attack.statuses.filter((s) => s === 429).length).toBeGreaterThan(20)

    let signedIn = 0
    for (let i = 0; i < 5; i++) {
      await signIn(page, stack.webUrl)
      await expect(page).toHaveURL(`${stack.webUrl}/admin`)
      signedIn++
      await page.getByRole('button', { name: 'Logout' }).click()
      await expect(page).toHaveURL(`${stack.webUrl}/admin/login`)
    }
    expect(signedIn).toBe(5)

    // A new browser waits with the strangers: once their next slot is seconds away, it is
    // refused with the time to wait, which is bounded.
    await expect
      .poll(() => attack.latestRetryAfter(), { timeout: 40_000 })
      .toBeGreaterThanOrEqual(10)
    const fresh = await browser.newContext()
    const freshPage = await fresh.newPage()
    await signIn(freshPage, stack.webUrl)
    const alert = freshPage.getByRole('alert')
    await expect(alert).toHaveText(/^Too many attempts\. Try again in \d+ minutes?\.$/)
    const minutes = Number(/in (\d+) minute/.exec((await alert.textContent()) ?? '')?.[1])
    expect(minutes).toBeGreaterThanOrEqual(1)
    expect(minutes).toBeLessThanOrEqual(15)
    await expect(freshPage).toHaveURL(`${stack.webUrl}/admin/login`)
    await fresh.close()
  } finally {
    await attack.stop()
  }
  // the strangers were held back: most of their tries never reached a password check
  const checked = attack.statuses.filter((s) => s === 401).length
  expect(attack.statuses.filter((s) => s === 429).length).toBeGreaterThan(checked)
})
