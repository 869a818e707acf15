import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ActivityEntry } from '@site/contract'
import { createHttp, editable } from '../test-support/http.js'
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

  it('when a record is saved, drafted, sent for review and published, then each entry says what was done to which title', async () => {
    const { body } = await http.get<Record<string, unknown> & { version: string }>(
      '/partners/voltline',
      token,
    )
    await http.patch(
      '/partners/voltline',
      { version: body.version, name: 'Voltline Energy' },
      token,
    )
    const saved = await http.get<Record<string, unknown> & { version: string }>(
      '/partners/voltline',
      token,
    )
    const draft = { ...editable(saved.body), description: 'Drafted', version: saved.body.version }
    expect((await http.put('/drafts/partners/voltline', draft, token)).status).toBe(201)
    await http.post('/drafts/partners/voltline/status', { status: 'review' }, token)
    expect((await http.post('/drafts/partners/voltline/publish', {}, token)).status).toBe(200)

    const res = await http.get<{ activity: ActivityEntry[] }>('/activity?limit=3', token)
    // (in any order: a commit's date has whole seconds, a draft step's has milliseconds)
    expect(res.body.activity.map(({ action, title }) => ({ action, title }))).toEqual(
      expect.arrayContaining([
        { action: 'publish', title: 'Voltline Energy' },
        // a draft's step names the record by its title on the site
        { action: 'draft-review', title: 'Voltline Energy' },
        { action: 'update', title: 'Voltline Energy' },
      ]),
    )
  })

  it('when no limit is given, then the seed commit is listed with every file it added', async () => {
    const res = await http.get<{ activity: ActivityEntry[] }>('/activity', token)
    expect(res.body.activity).toHaveLength(1)
    // not a subject content-api writes: the feed says only that something changed
    expect(res.body.activity[0]).toMatchObject({ action: 'other', title: null })
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
