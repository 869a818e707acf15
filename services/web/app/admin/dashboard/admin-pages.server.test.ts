import { describe, expect, it } from 'vitest'
import { ContentApiError } from '@site/contract/client'
import { fakeContext, thrownStatus, unreachable } from '../../test-support/load-context'
import { UNREACHABLE_MESSAGE } from '../api-errors'
import { otherLabels, type AnalyticsSummary } from '../analytics/summary'
import { adminI18n } from '../i18n/admin-i18n'
import { summaryFixture } from '../analytics/summary.fixture'
import { adminNotFoundLoader, analyticsExportLoader, analyticsLoader } from './admin-pages.server'
import { loader as homeContentRedirect } from '../../routes/admin/dashboard-redirects'

const en = adminI18n('en')

const request = (path: string) =>
  new Request(`http://127.0.0.1:3000${path}`, { headers: { cookie: '__session=tok1' } })

const signedIn = (config: Record<string, unknown> = {}, api: Record<string, unknown> = {}) => {
  const context = fakeContext({
    me: async () => ({ id: 'u2', email: 'e@example.com', name: 'Eli', role: 'editor' }),
    ...api,
  })
  return { ...context, config: { ...context.config, ...config } }
}
const signedOut = () =>
  fakeContext({ me: () => Promise.reject(new ContentApiError(401, 'unauthenticated', 'x')) })

describe('/admin/analytics loader', () => {
  const withSummary = (
    summary: (days: number) => Promise<AnalyticsSummary>,
    config: Record<string, unknown> = {},
  ) => {
    const asked: number[] = []
    const context = signedIn(config, {
      analytics: {
        summary: (days: number) => {
          asked.push(days)
          return summary(days)
        },
      },
    })
    return { context, asked }
  }

  it('when no days are asked, then the last 30 days are read and returned with the dashboard', async () => {
    const url = 'https://reports.example.com/embed/7'
    const { context, asked } = withSummary(async () => summaryFixture({ days: 30 }), {
      analyticsDashboardUrl: url,
    })
    const data = await analyticsLoader(request('/admin/analytics'), context)
    expect(asked).toEqual([30])
    expect(data).toMatchObject({ days: 30, error: null, dashboardUrl: url, provider: null })
    expect(data.summary?.pageviews).toBe(42)
  })

  it('when 7 or 90 days are asked, then that period is read; any other value reads 30', async () => {
    const { context, asked } = withSummary(async (days) =>
      summaryFixture({ days: days as AnalyticsSummary['days'] }),
    )
    for (const q of ['7', '90', '365', 'x', '-7', ''])
      await analyticsLoader(request(`/admin/analytics?days=${q}`), context)
    expect(asked).toEqual([7, 90, 30, 30, 30, 30])
  })

  it('when the dashboard is not set (or empty), then null: the page explains how to configure it', async () => {
    const { context } = withSummary(async () => summaryFixture(), { analyticsDashboardUrl: '' })
    expect((await analyticsLoader(request('/admin/analytics'), context)).dashboardUrl).toBeNull()
  })

  it('when content-api is down, then the page still loads, saying why there are no figures', async () => {
    const { context } = withSummary(unreachable)
    const data = await analyticsLoader(request('/admin/analytics'), context)
    expect(data.summary).toBeNull()
    expect(data.error).toBe(UNREACHABLE_MESSAGE)
  })

  it('when nobody is signed in, then it redirects to the login page before reading anything', async () => {
    const thrown = await analyticsLoader(request('/admin/analytics'), signedOut()).catch(
      (e: unknown) => e,
    )
    expect((thrown as Response).status).toBe(302)
  })
})

// Response.text() drops a byte-order mark: read the bytes as they are sent
const withBom = async (res: Response) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer())

describe('/admin/analytics/export/<table>', () => {
  const context = (summary: () => Promise<AnalyticsSummary>) =>
    signedIn({}, { analytics: { summary } })

  it('when a table is exported, then it is CSV of the same summary, formula cells neutralised', async () => {
    const res = await analyticsExportLoader(
      request('/admin/analytics/export/referrers?days=7'),
      context(async () => summaryFixture()),
      'referrers',
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="analytics-referrers-2026-11-20-to-2026-11-26.csv"',
    )
    expect(await withBom(res)).toBe(
      '\ufeffSite,Page views\r\nwww.google.com,9\r\n"\'=HYPERLINK(""http://evil.example"")",1\r\n',
    )
  })

  it('when the campaigns or languages are exported, then their columns are named and values readable', async () => {
    const campaigns = await analyticsExportLoader(
      request('/admin/analytics/export/campaigns'),
      context(async () => summaryFixture()),
      'campaigns',
    )
    expect(await withBom(campaigns)).toBe(
      '\ufeffSource,Medium,Campaign,Page views\r\nnewsletter,email,"spring, 2026",6\r\n',
    )
    const languages = await analyticsExportLoader(
      request('/admin/analytics/export/languages'),
      context(async () => summaryFixture()),
      'languages',
    )
    expect(await withBom(languages)).toBe(
      '\ufeffLanguage,Page views\r\nEnglish,32\r\nArabic,10\r\n',
    )
  })

  it('when views were folded into "other", then the export ends with a row named for people', async () => {
    const res = await analyticsExportLoader(
      request('/admin/analytics/export/pages'),
      context(async () => summaryFixture({ other: { pages: 20_000, referrers: 0, campaigns: 3 } })),
      'pages',
    )
    expect((await withBom(res)).split('\r\n').slice(-2)).toEqual([
      `${en.t(otherLabels.pages)},20000,`,
      '',
    ])
    const referrers = await analyticsExportLoader(
      request('/admin/analytics/export/referrers'),
      context(async () => summaryFixture({ other: { pages: 20_000, referrers: 0, campaigns: 3 } })),
      'referrers',
    )
    expect(await withBom(referrers)).not.toContain('Other') // none folded: no row
  })

  it('when the table is unknown, then 404', async () => {
    const res = await analyticsExportLoader(
      request('/admin/analytics/export/secrets'),
      context(async () => summaryFixture()),
      'secrets',
    )
    expect(res.status).toBe(404)
  })

  it('when content-api is down, then 503 with a message, not a broken file', async () => {
    const res = await analyticsExportLoader(
      request('/admin/analytics/export/pages'),
      context(unreachable),
      'pages',
    )
    expect(res.status).toBe(503)
    expect(await res.text()).toMatch(/^The export failed: The content service is not reachable/)
  })

  it('when nobody is signed in, then it redirects to the login page', async () => {
    const thrown = await analyticsExportLoader(
      request('/admin/analytics/export/pages'),
      signedOut(),
      'pages',
    ).catch((e: unknown) => e)
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
