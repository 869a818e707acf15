import { describe, expect, it } from 'vitest'
import { fakeContext, unreachable } from '../../test-support/load-context'
import { loginLoader } from './login.server'

const DEMO = { email: 'demo@falcongridworks.example', password: 'demo-falcon-gridworks' }

async function load(api: Record<string, unknown>, query = '', demoMode = true) {
  // single sign-on is off unless a test says otherwise
  const context = fakeContext({ ssoOptions: async () => ({ sso: null }), ...api })
  context.config = { ...context.config, demoMode }
  const request = new Request(`https://falcon.example/admin/login${query}`)
  const answer = (await loginLoader(request, context)) as unknown as {
    data: Record<string, unknown>
  }
  return answer.data
}

describe('sign-in page', () => {
  it('when demo mode is on, then the demo credentials come (the form fills in the e-mail) with how reset links are delivered', async () => {
    const data = await load({
      demoCredentials: async () => DEMO,
      passwordResetDelivery: async () => 'log',
    })
    expect(data).toMatchObject({
      demo: DEMO,
      resetDelivery: 'log',
      serviceDown: false,
      passwordChanged: false,
    })
  })

  it('when demo mode is off, then no demo credentials are asked for; when mail is off in production, the page says reset is unavailable', async () => {
    const data = await load({ passwordResetDelivery: async () => 'none' }, '', false)
    expect(data).toMatchObject({ demo: null, resetDelivery: 'none', serviceDown: false })
  })

  it('when content-api is down, then the page says so and still offers "Forgot password?" (delivery unknown)', async () => {
    const data = await load({ demoCredentials: unreachable, passwordResetDelivery: unreachable })
    expect(data).toMatchObject({ demo: null, resetDelivery: null, serviceDown: true })
  })

  it('when a password reset just finished, then the page says the new password is set', async () => {
    const data = await load(
      { demoCredentials: async () => DEMO, passwordResetDelivery: async () => 'email' },
      '?reset=done',
    )
    expect(data.passwordChanged).toBe(true)
  })

  it('when single sign-on is configured, then the page offers it; content-api down, it offers none', async () => {
    const sso = { name: 'Falcon ID', only: false }
    const data = await load(
      { ssoOptions: async () => ({ sso }), passwordResetDelivery: async () => 'email' },
      '',
      false,
    )
    expect(data).toMatchObject({ sso, ssoProblem: null })
    const down = await load(
      { ssoOptions: unreachable, passwordResetDelivery: unreachable },
      '',
      false,
    )
    expect(down).toMatchObject({ sso: null })
  })

  it('when single sign-on came back refused, then the page says why, in a sentence of the catalogue only', async () => {
    const load403 = (code: string) =>
      load(
        { passwordResetDelivery: async () => 'email' },
        `?sso=${encodeURIComponent(code)}`,
        false,
      )
    expect((await load403('sso_unknown_user')).ssoProblem).toBe('login.sso.noAccount')
    expect((await load403('sso_state_mismatch')).ssoProblem).toBe('login.sso.startAgain')
    expect((await load403('<script>')).ssoProblem).toBeNull()
  })
})
