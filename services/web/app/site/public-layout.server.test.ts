import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { captureLogs, fakeContext, solution, unreachable } from '../test-support/load-context'
import { loadPublicLayout } from './public-layout.server'

let logs: ReturnType<typeof captureLogs>
beforeEach(() => {
  logs = captureLogs()
})
afterEach(() => logs.mockRestore())

describe('loadPublicLayout', () => {
  it('when content-api answers, then titles, contact details and the company JSON-LD are loaded', async () => {
    const result = await loadPublicLayout(
      fakeContext({
        solutions: { list: () => Promise.resolve([solution('energy-systems')]) },
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
    expect(result.solutionTitles).toEqual({ 'energy-systems': 'energy-systems' })
    expect(result.contact.mainPhone).toBe('+971 4 1')
    expect(result.organization).toMatchObject({
      telephone: '+971 4 1',
      url: 'https://falcon.example/',
    })
  })

  it('when content-api is down, then the chrome still gets fallbacks (the page itself answers 503)', async () => {
    const result = await loadPublicLayout(
      fakeContext({ solutions: { list: unreachable }, companySettings: unreachable }),
    )
    expect(result.solutionTitles).toEqual({})
    expect(result.contact.mainPhone).toBe('')
    expect(result.organization).toMatchObject({ name: 'Falcon Gridworks' })
    expect(result.organization).not.toHaveProperty('geo')
    expect(String(logs.mock.calls[0]?.[0])).toContain('content_read_failed')
  })
})
