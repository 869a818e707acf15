import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { captureLogs, fakeContext, unreachable } from '../test-support/load-context'
import { loadNotFound } from './not-found.server'
import { NO_MENUS } from './use-public-layout'

const energy = { label: 'أنظمة الطاقة', to: '/solutions/energy-systems', children: [] }

let logs: ReturnType<typeof captureLogs>
beforeEach(() => {
  logs = captureLogs()
})
afterEach(() => logs.mockRestore())

describe('loadNotFound', () => {
  it('when a path is unknown, then the answer is a 404 with the contact details and company data', async () => {
    const result = await loadNotFound(
      fakeContext({
        navigation: () => Promise.resolve({ lang: 'en', menus: NO_MENUS }),
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
      navigation: () =>
        Promise.resolve({ lang: 'ar', menus: { ...NO_MENUS, solutions: [energy] } }),
      companySettings: () => Promise.resolve({ version: 'v', settings: [] }),
    })
    const contentApi = context.contentApi
    context.contentApi = (session, lang) => {
      asked.push(lang)
      return contentApi(session, lang)
    }
    const result = await loadNotFound(context, 'ar')
    expect(asked).toEqual(['ar'])
    expect(result.data.menus.solutions).toEqual([energy])
  })

  it('when content-api is down, then it is still a 404, with empty contact details', async () => {
    const result = await loadNotFound(
      fakeContext({ navigation: unreachable, companySettings: unreachable }),
    )
    expect(result.init?.status).toBe(404)
    expect(result.data.contact.address).toBe('')
  })
})
