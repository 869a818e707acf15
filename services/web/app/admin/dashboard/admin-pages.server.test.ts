import { describe, expect, it } from 'vitest'
import { ContentApiError } from '@site/content-api/client'
import { fakeContext, thrownStatus } from '../../test-support/load-context'
import { adminNotFoundLoader, analyticsLoader } from './admin-pages.server'
import { loader as homeContentRedirect } from '../../routes/admin/dashboard-redirects'

const request = (path: string) =>
  new Request(`http://127.0.0.1:3000${path}`, { headers: { cookie: '__session=tok1' } })

const signedIn = (config: Record<string, unknown> = {}) => {
  const context = fakeContext({
    me: async () => ({ id: 'u2', email: 'e@example.com', name: 'Eli', role: 'editor' }),
  })
  return { ...context, config: { ...context.config, ...config } }
}
const signedOut = () =>
  fakeContext({ me: () => Promise.reject(new ContentApiError(401, 'unauthenticated', 'x')) })

describe('/admin/analytics loader', () => {
  it('when ANALYTICS_DASHBOARD_URL is set, then the page gets it to frame', async () => {
    const url = 'https://reports.example.com/embed/7'
    expect(
      await analyticsLoader(request('/admin/analytics'), signedIn({ analyticsDashboardUrl: url })),
    ).toEqual({
      dashboardUrl: url,
    })
  })

  it('when it is not set (or empty), then null: the page explains how to configure it', async () => {
    expect(await analyticsLoader(request('/admin/analytics'), signedIn())).toEqual({
      dashboardUrl: null,
    })
    expect(
      await analyticsLoader(request('/admin/analytics'), signedIn({ analyticsDashboardUrl: '' })),
    ).toEqual({ dashboardUrl: null })
  })

  it('when nobody is signed in, then it redirects to the login page', async () => {
    const thrown = await analyticsLoader(request('/admin/analytics'), signedOut()).catch(
      (e: unknown) => e,
    )
    expect((thrown as Response).status).toBe(302)
  })
})

describe('unknown admin paths', () => {
  it('when a signed-in user opens one, then 404 naming the path (shown inside the admin layout)', async () => {
    const promise = adminNotFoundLoader(request('/admin/nowhere/at-all'), signedIn())
    const thrown = (await promise.catch((e: unknown) => e)) as { data: { message: string } }
    expect(thrown.data.message).toMatch('/admin/nowhere/at-all')
    expect(await thrownStatus(adminNotFoundLoader(request('/admin/nowhere'), signedIn()))).toBe(404)
  })

  it('when nobody is signed in, then the login page comes first (admin paths are not public)', async () => {
    const thrown = await adminNotFoundLoader(request('/admin/nowhere'), signedOut()).catch(
      (e: unknown) => e,
    )
    expect((thrown as Response).headers.get('location')).toBe(
      '/admin/login?redirectTo=%2Fadmin%2Fnowhere',
    )
  })

  it('when /admin/home-content is opened, then it redirects permanently to /admin/home-contents', () => {
    const res = homeContentRedirect()
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/admin/home-contents')
  })
})
