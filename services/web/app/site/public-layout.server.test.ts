import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { captureLogs, fakeContext, unreachable } from '../test-support/load-context'
import { loadPublicLayout } from './public-layout.server'
import { NO_MENUS } from './use-public-layout'

const home = { label: 'Home', to: '/', children: [] }

let logs: ReturnType<typeof captureLogs>
beforeEach(() => {
  logs = captureLogs()
})
afterEach(() => logs.mockRestore())

describe('loadPublicLayout', () => {
  it('when content-api answers, then the menus, contact details and the company JSON-LD are loaded', async () => {
    const result = await loadPublicLayout(
      fakeContext({
        navigation: () => Promise.resolve({ lang: 'en', menus: { ...NO_MENUS, header: [home] } }),
        companySettings: () =>
          Promise.resolve({
            version: 'v',
            settings: [
              { key: 'main_phone', value: '+971 4 1' },
              { key: 'map_lat', value: 25.18 },
              { key: 'map_lang', value: 55.26 },
            ],
          }),
      }),
    )
    expect(result.menus).toEqual({ header: [home], actions: [], footer: [], solutions: [] })
    expect(result.contact.mainPhone).toBe('+971 4 1')
    expect(result.organization).toMatchObject({
      telephone: '+971 4 1',
      url: 'https://falcon.example/',
    })
  })

  it('when content-api is down, then the chrome still gets fallbacks (the page itself answers 503)', async () => {
    const result = await loadPublicLayout(
      fakeContext({ navigation: unreachable, companySettings: unreachable }),
    )
    // the main pages of the registry, so the 503 page still leads somewhere
    expect(result.menus.header.map((i) => [i.label, i.to])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Solutions', '/solutions'],
      ['Products', '/products'],
      ['Sectors', '/sectors'],
    ])
    expect(result.menus.solutions).toEqual([])
    // and the way to write to the company
    expect(result.menus.actions.map((i) => [i.label, i.to])).toEqual([['Contact', '/contact']])
    expect(result.contact.mainPhone).toBe('')
    expect(result.organization).toMatchObject({ name: 'Falcon Gridworks' })
    expect(result.organization).not.toHaveProperty('geo')
    expect(String(logs.mock.calls[0]?.[0])).toContain('content_read_failed')
  })
})
