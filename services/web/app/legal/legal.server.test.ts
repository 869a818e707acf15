import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  captureLogs,
  fakeContext,
  serverError,
  thrownStatus,
  unreachable,
} from '../test-support/load-context'
import { loadLegalCompany } from './legal.server'

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
})
