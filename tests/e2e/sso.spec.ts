import { expectNoAxeViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { E2E_SSO } from './sso-provider.ts'

test.describe("single sign-on (the run's local OpenID provider)", () => {
  test('when the demo admin uses "Sign in with Falcon ID" on the login page, then the provider signs them in and they land in the admin', async ({
    page,
    stack,
  }) => {
    await page.goto(`${stack.webUrl}/admin/login`)
    const button = page.getByRole('link', { name: `Sign in with ${E2E_SSO.name}` })
    await expect(button).toBeVisible()
    await expect(page.getByText('or with your password')).toBeVisible()
    await expectNoAxeViolations(page)

    // the provider's development page asks for a web font and its own favicon: neither exists
    // here (no network), and neither is this site's to fix
    await page.route('https://fonts.googleapis.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
    )
    await page.route(
      (url) => url.pathname === '/favicon.ico' && url.origin !== stack.webUrl,
      (route) => route.fulfill({ status: 204 }),
    )
    await button.click()
    // the provider's own sign-in page (oidc-provider's development interaction)
    await expect(page).toHaveURL(/\/interaction\//)
    await page.locator('input[name="login"]').fill('demo.admin')
    await page.locator('input[name="password"]').fill('any password')
    await page.getByRole('button', { name: 'Sign-in' }).click()

    await expect(page).toHaveURL(`${stack.webUrl}/admin`)
    const cookies = await page.context().cookies()
    const session = cookies.find((c) => c.name === '__session')
    // no longer than the provider's ID token (an hour here), never the 30 days of "Remember me"
    expect(session?.expires).toBeGreaterThan(Date.now() / 1000)
    expect(session?.expires).toBeLessThanOrEqual(Date.now() / 1000 + 3600 + 5)
    expect(cookies.find((c) => c.name === '__sso_flow')).toBeUndefined()
  })

  test('when the callback arrives in a browser that started no sign-in, then the login page says to start again', async ({
    page,
    stack,
  }) => {
    await page.goto(`${stack.webUrl}/admin/login/sso/callback?code=stolen&state=guessed`)
    await expect(page).toHaveURL(`${stack.webUrl}/admin/login?sso=sso_flow_expired`)
    await expect(page.getByRole('alert')).toHaveText(
      'That sign-in could not be completed. Please start again.',
    )
    await expectNoAxeViolations(page)
  })
})
