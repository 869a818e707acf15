import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { captureLogs, fakeContext, unreachable } from '../test-support/load-context'
import { loadNotFound } from './not-found.server'

let logs: ReturnType<typeof captureLogs>
beforeEach(() => {
  logs = captureLogs()
})
afterEach(() => logs.mockRestore())

describe('loadNotFound', () => {
  it('when a path is unknown, then the answer is a 404 with the contact details and company data', async () => {
    const result = await loadNotFound(
      fakeContext({
        solutions: { list: () => Promise.resolve([]) },
        companySettings: () =>
          Promise.resolve({ version: 'v', settings: [{ key: 'address', value: 'Dubai' }] }),
      }),
    )
    expect(result.init?.status).toBe(404)
    expect(result.data.contact.address).toBe('Dubai')
    expect(result.data.organization).toMatchObject({ address: { streetAddress: 'Dubai' } })
  })

  it('when an Arabic path is unknown, then the navigation and contact details are read in Arabic', async () => {
    const asked: Array<string | undefined> = []
    const context = fakeContext({
      solutions: {
        list: () => Promise.resolve([{ slug: 'energy-systems', title: 'أنظمة الطاقة' }]),
      },
      companySettings: () => Promise.resolve({ version: 'v', settings: [] }),
    })
    const contentApi = context.contentApi
    context.contentApi = (session, lang) => {
      asked.push(lang)
      return contentApi(session, lang)
    }
    const result = await loadNotFound(context, 'ar')
    expect(asked).toEqual(['ar'])
    expect(result.data.solutionTitles).toEqual({ 'energy-systems': 'أنظمة الطاقة' })
  })

  it('when content-api is down, then it is still a 404, with empty contact details', async () => {
    const result = await loadNotFound(
      fakeContext({ solutions: { list: unreachable }, companySettings: unreachable }),
    )
    expect(result.init?.status).toBe(404)
    expect(result.data.contact.address).toBe('')
  })
})
