import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { OutdatedTranslation } from '@site/contract'
import { signedInApiPerTest } from '../test-support/http.js'
import { cleanUpRemotes, startWithRemote } from '../test-support/remote-repo.js'
import { eventually, git } from '../test-support/test-repo.js'

/**
 * Translations written outside the admin (the seed content, a pull request's French) carry no
 * stamp of the English they were made from. A later change of that English from outside must
 * still mark them outdated, as an admin save of the same change would.
 */
type Partner = { version: string; description: string; outdated: Record<string, string[]> }
type Listed = { slug: string }

const handWritten = {
  ar: { description: 'إلكترونيات القدرة.' },
  fr: { description: 'Électronique de puissance.' },
}
/** the voltline fixture with hand-written (never stamped) Arabic and French */
const withTranslations = (text: string) =>
  JSON.stringify({ ...(JSON.parse(text) as object), ...handWritten }, null, 2) + '\n'

describe('never-stamped translations changed from outside the admin', () => {
  const t = signedInApiPerTest()
  const read = async () => (await t.http.get<Partner>('/partners/voltline', t.token)).body
  const file = () => path.join(t.api.contentDir, 'partners/voltline.json')
  const commitByHand = async (edit: (text: string) => string, message: string) => {
    await writeFile(file(), edit(await readFile(file(), 'utf8')))
    await git(t.api.contentDir, 'commit', '-qam', message)
  }

  it('when a hand edit changes the English of a field whose French and Arabic were never stamped, then both are outdated and the translation filter lists the record', async () => {
    await commitByHand(withTranslations, 'developer: translate voltline')
    // indexed before the next hand edit (the fixture has no translations, so "nothing outdated"
    // alone holds before it is; one reload of both commits would see them added with the English)
    await eventually(async () =>
      expect(
        await t.http.get<Record<string, unknown>>('/partners/voltline?lang=fr', t.token),
      ).toMatchObject({ body: { description: handWritten.fr.description } }),
    )
    expect((await read()).outdated).toEqual({ ar: [], fr: [] })
    expect(await readFile(file(), 'utf8')).not.toContain('"_en"')

    await commitByHand(
      (text) => text.replace('"Power electronics."', '"Power electronics and drives."'),
      'developer: describe the drives too',
    )
    await eventually(async () =>
      expect((await read()).description).toBe('Power electronics and drives.'),
    )
    expect((await read()).outdated).toEqual({ ar: ['description'], fr: ['description'] })
    const list = await t.http.get<OutdatedTranslation[]>('/outdated-translations', t.token)
    expect(list.body.map((entry) => [entry.lang, entry.fields])).toEqual([
      ['ar', ['description']],
      ['fr', ['description']],
    ])
    for (const lang of ['ar', 'fr']) {
      const filtered = await t.http.get<Listed[]>(
        `/partners?filter=status:outdated&filter=lang:${lang}`,
        t.token,
      )
      expect(filtered.body.map((record) => record.slug)).toEqual(['voltline'])
    }

    // the next save of the record writes the stamps to its file: they no longer live in memory only
    const saved = await t.http.patch<Partner>(
      '/partners/voltline',
      { version: (await read()).version, website: 'https://voltline.example/en' },
      t.token,
    )
    expect(saved.status).toBe(200)
    expect(await git(t.api.contentDir, 'show', 'HEAD:partners/voltline.json')).toContain('"_en"')
    expect((await read()).outdated).toEqual({ ar: ['description'], fr: ['description'] })
  })
})

describe('never-stamped translations changed by a pull request', () => {
  afterEach(() => cleanUpRemotes())

  it('when a pull request changes only the French, then nothing is outdated; when the next one changes the English, then the French and Arabic are', async () => {
    const { http, token, pushFromOther, sync } = await startWithRemote()
    const read = async () => (await http.get<Partner>('/partners/voltline', token)).body
    await pushFromOther('partners/voltline.json', withTranslations, 'developer: translate')
    await sync()
    await eventually(async () => expect((await read()).outdated).toEqual({ ar: [], fr: [] }))

    await pushFromOther(
      'partners/voltline.json',
      (text) =>
        text.replace('Électronique de puissance.', 'Électronique de puissance et variateurs.'),
      'translator: French wording',
    )
    await sync()
    await eventually(async () =>
      expect(
        await http.get<Record<string, unknown>>('/partners/voltline?lang=fr', token),
      ).toMatchObject({ body: { description: 'Électronique de puissance et variateurs.' } }),
    )
    expect((await read()).outdated).toEqual({ ar: [], fr: [] })

    await pushFromOther(
      'partners/voltline.json',
      (text) => text.replace('"Power electronics."', '"Power electronics and drives."'),
      'developer: describe the drives too',
    )
    await sync()
    await eventually(async () =>
      expect((await read()).description).toBe('Power electronics and drives.'),
    )
    expect((await read()).outdated).toEqual({ ar: ['description'], fr: ['description'] })
  })
})
