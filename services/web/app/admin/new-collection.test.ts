import { describe, expect, it, vi } from 'vitest'
import { ContentApiError } from '@site/contract/client'
import type * as Schemas from '@site/contract'
import { fakeContext } from '../test-support/load-context'

/*
 * A collection that exists only in this test: added to the field registry and nowhere else, it
 * must reach every part of the admin that lists collections.
 */
vi.mock('@site/contract', async (importOriginal) => {
  const real = await importOriginal<typeof Schemas>()
  const widgets = {
    name: 'widgets',
    label: 'widget',
    title: 'Widgets',
    admin: { icon: 'star', hint: 'Gadgets for the test' },
    titleField: 'title',
    listColumns: [],
    fields: {
      title: real.text('Title', { required: true, max: 120 }),
      colour: real.text('Colour'),
    },
    groups: [{ legend: 'Texts', fields: ['title', 'colour'] }],
  } satisfies Schemas.CollectionFields
  // one with public pages: a list page and a page per record
  const gadgets = {
    name: 'gadgets',
    label: 'gadget',
    title: 'Gadgets',
    admin: { icon: 'star', hint: 'Gadgets with pages' },
    titleField: 'title',
    listColumns: [],
    publicPath: '/gadgets/:slug',
    fields: { title: real.text('Title', { required: true, max: 120 }) },
    groups: [{ legend: 'Texts', fields: ['title'] }],
  } satisfies Schemas.CollectionFields
  const collectionDefinitions = { ...real.collectionDefinitions, widgets, gadgets }
  return {
    ...real,
    collectionDefinitions,
    collectionKeys: Object.keys(collectionDefinitions),
    isCollectionKey: (name: string) => Object.hasOwn(collectionDefinitions, name),
  }
})

const { adminNavItems } = await import('./shell/admin-places')
const { quickActions } = await import('./dashboard/links')
const { loadEdit } = await import('./collection/collection.server')
const { loadList } = await import('./collection/list.server')
const { loadHistory } = await import('./history/history.server')
const { editorDefinition } = await import('./fields/item-form')
const { loadDashboard } = await import('./dashboard/dashboard-data.server')
const { sitemapUrls } = await import('../site/sitemap')
const { default: routes } = await import('../routes')

const editor = { id: 'u1', email: 'e@example.com', name: 'Edith', role: 'admin' }
const widget = {
  slug: 'blue-widget',
  version: 'a'.repeat(40),
  title: 'Blue widget',
  colour: 'blue',
}
const request = (path: string) =>
  new Request(`http://127.0.0.1:3000${path}`, { headers: { cookie: '__session=tok1' } })
const widgetsApi = {
  list: async () => [widget],
  page: async () => ({ items: [widget], total: 1, page: 1, limit: 50, facets: {} }),
  get: async (slug: string) => (slug === widget.slug ? widget : null),
}

describe('a collection added to the registry alone', () => {
  it('when the admin menu and quick actions are built, then it has an entry in each', () => {
    expect(adminNavItems).toContainEqual({
      to: '/admin/widgets',
      label: 'Widgets',
      icon: 'star',
      group: 'content',
    })
    expect(quickActions).toContainEqual({
      to: '/admin/widgets',
      title: 'Widgets',
      hint: 'Gadgets for the test',
    })
  })

  it('when its list is opened, then its records are listed', async () => {
    const context = fakeContext({
      me: async () => editor,
      widgets: widgetsApi,
      listViews: async () => [],
    })
    const out = await loadList(request('/admin/widgets'), context, { collection: 'widgets' })
    expect(out).toEqual({
      collection: 'widgets',
      records: [widget],
      total: 1,
      facets: {},
      views: [],
      error: null,
    })
  })

  it('when a record is opened, then the editor has its fields', async () => {
    const noDraft = () => Promise.reject(new ContentApiError(404, 'not_found', 'no draft'))
    const context = fakeContext({
      me: async () => editor,
      widgets: widgetsApi,
      drafts: { get: noDraft },
    })
    const out = await loadEdit(request('/admin/widgets/blue-widget'), context, {
      collection: 'widgets',
      slug: 'blue-widget',
    })
    expect(out).toMatchObject({ collection: 'widgets', record: widget, lang: 'en' })
    // the generic editor draws the registry's fields, in its groups
    expect(editorDefinition('widgets' as never).groups).toEqual([
      { legend: 'Texts', fields: ['title', 'colour'] },
    ])
  })

  it('when its history is opened, then the record and its versions are shown', async () => {
    const commits = [
      {
        id: 'b'.repeat(40),
        author: { name: 'Edith', email: 'e@example.com' },
        date: '2026-11-24T08:00:00Z',
        message: 'widgets: update "Blue widget"',
      },
    ]
    const context = fakeContext({
      me: async () => editor,
      widgets: widgetsApi,
      history: { list: async () => commits },
    })
    const out = await loadHistory({
      request: request('/admin/history/widgets/blue-widget'),
      context,
      params: { '*': 'widgets/blue-widget' },
    } as Parameters<typeof loadHistory>[0])
    expect(out).toMatchObject({
      target: { collection: 'widgets', slug: 'blue-widget' },
      title: 'Blue widget',
      commits,
    })
  })

  it('when the dashboard counts records, then it counts this collection too', async () => {
    const none = async () => []
    const api = fakeContext({
      widgets: widgetsApi,
      ...Object.fromEntries(
        [
          'solutions',
          'products',
          'sectors',
          'partners',
          'clients',
          'about-sections',
          'gadgets',
        ].map((k) => [k, { list: none }]),
      ),
      contactSummary: async () => ({ total: 0, unread: 0, spam: 0, mail: { configured: false } }),
      activity: none,
      contentProblems: async () => ({ revision: 'r1', problems: [] }),
      listContacts: none,
      outdatedTranslations: none,
      repositoryStatus: async () => ({ git: { locked: false, waitingSince: null } }),
    }).contentApi()
    const out = await loadDashboard(api)
    expect(out.counts).toContainEqual({
      key: 'widgets',
      label: 'Widgets',
      count: 1,
      to: '/admin/widgets',
    })
  })
})

describe('a collection with public pages added to the registry alone', () => {
  const sitemapData: Schemas.SitemapData = {
    revision: 'r1',
    pages: {
      home: null,
      about: null,
      solutions: null,
      products: null,
      sectors: null,
      privacy: null,
      terms: null,
    },
    settings: null,
    collections: {
      gadgets: [
        { slug: 'red-gadget', lastmod: '2026-11-20T08:00:00Z' },
        { slug: 'blue-gadget', lastmod: '2026-11-24T08:00:00Z' },
      ],
      widgets: [{ slug: 'blue-widget', lastmod: '2026-11-25T08:00:00Z' }],
    },
  }

  it("when the sitemap is built, then it lists the list page, changed with its newest record, and each record's page", () => {
    const urls = sitemapUrls(sitemapData)
    expect(urls).toContainEqual({ path: '/gadgets', lastmod: '2026-11-24T08:00:00Z' })
    expect(urls).toContainEqual({ path: '/gadgets/red-gadget', lastmod: '2026-11-20T08:00:00Z' })
    expect(urls).toContainEqual({ path: '/gadgets/blue-gadget', lastmod: '2026-11-24T08:00:00Z' })
  })

  it('when the route config is built, then it has its list and detail routes, in every language', () => {
    const entries = routes.flatMap((e) => [e, ...(e.children ?? [])])
    const gadgetRoutes = entries
      .filter((e) => e.file.includes('gadget'))
      .map((e) => [e.id ?? e.file, e.path])
    expect(gadgetRoutes).toEqual(
      expect.arrayContaining([
        ['routes/public/gadgets.tsx', 'gadgets'],
        ['routes/public/gadget-detail.tsx', 'gadgets/:slug'],
        ['ar/routes/public/gadgets', 'ar/gadgets'],
        ['ar/routes/public/gadget-detail', 'ar/gadgets/:slug'],
      ]),
    )
    expect(entries.filter((e) => e.file.includes('widget'))).toEqual([])
  })

  it('when the sitemap is built, then a collection without public pages adds none', () => {
    const paths = sitemapUrls(sitemapData).map((u) => u.path)
    expect(paths.filter((p) => p.includes('widget'))).toEqual([])
  })
})
