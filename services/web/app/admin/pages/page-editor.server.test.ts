import { ContentApiError } from '@site/contract/client'
import { describe, expect, it, vi } from 'vitest'
import {
  fakeContext,
  pageContent,
  thrownStatus,
  unreachable,
} from '../../test-support/load-context'
import {
  companyDraftAction,
  loadCompanyInfo,
  loadPageEditor,
  pageDraftAction,
  saveCompanyInfo,
  savePageSection,
} from './page-editor.server'

const editor = { id: 'u1', email: 'e@example.com', name: 'Edith', role: 'editor' }
const V1 = 'a'.repeat(40)
const noDraft = () => Promise.reject(new ContentApiError(404, 'not_found', 'There is no draft'))
const ctx = (api: Record<string, unknown>, me: () => Promise<unknown> = async () => editor) =>
  fakeContext({ me, drafts: { get: noDraft }, ...api })
/** A later pair replaces an earlier one of the same name (so a test can override a field). */
const formOf = (body: Array<[string, string]>) => new URLSearchParams(Object.fromEntries(body))
const req = (path: string, body?: Array<[string, string]>, signed = true) =>
  new Request(`http://127.0.0.1:3000${path}`, {
    ...(body ? { method: 'POST', body: formOf(body) } : {}),
    headers: signed ? { cookie: '__session=tok1' } : {},
  })

function result(value: unknown) {
  if (value instanceof Response)
    return {
      status: value.status,
      location: value.headers.get('location'),
      body: {} as Record<string, unknown>,
    }
  const init = (value as { init?: { status?: number } }).init
  const body = ((value as { data?: unknown }).data ?? value) as Record<string, unknown>
  return { status: init?.status ?? 200, location: null, body }
}

const hero: Array<[string, string]> = [
  ['section', 'hero'],
  ['version', V1],
  ['title', 'Power for Africa'],
  ['button_url', '/contact'],
  ['image', ''],
]

describe('page content editor', () => {
  it('when /admin/home-contents is opened, then the home page content is loaded with its content checks', async () => {
    const content = pageContent('home', { hero: { title: 'Hi' } })
    const getPage = vi.fn(async () => content)
    const problem = { field: 'hero.button_url', message: 'The link to /x: there is no page' }
    const itemChecks = vi.fn(async () => [problem])
    const out = await loadPageEditor(req('/admin/home-contents'), ctx({ getPage, itemChecks }))
    expect(itemChecks).toHaveBeenCalledWith('pages/home', { draft: false })
    expect(out).toEqual({
      page: 'home',
      content,
      lang: 'en',
      catalogueCounts: {},
      checks: [problem],
      drafting: {
        draft: null,
        published: { 'hero.title': 'Hi', version: 'rev-1' },
        draftVersion: 'rev-1',
        admin: false,
        directSave: true,
        canDraft: true,
        canDiscard: false,
        shares: [],
      },
    })
    expect(getPage).toHaveBeenCalledWith('home')
  })

  const pageDraft = {
    target: 'pages/home',
    branch: 'drafts/pages/home',
    status: 'review',
    publishAt: null,
    base: 'c0',
    tip: 'c1',
    createdAt: '2026-11-20T08:00:00Z',
    updatedAt: '2026-11-21T08:00:00Z',
    createdBy: { name: 'Edith', email: 'e@example.com' },
    authors: [{ name: 'Edith', email: 'e@example.com' }],
    files: ['pages/home.json'],
  }

  it('when the home page has a draft, then its sections are edited and an editor in editorial mode has no direct save', async () => {
    const published = pageContent('home', { hero: { title: 'Hi' } })
    const drafted = { ...pageContent('home', { hero: { title: 'Hello' } }), version: 'rev-2' }
    const context = ctx({
      getPage: async () => published,
      drafts: {
        get: async () => ({ ...pageDraft, item: drafted, published: true }),
        shares: async () => [],
      },
    })
    context.config.publishMode = 'editorial'
    const out = await loadPageEditor(req('/admin/home-contents'), context)
    expect(out.content).toEqual(drafted)
    expect(out.drafting).toMatchObject({
      draft: pageDraft,
      published: { 'hero.title': 'Hi', version: 'rev-1' },
      draftVersion: 'rev-2',
      directSave: false,
    })
  })

  it('when a section is saved as a draft, then only that section goes to pages/home with the draft version', async () => {
    const save = vi.fn(async (_target: string, _body: Record<string, unknown>) => pageDraft)
    const get = async () => ({ ...pageDraft, item: { version: 'rev-3' } })
    const out = result(
      await pageDraftAction(
        req('/admin/home-contents?edit=hero', [
          ['intent', 'draft-save'],
          ['section', 'hero'],
          ['draft_version', 'rev-2'],
          ['title', 'Hello again'],
        ]),
        ctx({ drafts: { save, get } }),
      ),
    )
    expect(save.mock.calls[0]?.[0]).toBe('pages/home')
    expect(save.mock.calls[0]?.[1]).toMatchObject({
      version: 'rev-2',
      values: { hero: { title: 'Hello again' } },
    })
    expect(out.body).toMatchObject({ ok: true, version: 'rev-3' })
  })

  it('when a draft names no section of the page, then it is refused with nothing sent', async () => {
    const save = vi.fn()
    const out = result(
      await pageDraftAction(
        req('/admin/home-contents', [
          ['intent', 'draft-save'],
          ['section', 'nowhere'],
        ]),
        ctx({ drafts: { save } }),
      ),
    )
    expect(out.status).toBe(400)
    expect(save).not.toHaveBeenCalled()
  })

  it('when an admin publishes the page draft, then the editor shows Published', async () => {
    const publish = vi.fn(async () => ({ item: {}, commit: 'c2' }))
    await expect(
      pageDraftAction(
        req('/admin/home-contents', [['intent', 'draft-publish']]),
        ctx({ drafts: { publish } }),
      ),
    ).rejects.toSatisfy(
      (r: Response) => r.headers.get('location') === '/admin/home-contents?published=1',
    )
    expect(publish).toHaveBeenCalledWith('pages/home', {})
  })

  it('when a list page is opened, then its catalogue counters come counted from the active records', async () => {
    const content = pageContent('products', { hero: { products: '10' } })
    const out = await loadPageEditor(
      req('/admin/products-contents'),
      ctx({
        getPage: async () => content,
        products: {
          list: async () => [
            { slug: 'a', category: 'Hardware Systems' },
            { slug: 'b', category: 'Software Platforms' },
            { slug: 'c', category: 'Hardware Systems', is_active: false },
          ],
        },
        partners: { list: async () => [{ slug: 'p' }] },
      }),
    )
    expect(out.catalogueCounts).toEqual({ products: 2, partners: 1, categories: 2 })
  })

  it('when the path names no page, then 404', async () => {
    expect(await thrownStatus(loadPageEditor(req('/admin/nope-contents'), ctx({})))).toBe(404)
  })

  it('when a section is saved, then only that section goes to content-api, and the page says which fields were merged', async () => {
    const updatePage = vi.fn(async () => ({ merged_fields: ['hero.description'] }))
    const out = result(
      await savePageSection(req('/admin/home-contents', hero), ctx({ updatePage })),
    )
    expect(out.location).toBe('/admin/home-contents?saved=hero&merged=hero.description')
    expect(updatePage).toHaveBeenCalledWith(
      'home',
      V1,
      { hero: expect.objectContaining({ title: 'Power for Africa', button_url: '/contact' }) },
      'en',
    )
  })

  it('when the Arabic editor is opened, then it loads the same page and says it edits Arabic', async () => {
    const getPage = vi.fn(async () => pageContent('home', { hero: { title: 'Hi' } }))
    const out = await loadPageEditor(req('/admin/home-contents?lang=ar'), ctx({ getPage }))
    expect(out.lang).toBe('ar')
  })

  it('when an Arabic section is saved, then only its translatable fields go, as Arabic, and the editor stays in Arabic', async () => {
    const updatePage = vi.fn(async () => ({ merged_fields: [] }))
    const arabic: Array<[string, string]> = [
      ['section', 'hero'],
      ['version', V1],
      ['title', 'طاقة لأفريقيا'],
      // shared fields are not part of the Arabic form: ignored if a browser sends them
      ['button_url', 'javascript:alert(1)'],
    ]
    const out = result(
      await savePageSection(req('/admin/home-contents?lang=ar', arabic), ctx({ updatePage })),
    )
    expect(out.location).toBe('/admin/home-contents?saved=hero&lang=ar')
    const sent = (updatePage.mock.calls[0] as unknown[] | undefined)?.[2] as {
      hero: Record<string, string>
    }
    expect(sent.hero.title).toBe('طاقة لأفريقيا')
    expect(sent.hero).not.toHaveProperty('button_url')
    expect(sent.hero).not.toHaveProperty('image')
    expect((updatePage.mock.calls[0] as unknown[] | undefined)?.[3]).toBe('ar')
  })

  it('when content-api refuses an Arabic field, then the error shows on that field of the form', async () => {
    const updatePage = () =>
      Promise.reject(new ContentApiError(400, 'invalid', 'bad', { 'ar.hero.title': 'Too long' }))
    const out = result(
      await savePageSection(
        req('/admin/home-contents?lang=ar', [
          ['section', 'hero'],
          ['version', V1],
        ]),
        ctx({ updatePage }),
      ),
    )
    expect(out.status).toBe(400)
    expect(out.body.fieldErrors).toEqual({ title: 'Too long' })
  })

  it('when a field breaks its rule, then 400 on that field and nothing is sent', async () => {
    const updatePage = vi.fn()
    const out = result(
      await savePageSection(
        req('/admin/home-contents', [...hero, ['button_url', 'javascript:alert(1)']]),
        ctx({ updatePage }),
      ),
    )
    expect(out.status).toBe(400)
    expect(out.body.fieldErrors).toHaveProperty('button_url')
    expect(updatePage).not.toHaveBeenCalled()
  })

  it('when the section is unknown, then 400', async () => {
    const out = result(
      await savePageSection(req('/admin/home-contents', [['section', 'nope']]), ctx({})),
    )
    expect(out.status).toBe(400)
  })

  it('when the session has ended, then 401 and the typed values are kept', async () => {
    const out = result(await savePageSection(req('/admin/home-contents', hero, false), ctx({})))
    expect(out.status).toBe(401)
    expect((out.body.values as { title: string }).title).toBe('Power for Africa')
  })

  it('when another editor changed the same field, then 409 says to reload', async () => {
    const updatePage = () => Promise.reject(new ContentApiError(409, 'conflict', 'changed'))
    const out = result(
      await savePageSection(req('/admin/home-contents', hero), ctx({ updatePage })),
    )
    expect(out.status).toBe(409)
    expect(out.body.formError).toMatch(/Reload/)
  })

  it('when content-api reports a field of the section, then it shows on that field', async () => {
    const updatePage = () =>
      Promise.reject(new ContentApiError(400, 'invalid', 'bad', { 'hero.image': 'No such image' }))
    const out = result(
      await savePageSection(req('/admin/home-contents', hero), ctx({ updatePage })),
    )
    expect(out.status).toBe(400)
    expect(out.body.fieldErrors).toEqual({ image: 'No such image' })
  })
})

describe('company info', () => {
  const settings: Array<[string, string]> = [
    ['version', V1],
    ['company_name', 'Falcon'],
    ['main_email', 'info@falcon.example'],
    ['main_phone', '+971 4 123 4567'],
    ['map_lat', '25.1865'],
    ['map_lang', '55.2637'],
  ]

  it('when opened, then each setting comes with its value', async () => {
    const companySettings = async () => ({
      version: V1,
      settings: [{ key: 'company_name', value: 'Falcon' }],
    })
    expect(await loadCompanyInfo(req('/admin/our-info'), ctx({ companySettings }))).toEqual({
      version: V1,
      values: { company_name: 'Falcon' },
      translations: {},
      lang: 'en',
      drafting: {
        draft: null,
        published: { company_name: 'Falcon', version: V1 },
        draftVersion: V1,
        admin: false,
        // the settings are the admins' to change: an editor neither saves nor drafts them
        directSave: false,
        canDraft: false,
        canDiscard: false,
        shares: [],
      },
    })
  })

  const draftMeta = {
    target: 'settings/company',
    branch: 'drafts/settings/company',
    status: 'draft',
    publishAt: null,
    base: 'c0',
    tip: 'c1',
    createdAt: '2026-11-20T08:00:00Z',
    updatedAt: '2026-11-21T08:00:00Z',
    createdBy: { name: 'Edith', email: 'e@example.com' },
    authors: [{ name: 'Edith', email: 'e@example.com' }],
    files: ['settings.json'],
  }
  const V2 = 'b'.repeat(40)

  it('when the settings have a draft, then its values are edited with the published ones beside; an editor, even its maker, may not change it', async () => {
    const companySettings = async () => ({
      version: V1,
      settings: [{ key: 'main_phone', value: '+971 4 000 0000' }],
    })
    const get = async () => ({
      ...draftMeta,
      item: { version: V2, values: { main_phone: '+971 4 111 1111' } },
      published: true,
    })
    const out = await loadCompanyInfo(
      req('/admin/our-info'),
      ctx({ companySettings, drafts: { get, shares: async () => [] } }),
    )
    expect(out.values).toEqual({ main_phone: '+971 4 111 1111' })
    expect(out.version).toBe(V1)
    expect(out.drafting).toMatchObject({
      draft: draftMeta,
      published: { main_phone: '+971 4 000 0000', version: V1 },
      draftVersion: V2,
      canDraft: false,
      canDiscard: false,
    })
    const asAdmin = await loadCompanyInfo(
      req('/admin/our-info'),
      ctx({ companySettings, drafts: { get, shares: async () => [] } }, async () => ({
        ...editor,
        role: 'admin',
      })),
    )
    expect(asAdmin.drafting).toMatchObject({ admin: true, canDraft: true, canDiscard: true })
  })

  it('when the settings are saved as a draft, then the values go to settings/company with the draft version', async () => {
    const save = vi.fn(async (_target: string, _body: Record<string, unknown>) => draftMeta)
    const get = async () => ({ ...draftMeta, item: { version: V2, values: {} } })
    const out = result(
      await companyDraftAction(
        req('/admin/our-info', [...settings, ['intent', 'draft-save'], ['draft_version', V1]]),
        ctx({ drafts: { save, get } }),
      ),
    )
    expect(save.mock.calls[0]?.[0]).toBe('settings/company')
    expect(save.mock.calls[0]?.[1]).toMatchObject({
      version: V1,
      values: { company_name: 'Falcon', map_lat: 25.1865 },
    })
    expect(out.body).toMatchObject({ ok: true, version: V2 })
  })

  it('when a settings draft has an invalid e-mail, then nothing is sent and the field says why', async () => {
    const save = vi.fn()
    const out = result(
      await companyDraftAction(
        req('/admin/our-info', [...settings, ['main_email', 'nope'], ['intent', 'draft-save']]),
        ctx({ drafts: { save } }),
      ),
    )
    expect(out.status).toBe(400)
    expect(out.body.fieldErrors).toHaveProperty('main_email')
    expect(save).not.toHaveBeenCalled()
  })

  it('when the Arabic version is opened, then the stored translations come with the English', async () => {
    const companySettings = async () => ({
      version: V1,
      settings: [{ key: 'address', value: 'Dubai' }],
      translations: { ar: { address: 'دبي' }, fr: { address: 'Dubaï' } },
    })
    const out = await loadCompanyInfo(req('/admin/our-info?lang=ar'), ctx({ companySettings }))
    expect(out).toMatchObject({
      lang: 'ar',
      translations: { ar: { address: 'دبي' }, fr: { address: 'Dubaï' } },
      values: { address: 'Dubai' },
    })
  })

  it('when the French version is opened, then the editor edits French', async () => {
    const companySettings = async () => ({ version: V1, settings: [], translations: {} })
    const out = await loadCompanyInfo(req('/admin/our-info?lang=fr'), ctx({ companySettings }))
    expect(out).toMatchObject({ lang: 'fr' })
  })

  it('when the Arabic settings are saved, then only name, address and hours go, as Arabic', async () => {
    const updateCompanySettings = vi.fn(async () => ({}))
    const out = result(
      await saveCompanyInfo(
        req('/admin/our-info?lang=ar', [
          ['version', V1],
          ['address', 'دبي، الخليج التجاري'],
          // a shared setting is not part of the Arabic form: ignored if sent
          ['main_email', 'nope'],
        ]),
        ctx({ updateCompanySettings }),
      ),
    )
    expect(out.location).toBe('/admin/our-info?saved=1&lang=ar')
    const [version, values, lang] = updateCompanySettings.mock.calls[0] as unknown as [
      string,
      Record<string, unknown>,
      string,
    ]
    expect(version).toBe(V1)
    expect(lang).toBe('ar')
    expect(values.address).toBe('دبي، الخليج التجاري')
    expect(Object.keys(values).sort()).toEqual([
      'address',
      'company_name',
      'working_hours_1',
      'working_hours_2',
      'working_hours_3',
    ])
  })

  it('when content-api is down, then 503', async () => {
    expect(
      await thrownStatus(
        loadCompanyInfo(req('/admin/our-info'), ctx({ companySettings: unreachable })),
      ),
    ).toBe(503)
  })

  it('when valid settings are saved, then numbers go as numbers and the page says Saved', async () => {
    const updateCompanySettings = vi.fn(async () => ({}))
    const out = result(
      await saveCompanyInfo(req('/admin/our-info', settings), ctx({ updateCompanySettings })),
    )
    expect(out.location).toBe('/admin/our-info?saved=1')
    expect(updateCompanySettings).toHaveBeenCalledWith(
      V1,
      expect.objectContaining({ company_name: 'Falcon', map_lat: 25.1865, map_lang: 55.2637 }),
      'en',
    )
  })

  it('when an e-mail, a phone and the latitude are wrong, then 400 names each and nothing is sent', async () => {
    const updateCompanySettings = vi.fn()
    const out = result(
      await saveCompanyInfo(
        req('/admin/our-info', [
          ...settings,
          ['main_email', 'nope'],
          ['sales_phone', 'call me'],
          ['map_lat', '95'],
        ]),
        ctx({ updateCompanySettings }),
      ),
    )
    expect(out.status).toBe(400)
    expect(out.body.fieldErrors).toMatchObject({
      main_email: 'Enter a valid e-mail address',
      sales_phone: 'Enter a phone number such as +971 4 123 4567',
      map_lat: 'At most 90',
    })
    expect(updateCompanySettings).not.toHaveBeenCalled()
  })

  it('when an editor who is not an administrator saves, then 403 says so', async () => {
    const updateCompanySettings = () => Promise.reject(new ContentApiError(403, 'forbidden', 'no'))
    const out = result(
      await saveCompanyInfo(req('/admin/our-info', settings), ctx({ updateCompanySettings })),
    )
    expect(out.status).toBe(403)
    expect(out.body.formError).toMatch(/administrator/)
  })

  it('when the session has ended, then 401', async () => {
    const out = result(await saveCompanyInfo(req('/admin/our-info', settings, false), ctx({})))
    expect(out.status).toBe(401)
  })
})
