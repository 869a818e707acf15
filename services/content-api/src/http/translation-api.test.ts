import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { translatableFieldKeys } from '../content/translation.js'
import { collections } from '../content/collections.js'
import { editable } from '../test-support/http.js'
import { eventually, git, startTestApi } from '../test-support/test-repo.js'

let api: Awaited<ReturnType<typeof startTestApi>>
beforeEach(async () => {
  api = await startTestApi()
})
afterEach(async () => {
  await api.close()
})

type Json = Record<string, unknown>
const getJson = async (p: string) => {
  const res = await fetch(`${api.url}${p}`)
  return { res, body: (await res.json()) as Json }
}
const file = () => path.join(api.contentDir, 'solutions', 'energy-systems.md')

/** Gives the fixture's energy-systems an Arabic title, description and body (not the lists). */
async function addArabic() {
  const text = await readFile(file(), 'utf8')
  const withAr = text.replace(
    /\n---\n/,
    '\nar:\n  title: أنظمة الطاقة\n  description: أنظمة طاقة شمسية وهجينة ومتصلة بالشبكة.\n  detailed_description: |\n    أنظمة طاقة مصمّمة لحرارة **50 درجة**.\n---\n',
  )
  await writeFile(file(), withAr)
  await git(api.contentDir, 'commit', '-qam', 'arabic')
  await eventually(async () => {
    const { body } = await getJson('/api/solutions/energy-systems?lang=ar')
    expect(body.title).toBe('أنظمة الطاقة')
  })
}

describe('reading in Arabic', () => {
  it('when ?lang=ar is asked, then Arabic fields replace English ones and untranslated ones are listed as missing', async () => {
    await addArabic()
    const { res, body } = await getJson('/api/solutions/energy-systems?lang=ar')
    expect(res.status).toBe(200)
    expect(body.slug).toBe('energy-systems')
    expect(body.title).toBe('أنظمة الطاقة')
    expect(body.detailed_description).toContain('50 درجة')
    // no Arabic for these: English, named in missing
    expect(body.features).toEqual(['Utility-scale solar', 'Hybrid microgrids'])
    expect(body.missing).toEqual(['category', 'features', 'benefits'])
    expect(body.lang).toBe('ar')
  })

  it('when a record has no Arabic at all, then it reads in English with every translatable field missing', async () => {
    const { body } = await getJson('/api/solutions/software-platforms?lang=ar')
    expect(body.title).toBe('Software Platforms')
    expect(body.missing).toContain('title')
    expect(body.missing).toContain('description')
  })

  it('when the list is read in Arabic, then each record is merged and English lists stay English', async () => {
    await addArabic()
    const ar = (await getJson('/api/solutions?lang=ar')).body as unknown as Json[]
    const en = (await getJson('/api/solutions')).body as unknown as Json[]
    expect(ar.find((s) => s.slug === 'energy-systems')?.title).toBe('أنظمة الطاقة')
    expect(en.find((s) => s.slug === 'energy-systems')?.title).toBe('Energy Systems')
  })

  it('when lang is not a language of the list, then 400 names the lang field', async () => {
    const { res, body } = await getJson('/api/solutions/energy-systems?lang=xx')
    expect(res.status).toBe(400)
    expect(JSON.stringify(body)).toContain('lang')
  })
})

describe('saving keeps the Arabic', () => {
  it('when an English-only form is saved, then the file keeps its ar map and the save is one commit of that file', async () => {
    await addArabic()
    const token = await api.login()
    const { body: current } = await getJson('/api/solutions/energy-systems')
    const { ar: _ar, lang: _l, missing: _m, ...english } = editable(current)
    const res = await fetch(`${api.url}/api/solutions/energy-systems`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...english, description: 'Changed in English.' }),
    })
    expect(res.status).toBe(200)
    const text = await readFile(file(), 'utf8')
    expect(text).toContain('description: Changed in English.')
    expect(text).toContain('title: أنظمة الطاقة')
    expect(text).toContain('50 درجة')
    const changed = await git(api.contentDir, 'show', '--name-only', '--format=', 'HEAD')
    expect(changed.trim()).toBe('solutions/energy-systems.md')
  })

  it('when a PATCH sends one Arabic field, then only that field changes and the other Arabic fields stay', async () => {
    await addArabic()
    const token = await api.login()
    const { body: current } = await getJson('/api/solutions/energy-systems')
    const res = await fetch(`${api.url}/api/solutions/energy-systems`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ version: current.version, ar: { title: 'أنظمة الطاقة المتجددة' } }),
    })
    expect(res.status).toBe(200)
    const text = await readFile(file(), 'utf8')
    expect(text).toContain('title: أنظمة الطاقة المتجددة')
    expect(text).toContain('description: أنظمة طاقة شمسية وهجينة ومتصلة بالشبكة.')
    expect(text).toContain('50 درجة')
  })

  it('when Arabic is sent with a save, then it is stored, and an invalid Arabic value is refused like English', async () => {
    const token = await api.login()
    const { body: current } = await getJson('/api/solutions/energy-systems')
    const send = (ar: Json) =>
      fetch(`${api.url}/api/solutions/energy-systems`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ version: current.version, ar }),
      })
    const bad = await send({ title: 'ط'.repeat(121) })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await bad.json())).toContain('ar.title')
    const good = await send({ title: 'أنظمة الطاقة', benefits: ['تكلفة طاقة أقل'] })
    expect(good.status).toBe(200)
    const { body } = await getJson('/api/solutions/energy-systems?lang=ar')
    expect(body.benefits).toEqual(['تكلفة طاقة أقل'])
    expect(body.missing).toEqual(['category', 'description', 'detailed_description', 'features'])
  })
})

describe('translatableFieldKeys', () => {
  it('names only fields each collection schema has, and never slugs, images, numbers or flags', () => {
    for (const [name, def] of Object.entries(collections)) {
      const keys = translatableFieldKeys(def.name)
      expect(keys.length, name).toBeGreaterThan(0)
      for (const key of keys) {
        expect(Object.keys(def.schema.shape), `${name}.${key}`).toContain(key)
        expect(key).not.toMatch(
          /^(slug|image|logo|icon|sort_order|is_.*|children|partner|website)$/,
        )
      }
    }
  })
})

describe("a product's price and specifications in Arabic", () => {
  it('when a product has no Arabic specifications, then the Arabic read returns the English ones and missing names them', async () => {
    const { body } = await getJson('/api/products/grid-controller?lang=ar')
    expect(body.specifications).toEqual([{ name: 'Inputs', value: '16 digital' }])
    expect(body.price_range).toBe('On request')
    expect(body.missing).toEqual(
      expect.arrayContaining(['title', 'summary', 'price_range', 'specifications']),
    )
  })

  it('when a product has Arabic specifications and price, then the Arabic read returns them and missing does not name them', async () => {
    const token = await api.login()
    const { body: current } = await getJson('/api/products/grid-controller')
    const specifications = [{ name: 'المداخل', value: '16 مدخلاً رقمياً' }]
    const res = await fetch(`${api.url}/api/products/grid-controller`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        version: current.version,
        ar: { price_range: 'عند الطلب', specifications },
      }),
    })
    expect(res.status).toBe(200)
    const { body } = await getJson('/api/products/grid-controller?lang=ar')
    expect(body.specifications).toEqual(specifications)
    expect(body.price_range).toBe('عند الطلب')
    expect(body.missing).not.toContain('specifications')
    expect(body.missing).not.toContain('price_range')
    // English readers still get the English
    const { body: en } = await getJson('/api/products/grid-controller')
    expect(en.specifications).toEqual([{ name: 'Inputs', value: '16 digital' }])
  })

  it('when an Arabic specification row has no value, then the save is refused on that row like English', async () => {
    const token = await api.login()
    const { body: current } = await getJson('/api/products/grid-controller')
    const res = await fetch(`${api.url}/api/products/grid-controller`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        version: current.version,
        ar: { specifications: [{ name: 'المداخل', value: '' }] },
      }),
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain('ar.specifications')
  })
})

describe('expanded references in Arabic', () => {
  /** PATCHes a record's Arabic through the API, as the admin does. */
  async function translate(collection: string, slug: string, ar: Json) {
    const token = await api.login()
    const { body: current } = await getJson(`/api/${collection}/${slug}`)
    const res = await fetch(`${api.url}/api/${collection}/${slug}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ version: current.version, ar }),
    })
    expect(res.status).toBe(200)
  }

  it("when a solution is read in Arabic, then its children's titles and descriptions are the children's Arabic", async () => {
    await translate('solutions', 'software-platforms', {
      title: 'المنصّات البرمجية',
      description: 'برمجيات للطاقة.',
    })
    const { body } = await getJson('/api/solutions/energy-systems?lang=ar')
    expect(body.children).toEqual([
      expect.objectContaining({
        slug: 'software-platforms',
        title: 'المنصّات البرمجية',
        description: 'برمجيات للطاقة.',
      }),
    ])
    const { body: en } = await getJson('/api/solutions/energy-systems')
    expect(en.children).toEqual([
      expect.objectContaining({ slug: 'software-platforms', title: 'Software Platforms' }),
    ])
  })

  it("when a product is read in Arabic, then its partner's name and description are the partner's Arabic, in the list too", async () => {
    await translate('partners', 'voltline', { name: 'فولتلاين', description: 'إلكترونيات القدرة.' })
    const { body } = await getJson('/api/products/grid-controller?lang=ar')
    expect(body.partner_details).toMatchObject({
      slug: 'voltline',
      name: 'فولتلاين',
      description: 'إلكترونيات القدرة.',
    })
    const list = (await getJson('/api/products?lang=ar')).body as unknown as Json[]
    expect(list.find((p) => p.slug === 'grid-controller')?.partner_details).toMatchObject({
      name: 'فولتلاين',
    })
    const { body: en } = await getJson('/api/products/grid-controller')
    expect(en.partner_details).toMatchObject({ name: 'Voltline' })
  })
})
