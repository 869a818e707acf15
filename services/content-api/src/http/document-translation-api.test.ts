import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { signedInApiPerTest } from '../test-support/http.js'
import { git } from '../test-support/test-repo.js'

/** Arabic in page contents and company settings: stored under `ar` in the same file. */

type Field = { key: string; value: string; translatable: boolean; ar: string }
type Page = {
  version: string
  lang: string
  missing: string[]
  sections: Array<{ key: string; fields: Field[] }>
}
type Settings = {
  version: string
  missing: string[]
  settings: Array<{ key: string; value: unknown }>
  ar: Record<string, string>
}
type Err = { error: { fields?: Record<string, string> } }

const t = signedInApiPerTest()

const field = (page: Page, section: string, key: string) =>
  page.sections.find((s) => s.key === section)?.fields.find((f) => f.key === key)
const lastCommitFiles = async () =>
  (await git(t.api.contentDir, 'show', '--name-only', '--format=', 'HEAD')).trim().split('\n')

describe('page contents in Arabic', () => {
  it('when Arabic is saved for a page field, then ?lang=ar reads it, English is untouched, and it is one commit of that page', async () => {
    let page = (await t.http.get<Page>('/home-content')).body
    expect(page.missing).toEqual([])
    const description = { hero: { description: 'Solar, grid and automation.' } }
    page = (
      await t.http.post<Page>(
        '/home-content',
        { version: page.version, values: description },
        t.token,
      )
    ).body
    const saved = await t.http.post<Page>(
      '/home-content',
      { version: page.version, lang: 'ar', values: { hero: { title: 'نُشغّل البنية الذكية' } } },
      t.token,
    )
    expect(saved.status).toBe(200)
    expect(await lastCommitFiles()).toEqual(['pages/home.json'])

    const ar = (await t.http.get<Page>('/home-content?lang=ar')).body
    expect(ar.lang).toBe('ar')
    expect(field(ar, 'hero', 'title')).toMatchObject({ value: 'نُشغّل البنية الذكية' })
    // untranslated texts fall back to English and are listed; figures and links are shared
    expect(field(ar, 'hero', 'description')?.value).toBe(field(page, 'hero', 'description')?.value)
    expect(ar.missing).toContain('hero.description')
    expect(ar.missing).not.toContain('hero.title')
    expect(ar.missing).not.toContain('hero.projects')
    expect(field(ar, 'hero', 'button_url')?.translatable).toBe(false)

    const en = (await t.http.get<Page>('/home-content')).body
    expect(field(en, 'hero', 'title')?.value).toBe('Powering Smart Infrastructure')
    expect(field(en, 'hero', 'title')?.ar).toBe('نُشغّل البنية الذكية')
    const file = JSON.parse(
      await readFile(path.join(t.api.contentDir, 'pages', 'home.json'), 'utf8'),
    ) as { ar?: unknown }
    expect(file.ar).toEqual({ hero: { title: 'نُشغّل البنية الذكية' } })
  })

  it('when an Arabic value is cleared, then the translation is removed and listed as missing again', async () => {
    let page = (await t.http.get<Page>('/about-content')).body
    page = (
      await t.http.post<Page>(
        '/about-content',
        { version: page.version, lang: 'ar', values: { cta: { title: 'تواصل معنا' } } },
        t.token,
      )
    ).body
    const cleared = await t.http.post<Page>(
      '/about-content',
      { version: page.version, lang: 'ar', values: { cta: { title: '  ' } } },
      t.token,
    )
    expect(cleared.status).toBe(200)
    expect(field(cleared.body, 'cta', 'title')?.ar).toBe('')
    const file = JSON.parse(
      await readFile(path.join(t.api.contentDir, 'pages', 'about.json'), 'utf8'),
    ) as Record<string, unknown>
    expect('ar' in file).toBe(false)
  })

  it('when Arabic is sent for a shared field or an unknown one, then 400 names each and nothing is written', async () => {
    const page = (await t.http.get<Page>('/home-content')).body
    const before = (await git(t.api.contentDir, 'rev-parse', 'HEAD')).trim()
    const res = await t.http.post<Err>(
      '/home-content',
      {
        version: page.version,
        lang: 'ar',
        values: { hero: { button_url: '/ar', projects: '٥٠٠', nope: 'x' } },
      },
      t.token,
    )
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({
      'ar.hero.button_url': expect.stringMatching(/not translated/),
      'ar.hero.projects': expect.stringMatching(/not translated/),
      'ar.hero.nope': expect.stringMatching(/not translated/),
    })
    expect((await git(t.api.contentDir, 'rev-parse', 'HEAD')).trim()).toBe(before)
  })

  it('when lang is not a language of the list, then the read is 400 and the save is 400', async () => {
    expect((await t.http.get<Err>('/home-content?lang=xx')).status).toBe(400)
    const page = (await t.http.get<Page>('/home-content')).body
    const res = await t.http.post<Err>(
      '/home-content',
      { version: page.version, lang: 'xx', values: { hero: { title: 'x' } } },
      t.token,
    )
    expect(res.status).toBe(400)
    expect(Object.keys(res.body.error.fields ?? {})).toEqual(['lang'])
  })
})

describe('company settings in Arabic', () => {
  it('when the Arabic address is saved, then ?lang=ar reads it, phones stay shared, and the rest is missing', async () => {
    const before = (await t.http.get<Settings>('/company-settings')).body
    const res = await t.http.post(
      '/company-settings',
      { version: before.version, lang: 'ar', values: { address: 'دبي، الإمارات العربية المتحدة' } },
      t.token,
    )
    expect(res.status).toBe(200)
    expect(await lastCommitFiles()).toEqual(['settings/company.json'])
    const ar = (await t.http.get<Settings>('/company-settings?lang=ar')).body
    expect(ar.settings).toContainEqual({ key: 'address', value: 'دبي، الإمارات العربية المتحدة' })
    expect(ar.ar).toEqual({ address: 'دبي، الإمارات العربية المتحدة' })
    expect(ar.missing).toContain('company_name')
    expect(ar.missing).not.toContain('main_phone')
    const phone = before.settings.find((s) => s.key === 'main_phone')
    expect(ar.settings).toContainEqual(phone)

    const shared = await t.http.post<Err>(
      '/company-settings',
      { version: ar.version, lang: 'ar', values: { main_email: 'x@example.com' } },
      t.token,
    )
    expect(shared.status).toBe(400)
    expect(Object.keys(shared.body.error.fields ?? {})).toEqual(['ar.main_email'])
  })
})
