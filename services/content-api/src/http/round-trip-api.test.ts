import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeRecord } from '../content/codecs.js'
import {
  collectionNames,
  collections,
  recordFile,
  type CollectionName,
} from '../content/collections.js'
import {
  collectionDefinitions,
  pageKeys,
  translatableFieldKeys,
  type FieldSet,
  type PageContent,
  type PageValues,
} from '@site/contract'
import { createHttp } from '../test-support/http.js'
import { git, startTestApi } from '../test-support/test-repo.js'

type Rec = Record<string, unknown> & { slug: string; version: string }
type Err = { error: { code: string; message: string; fields?: Record<string, string> } }

let api: Awaited<ReturnType<typeof startTestApi>>
let http: ReturnType<typeof createHttp>
let token: string
beforeAll(async () => {
  api = await startTestApi()
  http = createHttp(`${api.url}/api`)
  token = await api.login()
})
afterAll(() => api.close())

const head = async () => (await git(api.contentDir, 'rev-parse', 'HEAD')).trim()
const status = async () => (await git(api.contentDir, 'status', '--porcelain')).trim()
const fileText = (collection: CollectionName, slug: string) =>
  readFile(path.join(api.contentDir, recordFile(collection, slug)), 'utf8')

/** A fixture image every required image field can name. */
const FIXTURE_IMAGE = 'media/logo-voltline.jpg'

/**
 * A new record of a collection the fixtures have none of: each required field given a value by
 * its kind, read from the registry, so a collection added there is covered without a change here.
 */
function newRecordOf(collection: CollectionName): Record<string, unknown> {
  const fields: FieldSet = collectionDefinitions[collection].fields
  const record: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(fields)) {
    if (!field.required) continue
    if (field.kind === 'text' || field.kind === 'textarea' || field.kind === 'markdown')
      record[key] = `${field.label} of a round trip`
    else if (field.kind === 'image') record[key] = FIXTURE_IMAGE
    else throw new Error(`No sample value for a required ${field.kind} field (${key})`)
  }
  return record
}

/** A record of the collection to read: the fixtures' first (inactive ones too), else a new one. */
async function recordOf(collection: CollectionName): Promise<Rec> {
  const list = await http.get<Rec[]>(`/${collection}`, token)
  expect(list.status).toBe(200)
  const first = list.body[0]
  if (first) return first
  const created = await http.post<Rec>(`/${collection}`, newRecordOf(collection), token)
  expect(created.status).toBe(201)
  return created.body
}

describe('what a read returns can be written back', () => {
  it.each(collectionNames)(
    'when a %s record is read and sent back unchanged with PUT and POST, then both answer 200 and nothing is committed; ?depth=0 reads its references as stored',
    async (collection) => {
      const record = await recordOf(collection)
      // a translation too, so the read carries `ar` with its stamps
      const [translatable] = translatableFieldKeys(collection)
      if (translatable) {
        const translated = await http.patch(
          `/${collection}/${record.slug}`,
          { version: record.version, ar: { [translatable]: 'نص للتجربة' } },
          token,
        )
        expect(translated.status).toBe(200)
      }
      const address = `/${collection}/${record.slug}`
      const read = (await http.get<Rec>(address, token)).body
      const before = { head: await head(), text: await fileText(collection, record.slug) }

      for (const send of [http.put, http.post]) {
        const res = await send<Rec>(address, read, token)
        expect(res.status, JSON.stringify(res.body)).toBe(200)
        expect(res.body.version).toBe(read.version)
      }
      // no commit at all (not an empty one), and the file as it was
      expect(await head()).toBe(before.head)
      expect(await fileText(collection, record.slug)).toBe(before.text)
      expect(await status()).toBe('')

      const shallow = await http.get<Rec>(`${address}?depth=0`, token)
      expect(shallow.status).toBe(200)
      const stored = decodeRecord(collection, recordFile(collection, record.slug), before.text)
      if (!stored.ok) throw new Error(`${collection}/${record.slug} does not decode`)
      for (const { field } of collections[collection].references) {
        expect(shallow.body[field], field).toEqual(stored.data[field])
      }
      // what depth 0 leaves out is only what depth 1 expands
      for (const key of Object.keys(read)) {
        if (!(key in shallow.body)) expect(read[key], key).toBeTypeOf('object')
      }
      const again = await http.put<Rec>(address, shallow.body, token)
      expect(again.status).toBe(200)
      expect(await head()).toBe(before.head)
    },
  )

  it("when a solution is read, then its children come embedded, and a save of a child's summary stores its slug", async () => {
    const read = (await http.get<Rec>('/solutions/energy-systems', token)).body
    expect(read.children).toEqual([expect.objectContaining({ slug: 'software-platforms' })])
    const shallow = (await http.get<Rec>('/solutions/energy-systems?depth=0', token)).body
    expect(shallow.children).toEqual(['software-platforms'])
    const list = (await http.get<Rec[]>('/solutions?depth=0', token)).body
    expect(list.find((s) => s.slug === 'energy-systems')?.children).toEqual(['software-platforms'])
  })
})

describe('what a read of a page or the settings returns can be written back', () => {
  it.each(pageKeys)(
    'when the %s page is read and posted back unchanged, then 200 and nothing is committed',
    async (page) => {
      const address = `/${page}-content`
      // an Arabic value too, where the fixtures have the page, so the read carries `ar`
      const first = (await http.get<PageContent>(address)).body
      const translatable = first.sections
        .flatMap((s) => s.fields.filter((f) => f.translatable).map((f) => [s.key, f.key] as const))
        .at(0)
      if (first.version !== '' && translatable) {
        const [section, field] = translatable
        const values = { [section]: { [field]: 'نص للتجربة' } }
        const res = await http.post(address, { version: first.version, lang: 'ar', values }, token)
        expect(res.status).toBe(200)
      }
      const read = (await http.get<PageContent>(address)).body
      const before = await head()
      const res = await http.post<PageContent>(address, read, token)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body.version).toBe(read.version)
      // the answer is a read as well
      expect((await http.post(address, res.body, token)).status).toBe(200)
      expect(await head()).toBe(before)
      expect(await status()).toBe('')
    },
  )

  it('when a page read is sent back with one value changed, then only that value is committed', async () => {
    const read = (await http.get<PageContent>('/home-content')).body
    const hero = read.sections.find((s) => s.key === 'hero')
    const title = hero?.fields.find((f) => f.key === 'title')
    if (!title) throw new Error('the home page has no hero title')
    title.value = 'Powering Smarter Infrastructure'
    const res = await http.post<PageContent>('/home-content', read, token)
    expect(res.status).toBe(200)
    expect((await git(api.contentDir, 'log', '-1', '--format=%s')).trim()).toBe(
      'pages/home: update hero.title',
    )
    // one line changed: the empty values the read shows are not written into the file
    expect((await git(api.contentDir, 'diff', '--numstat', 'HEAD~1', 'HEAD')).trim()).toBe(
      '1\t1\tpages/home.json',
    )
  })

  it('when a page that has no file yet gets a value, then it is written (any field the registry declares can be set)', async () => {
    const read = (await http.get<PageContent>('/about-content')).body
    expect(read.version).toBe('')
    const values = { hero: { title: 'About Falcon Gridworks' } }
    const res = await http.post('/about-content', { version: '', values }, token)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const file = await readFile(path.join(api.contentDir, 'pages/about.json'), 'utf8')
    expect((JSON.parse(file) as PageValues).hero?.title).toBe('About Falcon Gridworks')
  })

  it('when the company settings and each our-info entry are read and posted back unchanged, then 200 and nothing is committed', async () => {
    const read = (await http.get<Record<string, unknown>>('/company-settings')).body
    const before = await head()
    const res = await http.post<Record<string, unknown>>('/company-settings', read, token)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    // the answer's `{ version, values }` shape is a save's own
    expect((await http.post('/company-settings', res.body, token)).status).toBe(200)
    for (const entry of (await http.get<Array<{ id: string }>>('/our-info')).body) {
      expect((await http.post(`/our-info/${entry.id}`, entry, token)).status).toBe(200)
    }
    expect(await head()).toBe(before)
    expect(await status()).toBe('')
  })

  it('when a page or settings read carries a key no read has, then 400 names it', async () => {
    const page = (await http.get<PageContent>('/home-content')).body
    const res = await http.post<Err>('/home-content', { ...page, colour: 'red' }, token)
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({ colour: 'Not part of a read' })
    const settings = (await http.get<Record<string, unknown>>('/company-settings')).body
    const bad = await http.post<Err>(
      '/company-settings',
      { ...settings, settings: [{ key: 'nope', value: 'x' }] },
      token,
    )
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toEqual({ nope: 'Unknown field' })
  })
})

describe('what a write refuses', () => {
  it('when a record read is sent back with a key that is not a field, then 400 names that key and nothing is committed', async () => {
    const read = (await http.get<Rec>('/partners/voltline', token)).body
    const before = await head()
    const res = await http.put<Err>(
      '/partners/voltline',
      { ...read, name: 'Voltline AG', colour: 'red', logo_url: 'x' },
      token,
    )
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({
      colour: 'Not a field of a partner',
      logo_url: 'Not a field of a partner',
    })
    expect(await head()).toBe(before)
    const created = await http.post<Err>('/partners', { name: 'New', colour: 'red' }, token)
    expect(created.status).toBe(400)
    expect(created.body.error.fields).toEqual({ colour: 'Not a field of a partner' })
  })

  it("when a key only another collection's read adds is sent, then it is refused, not ignored", async () => {
    const read = (await http.get<Rec>('/partners/voltline', token)).body
    const res = await http.put<Err>('/partners/voltline', { ...read, partner_details: null }, token)
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({ partner_details: 'Not a field of a partner' })
  })

  it('when a read in Arabic is sent back, then 400 says so rather than writing Arabic over the English', async () => {
    const read = (await http.get<Rec>('/partners/voltline?lang=ar', token)).body
    const before = await head()
    const res = await http.put<Err>('/partners/voltline', read, token)
    expect(res.status).toBe(400)
    expect(Object.keys(res.body.error.fields ?? {})).toEqual(['lang'])
    expect(await head()).toBe(before)
  })

  it('when a reference is an object without a slug or id, then 400 names the field', async () => {
    const read = (await http.get<Rec>('/solutions/energy-systems', token)).body
    const res = await http.put<Err>(
      '/solutions/energy-systems',
      { ...read, children: [{ title: 'Software Platforms' }] },
      token,
    )
    expect(res.status).toBe(400)
    expect(Object.keys(res.body.error.fields ?? {})).toEqual(['children.0'])
  })

  it('when depth is neither 0 nor 1, then 400 names it', async () => {
    const res = await http.get<Err>('/solutions/energy-systems?depth=2')
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({ depth: 'Use depth=0 or depth=1' })
  })
})
