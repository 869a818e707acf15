import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { SearchAnswer, SiteSearchAnswer } from '@site/contract'
import { createHttp, editable, startApiWithEditor } from '../test-support/http.js'
import { cleanUpRemotes, startWithRemote } from '../test-support/remote-repo.js'
import { eventually, git, startTestApi } from '../test-support/test-repo.js'

type Rec = Record<string, unknown> & { version: string }
type Err = { error: { code: string; message: string; fields?: Record<string, string> } }

let stops: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const stop of stops) await stop()
  stops = []
  await cleanUpRemotes()
})

async function start() {
  const api = await startTestApi()
  stops.push(() => api.close())
  return { api, http: createHttp(`${api.url}/api`), token: await api.login() }
}

const search = (answer: { body: SearchAnswer }) =>
  answer.body.results.map((r) => `${r.kind}:${r.collection ?? r.page ?? ''}/${r.slug ?? ''}`)

describe('GET /api/search', () => {
  it('when nobody is signed in, then 401; a query past the bounds is a 400 naming it', async () => {
    const { http, token } = await start()
    expect((await http.get('/search?q=energy')).status).toBe(401)
    const long = await http.get<Err>(`/search?q=${'a'.repeat(101)}`, token)
    expect(long.status).toBe(400)
    expect(long.body.error.fields?.q).toMatch(/at most 100/)
    const limit = await http.get<Err>('/search?q=energy&limit=500', token)
    expect(limit.body.error.fields?.limit).toMatch(/at most 50/)
    expect((await http.get<Err>('/search?q=energy&lang=de', token)).status).toBe(400)
  })

  it('when an editor searches a word of a body, then the record is found at that field with its links', async () => {
    const { http, token } = await start()
    const res = await http.get<SearchAnswer>('/search?q=hybrid', token)
    expect(res.status).toBe(200)
    const product = res.body.results.find((r) => r.slug === 'grid-controller')
    expect(product).toMatchObject({
      kind: 'record',
      collection: 'products',
      title: 'Grid Controller',
      field: 'description',
      snippet: 'Controls hybrid microgrids.',
      admin_url: '/admin/products/grid-controller#field-description',
      public_url: '/products/grid-controller',
    })
  })

  it('when an editor searches a setting by its label or value, or a media file by name, then each is found', async () => {
    const { http, token } = await start()
    const phone = await http.get<SearchAnswer>('/search?q=phone', token)
    expect(phone.body.results[0]).toMatchObject({
      kind: 'setting',
      field: 'main_phone',
      snippet: '+971 4 000 0000',
      admin_url: '/admin/our-info#field-main_phone',
    })
    const byValue = await http.get<SearchAnswer>('/search?q=Business%20Bay', token)
    expect(byValue.body.results[0]).toMatchObject({ kind: 'setting', field: 'address' })
    const media = await http.get<SearchAnswer>('/search?q=voltline%20logo', token)
    expect(media.body.results.find((r) => r.kind === 'media')).toMatchObject({
      title: 'logo-voltline.jpg',
      admin_url: '/admin/media?q=logo-voltline.jpg',
    })
    // a record giving the image an alt text makes the image findable by it
    const partner = (await http.get<Rec>('/partners/voltline', token)).body
    const saved = await http.post(
      '/partners/voltline',
      { ...editable(partner), logo_alt: 'Blue lightning mark' },
      token,
    )
    expect(saved.status).toBe(200)
    await eventually(async () => {
      const byAlt = await http.get<SearchAnswer>('/search?q=lightning', token)
      expect(byAlt.body.results.find((r) => r.kind === 'media')).toMatchObject({
        title: 'logo-voltline.jpg',
        field: 'alt',
        snippet: 'Blue lightning mark',
      })
    })
  })

  it('when a contact message matches, then an admin finds it and an editor does not', async () => {
    const { api, http, admin, editor } = await startApiWithEditor()
    stops.push(() => api.close())
    const sent = await http.post('/contacts', {
      full_name: 'Layla Haddad',
      email: 'layla@example.com',
      company: '',
      phone: '',
      subject: 'Quote for a rooftop plant',
      service: '',
      message: 'We would like a quote for a 2 MW rooftop plant.',
      guard: { website: '', elapsed_ms: 12_000 },
    })
    expect(sent.status).toBe(201)
    const asAdmin = await http.get<SearchAnswer>('/search?q=rooftop', admin)
    expect(asAdmin.body.results).toEqual([
      expect.objectContaining({ kind: 'message', title: 'Quote for a rooftop plant' }),
    ])
    expect(asAdmin.body.results[0]?.admin_url).toMatch(/^\/admin\/contacts\/\d{13}-[0-9a-f]{12}$/)
    expect((await http.get<SearchAnswer>('/search?q=rooftop', editor)).body.results).toEqual([])
  })

  it('when an Arabic word is searched with other hamza and taa marbuta forms, then the Arabic record is found', async () => {
    const { http, token } = await start()
    const rec = (await http.get<Rec>('/solutions/energy-systems', token)).body
    const saved = await http.post(
      '/solutions/energy-systems',
      { ...editable(rec), ar: { title: 'أنظمة الطاقة' } },
      token,
    )
    expect(saved.status).toBe(200)
    const res = await http.get<SearchAnswer>('/search?q=انظمه%20الطاقه&lang=ar', token)
    expect(res.body.results[0]).toMatchObject({
      slug: 'energy-systems',
      lang: 'ar',
      title: 'أنظمة الطاقة',
      admin_url: '/admin/solutions/energy-systems?lang=ar#field-title',
      public_url: '/ar/solutions/energy-systems',
    })
    // English only: the Arabic title is not searched
    const english = await http.get<SearchAnswer>('/search?q=انظمه&lang=en', token)
    expect(english.body.results).toEqual([])
  })

  it('when a French word is searched without its accents, then the French record is found in French', async () => {
    const { http, token } = await start()
    const rec = (await http.get<Rec>('/solutions/energy-systems', token)).body
    const saved = await http.post(
      '/solutions/energy-systems',
      { ...editable(rec), fr: { title: "Systèmes d'électricité" } },
      token,
    )
    expect(saved.status).toBe(200)
    const res = await http.get<SearchAnswer>('/search?q=electricite%20systemes&lang=fr', token)
    expect(res.body.results[0]).toMatchObject({
      slug: 'energy-systems',
      lang: 'fr',
      title: "Systèmes d'électricité",
      admin_url: '/admin/solutions/energy-systems?lang=fr#field-title',
      public_url: '/fr/solutions/energy-systems',
    })
    // every language is searched when none is named; English alone does not hold the French
    expect(search(await http.get('/search?q=électricité', token))).toContain(
      'record:solutions/energy-systems',
    )
    expect(
      (await http.get<SearchAnswer>('/search?q=electricite&lang=en', token)).body.results,
    ).toEqual([])
  })

  it('when a record is saved, then the search finds its new words and no longer its old ones', async () => {
    const { http, token } = await start()
    expect(search(await http.get('/search?q=Zirconia', token))).toEqual([])
    const saveSummary = async (summary: string) => {
      const rec = (await http.get<Rec>('/products/grid-controller', token)).body
      const saved = await http.post(
        '/products/grid-controller',
        { ...editable(rec), summary },
        token,
      )
      expect(saved.status).toBe(200)
    }
    await saveSummary('A Zirconia-coated controller.')
    await eventually(async () =>
      expect(search(await http.get('/search?q=zirconia', token))).toEqual([
        'record:products/grid-controller',
      ]),
    )
    await saveSummary('A Tantalum-coated controller.')
    await eventually(async () =>
      expect(search(await http.get('/search?q=tantalum', token))).toEqual([
        'record:products/grid-controller',
      ]),
    )
    expect(search(await http.get('/search?q=zirconia', token))).toEqual([])
  })

  it('when a draft changes a record, then the search still shows the published words only', async () => {
    const { http, token } = await start()
    // the search is built before the draft, so a change it is told of would show
    await http.get('/search?q=power', token)
    const rec = (await http.get<Rec>('/partners/voltline', token)).body
    const draft = { ...editable(rec), description: 'Draft-only Yttrium text' }
    expect((await http.put('/drafts/partners/voltline', draft, token)).status).toBe(201)
    expect(search(await http.get('/search?q=yttrium', token))).toEqual([])
    expect(search(await http.get('/search?q=power%20electronics', token))).toContain(
      'record:partners/voltline',
    )
  })

  it('when a file is edited by hand and committed, then the search follows it', async () => {
    const { api, http, token } = await start()
    await http.get('/search?q=energy', token)
    const file = path.join(api.contentDir, 'partners/voltline.json')
    await writeFile(
      file,
      JSON.stringify({ name: 'Voltline', logo: 'media/logo-voltline.jpg', description: 'Hafnium' }),
    )
    await git(api.contentDir, 'commit', '-qam', 'hand edit')
    await eventually(async () =>
      expect(search(await http.get('/search?q=hafnium', token))).toEqual([
        'record:partners/voltline',
      ]),
    )
  })

  it('when a pull request lands on the remote and is synced, then the search finds its words', async () => {
    const { http, token, pushFromOther, sync } = await startWithRemote()
    await http.get('/search?q=energy', token)
    await pushFromOther(
      'clients/desert-utilities.json',
      (t) => t.replace('"Utilities"', '"Desalination"'),
      'developer: industry',
    )
    await sync()
    await eventually(async () =>
      expect(search(await http.get('/search?q=desalination', token))).toEqual([
        'record:clients/desert-utilities',
      ]),
    )
  })
})

describe('GET /api/site-search', () => {
  it('when a visitor searches, then only public pages and records with a page are found', async () => {
    const { http } = await start()
    const res = await http.get<SiteSearchAnswer>('/site-search?q=energy')
    expect(res.status).toBe(200)
    expect(res.body.results.map((r) => r.public_url)).toContain('/solutions/energy-systems')
    expect(res.body.results.every((r) => r.kind === 'record' || r.kind === 'page')).toBe(true)
    // settings, partners (no page of their own) and media are not for the public search
    expect((await http.get<SiteSearchAnswer>('/site-search?q=phone')).body.results).toEqual([])
    expect((await http.get<SiteSearchAnswer>('/site-search?q=voltline')).body.results).toEqual([])
    expect((await http.get(`/site-search?q=${'a'.repeat(101)}`)).status).toBe(400)
  })

  it('when a visitor searches in French, then French results with their French pages are found', async () => {
    const { http, token } = await start()
    const rec = (await http.get<Rec>('/solutions/energy-systems', token)).body
    const saved = await http.post(
      '/solutions/energy-systems',
      { ...editable(rec), fr: { title: 'Systèmes énergétiques' } },
      token,
    )
    expect(saved.status).toBe(200)
    const res = await http.get<SiteSearchAnswer>('/site-search?q=energetiques&lang=fr')
    expect(res.status).toBe(200)
    expect(res.body.results[0]).toMatchObject({
      lang: 'fr',
      title: 'Systèmes énergétiques',
      public_url: '/fr/solutions/energy-systems',
    })
    expect(res.body.results.every((r) => r.lang === 'fr')).toBe(true)
    // the French page's search does not answer with English text
    const english = await http.get<SiteSearchAnswer>('/site-search?q=hybrid&lang=fr')
    expect(english.body.results).toEqual([])
  })

  it('when nothing matches, then the closest titles are suggested', async () => {
    const { http } = await start()
    const res = await http.get<SiteSearchAnswer>('/site-search?q=enrjy')
    expect(res.body.results).toEqual([])
    expect(res.body.suggestions).toContainEqual({
      title: 'Energy Systems',
      public_url: '/solutions/energy-systems',
    })
  })
})
