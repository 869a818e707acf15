import { describe, expect, it } from 'vitest'
import type { OutdatedTranslation, TranslationChange } from '@site/contract'
import { signedInApiPerTest } from '../test-support/http.js'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { eventually, git } from '../test-support/test-repo.js'

/**
 * After the English of a translated field changes, the Arabic is "may be outdated": listed on
 * the record, on the dashboard's list, and with the English change, until the translator
 * updates or confirms it.
 */
const t = signedInApiPerTest()
type Partner = {
  version: string
  description: string
  outdated: Record<string, string[]>
  outdated_ar: string[]
}
const read = async () => (await t.http.get<Partner>('/partners/voltline', t.token)).body
const patch = async (fields: Record<string, unknown>) => {
  const res = await t.http.patch<Partner>(
    '/partners/voltline',
    { version: (await read()).version, ...fields },
    t.token,
  )
  expect(res.status).toBe(200)
  return res.body
}

describe('outdated translations', () => {
  it('when the English of a translated field changes, then it is listed as outdated with the English it was made from, until the Arabic is updated', async () => {
    await patch({ ar: { description: 'إلكترونيات القدرة.' } })
    expect((await read()).outdated_ar).toEqual([])
    const stamped = await git(t.api.contentDir, 'show', 'HEAD:partners/voltline.json')
    expect(stamped).toContain('"_en"')
    // the commit says it was a translation
    expect(await git(t.api.contentDir, 'log', '-1', '--format=%s')).toBe(
      'partners: translate "Voltline" (Arabic)\n',
    )

    await patch({ description: 'Power electronics and drives.' })
    expect((await read()).outdated).toEqual({ ar: ['description'], fr: [] })
    // the deprecated field still says the same for one release
    expect((await read()).outdated_ar).toEqual(['description'])
    const list = await t.http.get<OutdatedTranslation[]>('/outdated-translations', t.token)
    expect(list.body).toEqual([
      {
        collection: 'partners',
        slug: 'voltline',
        title: 'Voltline',
        lang: 'ar',
        fields: ['description'],
      },
    ])
    const changes = await t.http.get<TranslationChange[]>(
      '/partners/voltline/translation-changes',
      t.token,
    )
    expect(changes.body).toEqual([
      {
        lang: 'ar',
        field: 'description',
        was: 'Power electronics.',
        now: 'Power electronics and drives.',
        translation: 'إلكترونيات القدرة.',
        arabic: 'إلكترونيات القدرة.',
      },
    ])

    await patch({ ar: { description: 'إلكترونيات القدرة والمحركات.' } })
    expect((await read()).outdated_ar).toEqual([])
    expect((await t.http.get('/outdated-translations', t.token)).body).toEqual([])
  })

  it('when the translator confirms the Arabic still fits, then it is current again without changing it', async () => {
    await patch({ ar: { description: 'إلكترونيات القدرة.' } })
    await patch({ description: 'Power electronics!' })
    expect((await read()).outdated_ar).toEqual(['description'])
    await patch({ confirm_ar: ['description'] })
    expect((await read()).outdated_ar).toEqual([])
  })

  it('when French and Arabic are made from the same English and it changes, then each is outdated, and confirming French leaves the Arabic outdated', async () => {
    await patch({
      ar: { description: 'إلكترونيات القدرة.' },
      fr: { description: 'Électronique de puissance.' },
    })
    expect(await git(t.api.contentDir, 'log', '-1', '--format=%s')).toBe(
      'partners: update "Voltline"\n',
    )
    await patch({ description: 'Power electronics!' })
    expect((await read()).outdated).toEqual({ ar: ['description'], fr: ['description'] })
    const list = await t.http.get<OutdatedTranslation[]>('/outdated-translations', t.token)
    expect(list.body.map((entry) => entry.lang)).toEqual(['ar', 'fr'])
    await patch({ confirm: { fr: ['description'] } })
    expect((await read()).outdated).toEqual({ ar: ['description'], fr: [] })
  })

  it('when the English is changed by hand and committed outside the admin (as a pull request is), then the French and Arabic made from it are outdated', async () => {
    await patch({
      ar: { description: 'إلكترونيات القدرة.' },
      fr: { description: 'Électronique de puissance.' },
    })
    expect((await read()).outdated).toEqual({ ar: [], fr: [] })
    const file = path.join(t.api.contentDir, 'partners/voltline.json')
    const text = await readFile(file, 'utf8')
    await writeFile(file, text.replace('"Power electronics."', '"Power electronics and drives."'))
    await git(t.api.contentDir, 'commit', '-qam', 'developer: describe the drives too')
    await eventually(async () => {
      expect((await read()).description).toBe('Power electronics and drives.')
    })
    expect((await read()).outdated).toEqual({ ar: ['description'], fr: ['description'] })
    const list = await t.http.get<OutdatedTranslation[]>('/outdated-translations', t.token)
    expect(list.body.map((entry) => [entry.lang, entry.fields])).toEqual([
      ['ar', ['description']],
      ['fr', ['description']],
    ])
  })

  it('when only the French is saved, then the commit says it is a French translation', async () => {
    await patch({ fr: { description: 'Électronique de puissance.' } })
    expect(await git(t.api.contentDir, 'log', '-1', '--format=%s')).toBe(
      'partners: translate "Voltline" (French)\n',
    )
  })

  it('when a client sends stamps of its own, then they are ignored', async () => {
    await patch({ ar: { description: 'إلكترونيات القدرة.', _en: { description: '000000000000' } } })
    expect((await read()).outdated_ar).toEqual([])
  })

  it('when nobody is signed in, then the lists are 401', async () => {
    expect((await t.http.get('/outdated-translations')).status).toBe(401)
    expect((await t.http.get('/partners/voltline/translation-changes')).status).toBe(401)
    expect((await t.http.get('/partners/nope/translation-changes', t.token)).status).toBe(404)
  })
})

describe('commit messages of translations', () => {
  it('when only the Arabic of a page is saved, then the commit says translate', async () => {
    const page = (await t.http.get<{ version: string }>('/home-content', t.token)).body
    const res = await t.http.post(
      '/home-content',
      { version: page.version, lang: 'ar', values: { hero: { title: 'نُشغّل البنية الذكية' } } },
      t.token,
    )
    expect(res.status).toBe(200)
    expect(await git(t.api.contentDir, 'log', '-1', '--format=%s')).toBe(
      'pages/home: translate ar.hero.title (Arabic)\n',
    )
  })
})
