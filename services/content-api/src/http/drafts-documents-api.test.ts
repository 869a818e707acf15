import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { createHttp } from '../test-support/http.js'
import { startApiWithEditor } from '../test-support/http.js'
import { git, type startTestApi } from '../test-support/test-repo.js'

type Meta = { target: string; branch: string; status: string }
type Err = { error: { code: string; message: string; conflicts?: unknown } }
type PageRead = {
  version: string
  sections: Array<{ key: string; fields: Array<{ key: string; value: string }> }>
}
type SettingsRead = { version: string; values: Record<string, unknown> }
type SettingsList = { version: string; settings: Array<{ key: string; value: unknown }> }
const setting = (read: SettingsList, key: string) => read.settings.find((s) => s.key === key)?.value

let api: Awaited<ReturnType<typeof startTestApi>>
let http: ReturnType<typeof createHttp>
let admin: string
let editor: string
beforeEach(async () => {
  ;({ api, http, admin, editor } = await startApiWithEditor())
})
afterEach(() => api.close())

const heroTitle = (page: PageRead) =>
  page.sections.find((s) => s.key === 'hero')?.fields.find((f) => f.key === 'title')?.value
const head = async () => (await git(api.contentDir, 'rev-parse', 'HEAD')).trim()

describe('drafts of pages and settings', () => {
  it('when an editor drafts the home page, then the site is unchanged until an admin publishes one commit of that page', async () => {
    const before = await head()
    const page = (await http.get<PageRead>('/home-content')).body
    const saved = await http.put<Meta>(
      '/drafts/pages/home',
      { version: page.version, values: { hero: { title: 'Drafted hero' } } },
      editor,
    )
    expect(saved.status).toBe(201)
    expect(saved.body).toMatchObject({ target: 'pages/home', branch: 'drafts/pages/home' })
    expect(await head()).toBe(before)
    expect(heroTitle((await http.get<PageRead>('/home-content')).body)).toBe(
      'Powering Smart Infrastructure',
    )
    const draft = await http.get<{ item: PageRead }>('/drafts/pages/home', editor)
    expect(heroTitle(draft.body.item)).toBe('Drafted hero')

    // a second save continues from the draft's version; an Arabic value lands under ar
    const again = await http.put<Meta>(
      '/drafts/pages/home',
      { version: draft.body.item.version, lang: 'ar', values: { hero: { title: 'عنوان' } } },
      editor,
    )
    expect(again.status).toBe(200)

    expect((await http.post('/drafts/pages/home/publish', {}, editor)).status).toBe(403)
    expect((await http.post('/drafts/pages/home/publish', {}, admin)).status).toBe(200)
    const changed = await git(api.contentDir, 'diff', '--name-only', before, 'HEAD')
    expect(changed.trim().split('\n')).toEqual(['pages/home.json'])
    const author = await git(api.contentDir, 'log', '-1', '--format=%an|%s')
    expect(author.trim()).toBe('Erin Editor|pages/home: publish')
    const file = JSON.parse(await readFile(path.join(api.contentDir, 'pages/home.json'), 'utf8'))
    expect(file.hero.title).toBe('Drafted hero')
    expect(file.ar.hero.title).toBe('عنوان')
    expect((await http.get('/drafts/pages/home', editor)).status).toBe(404)
  })

  it('when the published page changed the same field meanwhile, then publishing names it with both values until chosen', async () => {
    const page = (await http.get<PageRead>('/home-content')).body
    await http.put(
      '/drafts/pages/home',
      { version: page.version, values: { hero: { title: 'Draft title' } } },
      editor,
    )
    const direct = await http.post(
      '/home-content',
      {
        version: page.version,
        values: { hero: { title: 'Live title' }, stats: { projects_completed: '600+' } },
      },
      admin,
    )
    expect(direct.status).toBe(200)
    const refused = await http.post<Err>('/drafts/pages/home/publish', {}, admin)
    expect(refused.status).toBe(409)
    expect(refused.body.error.conflicts).toEqual([
      { field: 'hero.title', draft: 'Draft title', published: 'Live title' },
    ])
    const chosen = await http.post(
      '/drafts/pages/home/publish',
      { choices: { 'hero.title': 'draft' } },
      admin,
    )
    expect(chosen.status).toBe(200)
    const file = JSON.parse(await readFile(path.join(api.contentDir, 'pages/home.json'), 'utf8'))
    expect(file.hero.title).toBe('Draft title')
    expect(file.stats.projects_completed).toBe('600+')
  })

  it('when the company settings are drafted, then the read is unchanged, a bad value is 400 and nothing is committed', async () => {
    const before = await head()
    const settings = (await http.get<SettingsList>('/company-settings')).body
    // only an admin may save them, so only an admin drafts them
    const byEditor = await http.put<Err>(
      '/drafts/settings/company',
      { version: settings.version, values: { main_phone: '+971 4 111 1111' } },
      editor,
    )
    expect(byEditor.status).toBe(403)
    expect((await http.get('/drafts/settings/company', admin)).status).toBe(404)
    const bad = await http.put<Err>(
      '/drafts/settings/company',
      { version: settings.version, values: { main_email: 'not an address' } },
      admin,
    )
    expect(bad.status).toBe(400)
    expect((await http.get('/drafts/settings/company', editor)).status).toBe(404)
    const unknown = await http.put<Err>(
      '/drafts/settings/company',
      { version: settings.version, values: { no_such_setting: 'x' } },
      admin,
    )
    expect(unknown.status).toBe(400)
    const saved = await http.put<Meta>(
      '/drafts/settings/company',
      { version: settings.version, values: { main_phone: '+971 4 111 1111' } },
      admin,
    )
    expect(saved.status).toBe(201)
    expect(setting((await http.get<SettingsList>('/company-settings')).body, 'main_phone')).toBe(
      '+971 4 000 0000',
    )
    const draft = await http.get<{ item: SettingsRead }>('/drafts/settings/company', editor)
    expect(draft.body.item.values.main_phone).toBe('+971 4 111 1111')
    expect(await head()).toBe(before)
    expect((await http.put('/drafts/settings/other', { values: {} }, admin)).status).toBe(404)
    expect((await http.put('/drafts/pages/nowhere', { values: {} }, editor)).status).toBe(404)
  })
})
