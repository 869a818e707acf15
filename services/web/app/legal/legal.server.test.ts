import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  captureLogs,
  fakeContext,
  serverError,
  thrownStatus,
  unreachable,
} from '../test-support/load-context'
import { loadLegalCompany, loadLegalPage, privacyAnalyticsOf } from './legal.server'

let logs: ReturnType<typeof captureLogs>
beforeEach(() => {
  logs = captureLogs()
})
afterEach(() => logs.mockRestore())

describe('loadLegalCompany (terms, privacy policy)', () => {
  it('when company settings are read, then name, address, phone and e-mail come from them', async () => {
    const result = await loadLegalCompany(
      fakeContext({
        companySettings: () =>
          Promise.resolve({
            version: 'v1',
            settings: [
              { key: 'company_name', value: 'Falcon Gridworks LLC' },
              { key: 'address', value: 'Business Bay, Dubai' },
              { key: 'main_phone', value: '+971 4 000 0100' },
              { key: 'main_email', value: 'info@falcon.example' },
            ],
          }),
      }),
    )
    expect(result.company).toEqual({
      name: 'Falcon Gridworks LLC',
      address: 'Business Bay, Dubai',
      phone: '+971 4 000 0100',
      email: 'info@falcon.example',
    })
  })

  it('when the company name is not set, then the brand name is used', async () => {
    const result = await loadLegalCompany(
      fakeContext({ companySettings: () => Promise.resolve({ version: 'v1', settings: [] }) }),
    )
    expect(result.company.name).toBe('Falcon Gridworks')
  })

  it('when the page is Arabic, then the settings are read in Arabic and an unset name is the Arabic brand', async () => {
    const asked: Array<string | undefined> = []
    const context = fakeContext({
      companySettings: () =>
        Promise.resolve({ version: 'v1', settings: [{ key: 'address', value: 'دبي' }] }),
    })
    const contentApi = context.contentApi
    context.contentApi = (session, lang) => {
      asked.push(lang)
      return contentApi(session, lang)
    }
    const result = await loadLegalCompany(context, 'ar')
    expect(asked).toEqual(['ar'])
    expect(result.company).toMatchObject({ name: 'فالكون غريدووركس', address: 'دبي' })
  })

  it('when content-api cannot be reached or fails, then the page answers 503 rather than naming nobody', async () => {
    expect(
      await thrownStatus(loadLegalCompany(fakeContext({ companySettings: unreachable }))),
    ).toBe(503)
    expect(
      await thrownStatus(loadLegalCompany(fakeContext({ companySettings: serverError }))),
    ).toBe(503)
  })

  it('when the page text cannot be read, then the legal page answers 503 rather than showing no text', async () => {
    const context = fakeContext({
      getPage: serverError,
      companySettings: () => Promise.resolve({ version: 'v1', settings: [] }),
    })
    expect(await thrownStatus(loadLegalPage(context, '/fr/terms', 'fr'))).toBe(503)
  })

  it('when a legal page is read, then its page-registry entry is asked for in the language of its path', async () => {
    const asked: Array<[string | undefined, unknown]> = []
    const context = fakeContext({
      getPage: (page: string) => {
        asked.push([undefined, page])
        return Promise.resolve({
          page,
          version: 'v',
          lang: 'ar',
          missing: [],
          sections: [
            {
              key: 'legal',
              label: 'legal',
              fields: [{ key: 'body', value: '## أ\n\nنص' }],
            },
          ],
        })
      },
      companySettings: () => Promise.resolve({ version: 'v1', settings: [] }),
    })
    const contentApi = context.contentApi
    context.contentApi = (session, lang) => {
      asked.push([lang, 'client'])
      return contentApi(session, lang)
    }
    const result = await loadLegalPage(context, '/ar/privacy-policy.html', 'ar')
    expect(result.page).toBe('privacy')
    expect(result.sections).toEqual([{ heading: 'أ', body: 'نص' }])
    expect(asked).toContainEqual([undefined, 'privacy'])
    expect(asked.filter(([lang]) => lang !== undefined).every(([lang]) => lang === 'ar')).toBe(true)
  })
})

describe('privacyAnalyticsOf', () => {
  it('when web is configured, then the page states its retention and provider (400 days and none by default)', () => {
    const context = fakeContext({})
    expect(privacyAnalyticsOf(context.config)).toEqual({ retentionDays: 400, provider: null })
    expect(
      privacyAnalyticsOf({
        ...context.config,
        analyticsRetentionDays: 90,
        analyticsProvider: { provider: 'ga4', siteId: 'G-1' },
      }),
    ).toEqual({ retentionDays: 90, provider: 'ga4' })
  })
})
