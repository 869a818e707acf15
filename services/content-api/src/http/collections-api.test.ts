import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { git, startTestApi } from '../test-support/test-repo.js'
import { createHttp, editable } from '../test-support/http.js'

type Rec = Record<string, unknown> & { slug: string; version: string }
type Err = {
  error: {
    code: string
    message: string
    fields?: Record<string, string>
    conflicts?: string[]
    current?: Rec
    referrers?: unknown[]
  }
}

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

describe('reading every collection', () => {
  it('when the public reads partners, then inactive ones are hidden; an editor sees them all', async () => {
    expect((await http.get<Rec[]>('/partners')).body.map((p) => p.slug)).toEqual(['voltline'])
    expect((await http.get<Rec[]>('/partners', token)).body.map((p) => p.slug)).toEqual([
      'voltline',
      'dormant',
    ])
    expect((await http.get('/partners/dormant')).status).toBe(404)
  })

  it("when a product is read, then its partner's details come with it", async () => {
    const { body } = await http.get<Rec>('/products/grid-controller')
    expect(body).toMatchObject({
      title: 'Grid Controller',
      partner: 'voltline',
      partner_details: {
        name: 'Voltline',
        website: 'https://voltline.example',
        is_strategic: true,
      },
      specifications: [{ name: 'Inputs', value: '16 digital' }],
      description: 'Controls hybrid microgrids.',
    })
  })

  it('when settings and our-info are read, then they show the same values', async () => {
    const settings = await http.get<{
      version: string
      settings: Array<{ key: string; value: unknown }>
    }>('/company-settings')
    expect(settings.body.settings).toContainEqual({ key: 'main_phone', value: '+971 4 000 0000' })
    const info = await http.get<Array<{ id: string; name: string; value: string }>>('/our-info')
    expect(info.body).toContainEqual({
      id: 'address',
      key: 'address',
      name: 'Address',
      value: 'Business Bay, Dubai',
      version: settings.body.version,
    })
  })

  it('when about sections are read by key, then the body is the content', async () => {
    expect((await http.get<Rec>('/about-sections/mission')).body).toMatchObject({
      title: 'Our Mission',
      content: 'Reliable infrastructure for the region.',
    })
  })
})

describe('creating and deleting', () => {
  it('when a record is created without a slug, then one is made from the title, and a second gets a number', async () => {
    const input = { name: 'Gulf Cables & Wires', logo: 'media/logo-voltline.jpg' }
    const first = await http.post<Rec>('/clients', input, token)
    expect(first.status).toBe(201)
    expect(first.body.slug).toBe('gulf-cables-and-wires')
    expect(first.body).toMatchObject({ is_active: true, sort_order: 0, website: '' })
    const second = await http.post<Rec>('/clients', input, token)
    expect(second.body.slug).toBe('gulf-cables-and-wires-2')
    expect((await git(api.contentDir, 'log', '-1', '--format=%s')).trim()).toBe(
      'clients: create "Gulf Cables & Wires"',
    )
  })

  it('when an explicit slug is taken, then 409 and nothing is written', async () => {
    const before = await commitCount()
    const res = await http.post<Err>(
      '/partners',
      { slug: 'voltline', name: 'Other', logo: 'media/logo-voltline.jpg' },
      token,
    )
    expect(res.status).toBe(409)
    expect(res.body.error.code).toBe('slug_taken')
    expect(await commitCount()).toBe(before)
  })

  it('when a record refers to something missing, then 400 names the field', async () => {
    const res = await http.post<Err>(
      '/products',
      { title: 'X', summary: 'Y', partner: 'ghost', image: 'media/nope.jpg' },
      token,
    )
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({
      partner: 'There is no partner "ghost"',
      image: 'Image media/nope.jpg does not exist in the media library',
    })
  })

  it('when a product names a datasheet, then it must be a PDF that exists in the media library', async () => {
    const missing = await http.post<Err>(
      '/products',
      { title: 'X', summary: 'Y', datasheet: 'media/nope.pdf' },
      token,
    )
    expect(missing.status).toBe(400)
    expect(missing.body.error.fields).toEqual({
      datasheet: 'Document media/nope.pdf does not exist in the media library',
    })
    const notPdf = await http.post<Err>(
      '/products',
      { title: 'X', summary: 'Y', datasheet: 'media/logo-voltline.jpg' },
      token,
    )
    expect(notPdf.status).toBe(400)
    expect(notPdf.body.error.fields).toEqual({
      datasheet: 'Use a PDF from the media library (media/<file>.pdf)',
    })

    await writeFile(path.join(api.contentDir, 'media/x-datasheet.pdf'), '%PDF-1.4\n%%EOF\n')
    await git(api.contentDir, 'add', 'media/x-datasheet.pdf')
    await git(api.contentDir, 'commit', '-q', '-m', 'datasheet')
    const created = await http.post<Rec>(
      '/products',
      { title: 'X', summary: 'Y', datasheet: 'media/x-datasheet.pdf' },
      token,
    )
    expect(created.status).toBe(201)
    expect((await http.get<Rec>(`/products/${created.body.slug}`)).body.datasheet).toBe(
      'media/x-datasheet.pdf',
    )
  })

  it('when a partner still used by a product is deleted, then 409 names the product', async () => {
    const res = await http.del<Err>('/partners/voltline', token)
    expect(res.status).toBe(409)
    expect(res.body.error.code).toBe('referenced')
    expect(res.body.error.message).toBe(
      'Still used by product "Grid Controller"; change those first',
    )
    expect(res.body.error.referrers).toEqual([
      { collection: 'products', slug: 'grid-controller', title: 'Grid Controller' },
    ])
  })

  it('when an unused record is deleted, then its file goes in one commit and reads 404', async () => {
    const res = await http.del<Rec>('/clients/desert-utilities', token)
    expect(res.status).toBe(200)
    expect(res.body.name).toBe('Desert Utilities')
    expect((await git(api.contentDir, 'show', '--name-status', '--format=%s', 'HEAD')).trim()).toBe(
      'clients: delete "Desert Utilities"\n\nD\tclients/desert-utilities.json',
    )
    expect((await http.get('/clients/desert-utilities', token)).status).toBe(404)
  })
})

describe('concurrent edits', () => {
  it('when two editors change different fields of the same record, then both changes are merged', async () => {
    const loaded = (await http.get<Rec>('/products/grid-controller')).body
    const a = await http.post<Rec>(
      '/products/grid-controller',
      { ...editable(loaded), title: 'Grid Controller Pro' },
      token,
    )
    expect(a.status).toBe(200)
    const b = await http.post<Rec & { merged_fields: string[] }>(
      '/products/grid-controller',
      { ...editable(loaded), price_range: 'From $9,000' },
      token,
    )
    expect(b.status).toBe(200)
    expect(b.body).toMatchObject({
      title: 'Grid Controller Pro',
      price_range: 'From $9,000',
      merged_fields: ['title'],
    })
  })

  it('when two editors change the same field differently, then the second gets 409 with the conflict and nothing is lost', async () => {
    const loaded = (await http.get<Rec>('/products/grid-controller')).body
    await http.post('/products/grid-controller', { ...editable(loaded), title: 'From A' }, token)
    const before = await commitCount()
    const b = await http.post<Err>(
      '/products/grid-controller',
      { ...editable(loaded), title: 'From B', category: 'Software' },
      token,
    )
    expect(b.status).toBe(409)
    expect(b.body.error.conflicts).toEqual(['title'])
    expect(b.body.error.current?.title).toBe('From A')
    expect(await commitCount()).toBe(before)
  })

  it('when two editors save the same record at the same moment, then both different-field changes land in two commits', async () => {
    const loaded = (await http.get<Rec>('/products/grid-controller')).body
    const before = await commitCount()
    const [a, b] = await Promise.all([
      http.post<Rec>(
        '/products/grid-controller',
        { ...editable(loaded), title: 'Concurrent A' },
        token,
      ),
      http.post<Rec>(
        '/products/grid-controller',
        { ...editable(loaded), category: 'Concurrent B' },
        token,
      ),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(await commitCount()).toBe(before + 2)
    const now = (await http.get<Rec>('/products/grid-controller')).body
    expect(now).toMatchObject({ title: 'Concurrent A', category: 'Concurrent B' })
  })

  it('when two editors change the same field at the same moment, then one wins and the other gets 409, never both', async () => {
    const loaded = (await http.get<Rec>('/products/grid-controller')).body
    const results = await Promise.all(
      ['One', 'Two'].map((t) =>
        http.post<Err>('/products/grid-controller', { ...editable(loaded), title: t }, token),
      ),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    const loser = results.find((r) => r.status === 409)
    expect(loser?.body.error.conflicts).toEqual(['title'])
    const now = (await http.get<Rec>('/products/grid-controller')).body
    expect(['One', 'Two']).toContain(now.title)
    expect(loser?.body.error.current?.title).toBe(now.title)
  })

  it('when a commit arrives through git after the editor loaded, then it is merged like another editor', async () => {
    const loaded = (await http.get<Rec>('/solutions/software-platforms')).body
    const { writeFile, readFile } = await import('node:fs/promises')
    const file = `${api.contentDir}/solutions/software-platforms.md`
    await writeFile(
      file,
      (await readFile(file, 'utf8')).replace('category: Software', 'category: Digital'),
    )
    await git(api.contentDir, 'commit', '-qam', 'developer: recategorise')
    const res = await http.post<Rec>(
      '/solutions/software-platforms',
      { ...editable(loaded), title: 'Platforms' },
      token,
    )
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ title: 'Platforms', category: 'Digital' })
  })

  it('when fifty saves to different records arrive at once, then there are fifty commits and git is clean', async () => {
    const created = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        http.post<Rec>('/clients', { name: `Client ${i}`, logo: 'media/logo-voltline.jpg' }, token),
      ),
    )
    expect(created.map((r) => r.status)).toEqual(Array(50).fill(201))
    const before = await commitCount()
    const saved = await Promise.all(
      created.map((r) =>
        http.patch<Rec>(
          `/clients/${r.body.slug}`,
          { version: r.body.version, industry: `Industry ${r.body.slug}` },
          token,
        ),
      ),
    )
    expect(saved.map((r) => r.status)).toEqual(Array(50).fill(200))
    expect(await commitCount()).toBe(before + 50)
    const list = (await http.get<Rec[]>('/clients', token)).body
    for (const r of created)
      expect(list.find((c) => c.slug === r.body.slug)?.industry).toBe(`Industry ${r.body.slug}`)
    await git(api.contentDir, 'fsck', '--strict')
    expect((await git(api.contentDir, 'status', '--porcelain')).trim()).toBe('')
  }, 120_000)
})

describe('pages and settings', () => {
  it('when a page field is saved, then only the fields sent change, in one commit', async () => {
    const page = (await http.get<{ version: string }>('/home-content')).body
    const res = await http.post<{
      sections: Array<{ key: string; fields: Array<{ key: string; value: string }> }>
    }>(
      '/home-content',
      { version: page.version, values: { hero: { small_title: 'Since 2009' } } },
      token,
    )
    expect(res.status).toBe(200)
    const hero = res.body.sections.find((s) => s.key === 'hero')
    expect(hero?.fields.find((f) => f.key === 'small_title')?.value).toBe('Since 2009')
    expect(hero?.fields.find((f) => f.key === 'title')?.value).toBe('Powering Smart Infrastructure')
    expect((await git(api.contentDir, 'log', '-1', '--format=%s')).trim()).toBe(
      'pages/home: update hero.small_title',
    )
  })

  it('when a page field is unknown or invalid, then 400 names it', async () => {
    const page = (await http.get<{ version: string }>('/home-content')).body
    const res = await http.post<Err>(
      '/home-content',
      { version: page.version, values: { hero: { nope: 'x', button_url: 'javascript:alert(1)' } } },
      token,
    )
    expect(res.status).toBe(400)
    expect(Object.keys(res.body.error.fields ?? {}).sort()).toEqual(['hero.nope'])
    const bad = await http.post<Err>(
      '/home-content',
      { version: page.version, values: { hero: { button_url: 'javascript:alert(1)' } } },
      token,
    )
    expect(bad.body.error.fields?.['hero.button_url']).toMatch(/site path/)
  })

  it('when one our-info value is saved, then settings show it', async () => {
    const info = (await http.get<Array<{ id: string; version: string }>>('/our-info')).body
    const version = info.find((e) => e.id === 'main_phone')?.version
    const res = await http.post<{ value: string }>(
      '/our-info/main_phone',
      { value: '+971 4 111 2222', version },
      token,
    )
    expect(res.status).toBe(200)
    expect(res.body.value).toBe('+971 4 111 2222')
    const settings = await http.get<{ settings: Array<{ key: string; value: unknown }> }>(
      '/company-settings',
    )
    expect(settings.body.settings).toContainEqual({ key: 'main_phone', value: '+971 4 111 2222' })
  })
})

describe('our-info without a version', () => {
  it('when a value is saved without the version it was read at, then 400 and nothing is written', async () => {
    const before = await commitCount()
    const res = await http.post<Err>('/our-info/main_phone', { value: '+971 4 999 9999' }, token)
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({ version: 'Send the version you loaded' })
    expect(await commitCount()).toBe(before)
  })
})

describe('history and restore', () => {
  it('when a restore names a version that is no longer current, then 409 and nothing is written', async () => {
    const rec = (await http.get<Rec>('/partners/voltline')).body
    const seed =
      (await http.get<Array<{ id: string }>>('/partners/voltline/history', token)).body[0]?.id ?? ''
    await http.post('/partners/voltline', { ...editable(rec), description: 'Newer' }, token)
    const before = await commitCount()
    const res = await http.post<Err>(
      '/partners/voltline/restore',
      { commit: seed, version: rec.version },
      token,
    )
    expect(res.status).toBe(409)
    expect(await commitCount()).toBe(before)
  })

  it('when a record was changed twice, then its history lists both and restoring the first makes a new commit', async () => {
    let rec = (await http.get<Rec>('/partners/voltline')).body
    rec = (
      await http.post<Rec>('/partners/voltline', { ...editable(rec), description: 'Second' }, token)
    ).body
    await http.post<Rec>('/partners/voltline', { ...editable(rec), description: 'Third' }, token)

    const history = (
      await http.get<Array<{ id: string; author: { name: string }; message: string }>>(
        '/partners/voltline/history',
        token,
      )
    ).body
    expect(history.map((h) => h.message)).toEqual([
      'partners: update "Voltline"',
      'partners: update "Voltline"',
      'seed',
    ])
    expect(history[0]?.author.name).toBe('Edith Editor')

    const seedId = history[2]?.id ?? ''
    expect(
      (await http.get<Rec>(`/partners/voltline/history/${seedId}`, token)).body.description,
    ).toBe('Power electronics.')

    const before = await commitCount()
    const restored = await http.post<Rec>('/partners/voltline/restore', { commit: seedId }, token)
    expect(restored.status).toBe(200)
    expect(restored.body.description).toBe('Power electronics.')
    expect(await commitCount()).toBe(before + 1)
    expect((await git(api.contentDir, 'log', '-1', '--format=%s')).trim()).toBe(
      `partners: restore "Voltline" from ${seedId.slice(0, 7)}`,
    )
  })

  it('when history is asked for without a session, then 401', async () => {
    expect((await http.get('/partners/voltline/history')).status).toBe(401)
  })
})

describe('slugs from the URL', () => {
  it.each([
    '..%2Fclients%2Fdesert-utilities',
    '..%2Fsectors%2Fenergy',
    '..%2F..%2Fetc%2Fpasswd',
    'Energy',
    'a%00b',
  ])('when the slug is %s, then 404 and nothing is read, written or deleted', async (raw) => {
    const before = await commitCount()
    expect((await http.get(`/solutions/${raw}`)).status).toBe(404)
    expect((await http.del(`/partners/${raw}`, token)).status).toBe(404)
    expect(
      (await http.patch(`/clients/${raw}`, { version: '0'.repeat(40), name: 'X' }, token)).status,
    ).toBe(404)
    expect(await commitCount()).toBe(before)
    expect((await git(api.contentDir, 'status', '--porcelain')).trim()).toBe('')
  })
})

describe('when another process holds the git lock for longer than a save waits', () => {
  it('then the save answers 503 with Retry-After and leaves neither a file nor a staged change behind', async () => {
    const { writeFile: write, rm: remove, access } = await import('node:fs/promises')
    const lock = `${api.contentDir}/.git/index.lock`
    await write(lock, '')
    try {
      const res = await http.post<Err>(
        '/clients',
        { name: 'Never Saved', logo: 'media/logo-voltline.jpg' },
        token,
      )
      expect(res.status).toBe(503)
      expect(res.headers.get('retry-after')).toBe('5')
      expect(res.body.error.code).toBe('repository_busy')
      const rec = (await http.get<Rec>('/partners/voltline')).body
      const update = await http.post<Err>(
        '/partners/voltline',
        { ...editable(rec), description: 'Lost?' },
        token,
      )
      expect(update.status).toBe(503)
    } finally {
      await remove(lock)
    }
    await expect(access(`${api.contentDir}/clients/never-saved.json`)).rejects.toThrow()
    expect((await git(api.contentDir, 'status', '--porcelain')).trim()).toBe('')
    expect((await http.get<Rec>('/partners/voltline')).body.description).toBe('Power electronics.')
  })
})
