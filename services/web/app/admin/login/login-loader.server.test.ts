import { describe, expect, it } from 'vitest'
import { fakeContext, unreachable } from '../../test-support/load-context'
import { loginLoader } from './login.server'

const DEMO = { email: 'demo@falcongridworks.example', password: 'demo-falcon-gridworks' }

async function load(api: Record<string, unknown>, query = '', demoMode = true) {
  const context = fakeContext(api)
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
})
