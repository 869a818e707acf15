import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ActivityEntry } from '../schemas/index.js'
import { createHttp } from '../test-support/http.js'
import { startTestApi, TEST_ADMIN } from '../test-support/test-repo.js'

let api: Awaited<ReturnType<typeof startTestApi>>
let http: ReturnType<typeof createHttp>
let token: string
beforeEach(async () => {
  api = await startTestApi()
  http = createHttp(`${api.url}/api`)
  token = await api.login()
})
afterEach(() => api.close())

describe('recent activity', () => {
  it('when an editor saves, then the newest entry names them, the record and the time', async () => {
    const { body } = await http.get<{ version: string }>('/partners/voltline', token)
    await http.patch(
      '/partners/voltline',
      { version: body.version, description: 'New words' },
      token,
    )
    const settings = await http.get<{ version: string }>('/company-settings')
    await http.post(
      '/company-settings',
      { version: settings.body.version, values: { main_phone: '+971 4 999 9999' } },
      token,
    )

    const res = await http.get<{ activity: ActivityEntry[] }>('/activity?limit=2', token)
    expect(res.status).toBe(200)
    expect(res.body.activity).toHaveLength(2)
    const [newest, previous] = res.body.activity
    expect(newest).toMatchObject({
      author: { name: TEST_ADMIN.name, email: TEST_ADMIN.email },
      changes: [{ kind: 'settings', file: 'settings/company.json' }],
    })
    expect(previous?.changes).toEqual([
      { kind: 'record', collection: 'partners', slug: 'voltline', file: 'partners/voltline.json' },
    ])
    expect(Date.now() - Date.parse(previous?.date ?? '')).toBeLessThan(60_000)
    expect(previous?.commit).toMatch(/^[0-9a-f]{40}$/)
  })

  it('when no limit is given, then the seed commit is listed with every file it added', async () => {
    const res = await http.get<{ activity: ActivityEntry[] }>('/activity', token)
    expect(res.body.activity).toHaveLength(1)
    const kinds = new Set(res.body.activity[0]?.changes.map((c) => c.kind))
    expect([...kinds].sort()).toEqual(['media', 'page', 'record', 'settings'])
  })

  it('when the limit is not a number from 1 to 50, then 400 names it', async () => {
    for (const limit of ['0', '51', 'abc', '2.5']) {
      const res = await http.get<{ error: { fields: Record<string, string> } }>(
        `/activity?limit=${limit}`,
        token,
      )
      expect(res.status).toBe(400)
      expect(Object.keys(res.body.error.fields)).toEqual(['limit'])
    }
  })

  it('when nobody is signed in, then 401 (authors are personal data)', async () => {
    expect((await http.get('/activity')).status).toBe(401)
  })
})
