import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CommitInfo, PageContent } from '@site/contract'
import { createHttp, editable } from '../test-support/http.js'
import { git, startTestApi } from '../test-support/test-repo.js'

type Err = { error: { code: string; message: string; fields?: Record<string, string> } }
type Settings = { version: string; values: Record<string, unknown> }

let api: Awaited<ReturnType<typeof startTestApi>>
let http: ReturnType<typeof createHttp>
let token: string
beforeEach(async () => {
  api = await startTestApi()
  http = createHttp(`${api.url}/api`)
  token = await api.login()
})
afterEach(() => api.close())

const commitCount = async () =>
  Number((await git(api.contentDir, 'rev-list', '--count', 'HEAD')).trim())
const heroTitle = (page: PageContent) =>
  page.sections.find((s) => s.key === 'hero')?.fields.find((f) => f.key === 'title')?.value

async function saveHeroTitle(title: string) {
  const page = (await http.get<PageContent>('/home-content')).body
  const res = await http.post<PageContent>(
    '/home-content',
    { version: page.version, values: { hero: { title } } },
    token,
  )
  expect(res.status).toBe(200)
  return res.body
}

describe('page history', () => {
  it('when a page was saved twice, then its history lists the saves with author, date and message', async () => {
    await saveHeroTitle('Second title')
    await saveHeroTitle('Third title')
    const res = await http.get<CommitInfo[]>('/home-content/history', token)
    expect(res.status).toBe(200)
    expect(res.body.map((c) => c.message)).toEqual([
      'pages/home: update hero.title',
      'pages/home: update hero.title',
      'seed',
    ])
    expect(res.body[0]?.author).toEqual({ name: 'Edith Editor', email: 'editor@example.com' })
    expect(Date.parse(res.body[0]?.date ?? '')).not.toBeNaN()
  })

  it('when a page is read as of a commit, then it has the shape of the current page with the old values', async () => {
    await saveHeroTitle('Second title')
    const seed = (await http.get<CommitInfo[]>('/home-content/history', token)).body[1]?.id ?? ''
    const res = await http.get<PageContent>(`/home-content/history/${seed.slice(0, 10)}`, token)
    expect(res.status).toBe(200)
    expect(res.body.page).toBe('home')
    expect(heroTitle(res.body)).toBe('Powering Smart Infrastructure')
    expect(res.body.sections.map((s) => s.key)).toEqual([
      'hero',
      'stats',
      'about',
      'solutions',
      'cta',
      'seo',
    ])
  })

  it('when an old page version is restored, then a new commit by the editor brings its values back', async () => {
    await saveHeroTitle('Second title')
    const seed = (await http.get<CommitInfo[]>('/home-content/history', token)).body[1]?.id ?? ''
    const before = await commitCount()
    const res = await http.post<PageContent>('/home-content/restore', { commit: seed }, token)
    expect(res.status).toBe(200)
    expect(heroTitle(res.body)).toBe('Powering Smart Infrastructure')
    expect(heroTitle((await http.get<PageContent>('/home-content')).body)).toBe(
      'Powering Smart Infrastructure',
    )
    expect(await commitCount()).toBe(before + 1)
    expect((await git(api.contentDir, 'log', '-1', '--format=%an|%s')).trim()).toBe(
      `Edith Editor|pages/home: restore from ${seed.slice(0, 7)}`,
    )
  })

  it('when a page restore names a version that is no longer current, then 409 and nothing is written', async () => {
    const loaded = (await http.get<PageContent>('/home-content')).body
    await saveHeroTitle('Someone else')
    const seed = (await http.get<CommitInfo[]>('/home-content/history', token)).body[1]?.id ?? ''
    const before = await commitCount()
    const res = await http.post<Err>(
      '/home-content/restore',
      { commit: seed, version: loaded.version },
      token,
    )
    expect(res.status).toBe(409)
    expect(res.body.error.code).toBe('conflict')
    expect(await commitCount()).toBe(before)
  })

  it('when the commit does not exist or is not a commit id, then 404 or 400', async () => {
    expect((await http.get<Err>('/home-content/history/0000000', token)).status).toBe(404)
    const bad = await http.get<Err>('/home-content/history/not-a-commit', token)
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toEqual({ commit: 'Name a commit by its id' })
    expect((await http.post<Err>('/home-content/restore', {}, token)).status).toBe(400)
  })

  it('when there is no session, then history, versions and restore answer 401', async () => {
    expect((await http.get('/home-content/history')).status).toBe(401)
    expect((await http.get('/company-settings/history')).status).toBe(401)
    expect((await http.post('/home-content/restore', { commit: 'abcdef1' })).status).toBe(401)
  })

  it('when a section is read, then /history is still a section read, not taken for history', async () => {
    expect((await http.get('/home-content/hero')).status).toBe(200)
  })
})

describe('settings history', () => {
  it('when the settings were changed, then their history, an old version and a restore work like a page', async () => {
    const loaded = (await http.get<{ version: string }>('/company-settings')).body
    const saved = await http.post<Settings>(
      '/company-settings',
      { version: loaded.version, values: { main_phone: '+971 4 111 1111' } },
      token,
    )
    expect(saved.status).toBe(200)
    const history = (await http.get<CommitInfo[]>('/company-settings/history', token)).body
    expect(history.map((c) => c.message)).toEqual(['settings/company: update main_phone', 'seed'])
    const seed = history[1]?.id ?? ''
    const old = await http.get<Settings>(`/company-settings/history/${seed}`, token)
    expect(old.body.values.main_phone).toBe('+971 4 000 0000')

    const restored = await http.post<Settings>(
      '/company-settings/restore',
      { commit: seed, version: saved.body.version },
      token,
    )
    expect(restored.status).toBe(200)
    expect(restored.body.values.main_phone).toBe('+971 4 000 0000')
    expect((await http.get<Settings>('/company-settings')).body).toMatchObject({
      version: restored.body.version,
    })
    // the restore's diff is only the value that came back
    const diff = await git(api.contentDir, 'diff', '--unified=0', 'HEAD~1', 'HEAD')
    expect(diff.split('\n').filter((l) => /^[-+]\s/.test(l))).toEqual([
      '-  "main_phone": "+971 4 111 1111",',
      '+  "main_phone": "+971 4 000 0000",',
    ])
  })
})

describe('record history', () => {
  it('when a record never existed, then its history is 404', async () => {
    const res = await http.get<Err>('/solutions/never-was/history', token)
    expect(res.status).toBe(404)
    expect(res.body.error.message).toBe('There is no solution "never-was"')
  })

  it('when a deleted record is restored, then it comes back with its old file', async () => {
    const history = (await http.get<CommitInfo[]>('/partners/dormant/history', token)).body
    expect((await http.del('/partners/dormant', token)).status).toBe(200)
    const res = await http.post<{ name: string }>(
      '/partners/dormant/restore',
      { commit: history[0]?.id },
      token,
    )
    expect(res.status).toBe(200)
    expect((await http.get<{ name: string }>('/partners/dormant', token)).body.name).toBe(
      res.body.name,
    )
  })
})

describe('fields merged in from another change', () => {
  it('when a page save was based on an older version, then the answer names the fields taken from the other change', async () => {
    const loaded = (await http.get<PageContent>('/home-content')).body
    await saveHeroTitle('Changed by the other editor')
    const res = await http.post<PageContent & { merged_fields: string[] }>(
      '/home-content',
      { version: loaded.version, values: { hero: { button_url: '/about' } } },
      token,
    )
    expect(res.status).toBe(200)
    expect(res.body.merged_fields).toEqual(['hero.title'])
    expect(heroTitle(res.body)).toBe('Changed by the other editor')
  })

  it('when a record save was based on the current version, then no field is reported merged', async () => {
    const loaded = (await http.get<Record<string, unknown>>('/partners/voltline')).body
    const res = await http.post<{ merged_fields: string[] }>(
      '/partners/voltline',
      { ...editable(loaded), description: 'Mine' },
      token,
    )
    expect(res.body.merged_fields).toEqual([])
  })
})
