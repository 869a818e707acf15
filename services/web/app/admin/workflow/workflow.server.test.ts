import { describe, expect, it, vi } from 'vitest'
import { ContentApiError } from '@site/contract/client'
import type { DraftMeta, DraftView } from '@site/contract'
import {
  fakeContext,
  pageContent,
  thrownStatus,
  unreachable,
} from '../../test-support/load-context'
import { statusesFor, workflowLoader } from './workflow.server'

const request = () =>
  new Request('http://127.0.0.1:3000/admin/workflow', { headers: { cookie: '__session=tok1' } })

const eli = { name: 'Eli Editor', email: 'eli@example.com' }
const ada = { name: 'Ada Admin', email: 'ada@example.com' }
const users = {
  admin: { id: 'u1', email: ada.email, name: ada.name, role: 'admin' },
  editor: { id: 'u2', email: eli.email, name: eli.name, role: 'editor' },
}

function meta(target: string, extra: Partial<DraftMeta> = {}): DraftMeta {
  return {
    target,
    branch: `drafts/${target}`,
    status: 'draft',
    publishAt: null,
    unpublishAt: null,
    base: 'b'.repeat(40),
    tip: 'c'.repeat(40),
    createdAt: '2026-11-24T08:00:00Z',
    updatedAt: '2026-11-24T09:00:00Z',
    createdBy: eli,
    authors: [eli],
    files: [`${target}.json`],
    ...extra,
  }
}

const published = {
  id: 'solar-inverter',
  slug: 'solar-inverter',
  version: 'v1',
  title: 'Solar inverter',
  description: 'Old words',
}

function view(m: DraftMeta, item: Record<string, unknown>, isPublished = true): DraftView {
  return {
    ...m,
    published: isPublished,
    item: { id: String(item.slug), version: 'd1', ...item } as DraftView['item'],
  }
}

function context(
  role: 'admin' | 'editor',
  drafts: DraftMeta[],
  extra: Record<string, unknown> = {},
) {
  const views: Record<string, DraftView> = {
    'products/solar-inverter': view(meta('products/solar-inverter'), {
      ...published,
      description: 'New words',
    }),
    'products/wind-kit': view(
      meta('products/wind-kit'),
      { slug: 'wind-kit', title: 'Wind kit', description: 'Brand new', image: '' },
      false,
    ),
  }
  return fakeContext({
    me: async () => users[role],
    drafts: {
      list: async () => drafts,
      get: async (target: string) => {
        const found = views[target]
        if (!found) throw new ContentApiError(404, 'not_found', `There is no draft of ${target}`)
        return { ...found, ...drafts.find((d) => d.target === target) }
      },
    },
    products: { get: async (slug: string) => (slug === published.slug ? published : null) },
    unpublishSchedules: async () => [],
    ...extra,
  })
}

describe('/admin/workflow loader', () => {
  it('when there are no drafts, then three empty columns and nothing scheduled', async () => {
    const data = await workflowLoader(request(), context('editor', []))
    expect(data.columns.map((c) => [c.status, c.cards.length])).toEqual([
      ['draft', 0],
      ['review', 0],
      ['ready', 0],
    ])
    expect(data.scheduled).toEqual([])
  })

  it('when drafts exist, then each is in its status column with its title, editor link and diff against the published version', async () => {
    const data = await workflowLoader(
      request(),
      context('editor', [
        meta('products/solar-inverter', { status: 'review', authors: [eli, ada] }),
        meta('products/wind-kit'),
      ]),
    )
    const [draft, review, ready] = data.columns
    expect(ready?.cards).toEqual([])
    expect(review?.cards).toHaveLength(1)
    const card = review?.cards[0]
    expect(card).toMatchObject({
      target: 'products/solar-inverter',
      title: 'Solar inverter',
      kind: 'Product',
      editorHref: '/admin/products/solar-inverter',
      isNew: false,
      createdBy: eli,
      authors: [eli, ada],
    })
    expect(card?.changes).toEqual({
      ok: true,
      value: [
        { field: 'description', label: expect.any(String), then: 'Old words', now: 'New words' },
      ],
    })
    // a new item is compared with nothing: every field of the draft is a change
    const fresh = draft?.cards[0]
    expect(fresh).toMatchObject({ title: 'Wind kit', isNew: true })
    // ...but a field the draft leaves empty is not one
    expect(fresh?.changes.ok && fresh.changes.value.map((c) => [c.field, c.then, c.now])).toEqual([
      ['title', undefined, 'Wind kit'],
      ['description', undefined, 'Brand new'],
    ])
  })

  it('when a page and the company settings are drafted, then their cards name them, link their editors and diff their fields', async () => {
    const pageDraft = meta('pages/home', { status: 'review' })
    const settingsDraft = meta('settings/company')
    const ctx = fakeContext({
      me: async () => users.admin,
      drafts: {
        list: async () => [pageDraft, settingsDraft],
        get: async (target: string) =>
          target === 'pages/home'
            ? {
                ...pageDraft,
                published: true,
                item: pageContent('home', { hero: { title: 'Drafted hero' } }),
              }
            : {
                ...settingsDraft,
                published: true,
                item: { version: 'd1', values: { main_phone: '+971 4 111 1111' } },
              },
      },
      getPage: async () => pageContent('home', { hero: { title: 'Powering the region' } }),
      companySettings: async () => ({
        version: 'v1',
        lang: 'en',
        missing: [],
        settings: [{ key: 'main_phone', value: '+971 4 000 0000' }],
        ar: {},
      }),
    })
    const data = await workflowLoader(request(), ctx)
    const page = data.columns[1]?.cards[0]
    expect(page).toMatchObject({
      title: 'Home page',
      kind: 'Home page',
      editorHref: '/admin/home-contents',
    })
    expect(page?.changes).toEqual({
      ok: true,
      value: [
        {
          field: 'hero.title',
          label: 'Hero: Title (first word on its own line, the rest highlighted)',
          then: 'Powering the region',
          now: 'Drafted hero',
        },
      ],
    })
    const settings = data.columns[0]?.cards[0]
    expect(settings).toMatchObject({ title: 'Company info', editorHref: '/admin/our-info' })
    expect(settings?.changes).toEqual({
      ok: true,
      value: [
        {
          field: 'main_phone',
          label: expect.any(String),
          then: '+971 4 000 0000',
          now: '+971 4 111 1111',
        },
      ],
    })
  })

  it('when drafts have publish times, then the scheduled ones are listed soonest first', async () => {
    const data = await workflowLoader(
      request(),
      context('admin', [
        meta('products/solar-inverter', { status: 'ready', publishAt: '2026-12-02T06:00:00Z' }),
        meta('products/wind-kit', { publishAt: '2026-12-01T06:00:00Z' }),
        meta('products/unscheduled', { updatedAt: '2026-11-25T09:00:00Z' }),
      ]),
    )
    expect(data.scheduled.map((c) => [c.target, c.publishAt])).toEqual([
      ['products/wind-kit', '2026-12-01T06:00:00Z'],
      ['products/solar-inverter', '2026-12-02T06:00:00Z'],
    ])
    // newest change first in a column
    expect(data.columns[0]?.cards.map((c) => c.target)).toEqual([
      'products/unscheduled',
      'products/wind-kit',
    ])
  })

  it('when records are scheduled to unpublish, then the board lists them as content-api does; when it cannot, then the board still shows and says why', async () => {
    const schedules = [
      { collection: 'products', slug: 'wind-kit', title: 'Wind kit', at: '2030-01-01T08:00:00Z' },
    ]
    const listed = await workflowLoader(
      request(),
      context('editor', [], { unpublishSchedules: async () => schedules }),
    )
    expect(listed.unpublishing).toEqual({ ok: true, value: schedules })
    const down = await workflowLoader(
      request(),
      context('editor', [], { unpublishSchedules: unreachable }),
    )
    expect(down.unpublishing).toEqual({
      ok: false,
      message: expect.stringMatching(/not reachable/),
    })
    expect(down.columns).toHaveLength(3)
  })

  it('when an editor looks, then they may move drafts between draft and review and discard only their own', async () => {
    const data = await workflowLoader(
      request(),
      context('editor', [
        meta('products/solar-inverter', { status: 'review' }),
        meta('products/wind-kit', { createdBy: ada }),
      ]),
    )
    const mine = data.columns[1]?.cards[0]
    const theirs = data.columns[0]?.cards[0]
    expect(mine?.may).toEqual({ status: ['draft'], publish: false, schedule: false, discard: true })
    expect(theirs?.may).toEqual({
      status: ['review'],
      publish: false,
      schedule: false,
      discard: false,
    })
  })

  it('when an editor looks at a draft of the company settings, then they may not move or discard it, even one they began; an admin may', async () => {
    const drafts = [meta('settings/company', { createdBy: eli })]
    const asEditor = await workflowLoader(request(), context('editor', drafts))
    expect(asEditor.columns[0]?.cards[0]?.may).toEqual({
      status: [],
      publish: false,
      schedule: false,
      discard: false,
    })
    const asAdmin = await workflowLoader(request(), context('admin', drafts))
    expect(asAdmin.columns[0]?.cards[0]?.may).toEqual({
      status: ['review', 'ready'],
      publish: true,
      schedule: true,
      discard: true,
    })
  })

  it('when an admin looks, then they may mark ready, publish, schedule and discard anyone’s draft', async () => {
    const data = await workflowLoader(
      request(),
      context('admin', [meta('products/solar-inverter', { status: 'review' })]),
    )
    expect(data.columns[1]?.cards[0]?.may).toEqual({
      status: ['draft', 'ready'],
      publish: true,
      schedule: true,
      discard: true,
    })
    expect(statusesFor('admin', 'ready')).toEqual(['draft', 'review'])
  })

  it('when one draft cannot be read, then its card says why and the others still show', async () => {
    const data = await workflowLoader(
      request(),
      context('editor', [meta('products/solar-inverter'), meta('products/gone')]),
    )
    const gone = data.columns[0]?.cards.find((c) => c.target === 'products/gone')
    expect(gone).toMatchObject({ title: 'gone', changes: { ok: false } })
    const fine = data.columns[0]?.cards.find((c) => c.target === 'products/solar-inverter')
    expect(fine?.changes.ok).toBe(true)
  })

  it('when a target is not one this admin knows, then the card has no editor link and says so', async () => {
    const get = vi.fn()
    const data = await workflowLoader(
      request(),
      context('editor', [meta('gadgets/x')], {
        drafts: { list: async () => [meta('gadgets/x')], get },
      }),
    )
    expect(data.columns[0]?.cards[0]).toMatchObject({
      title: 'gadgets/x',
      editorHref: null,
      changes: { ok: false },
    })
    expect(get).not.toHaveBeenCalled()
  })

  it('when the drafts API is down, then the page fails with 503 and a message (Retry)', async () => {
    const ctx = context('editor', [], { drafts: { list: unreachable } })
    const thrown = (await workflowLoader(request(), ctx).catch((e: unknown) => e)) as {
      init: { status: number }
      data: { message: string }
    }
    expect(thrown.init.status).toBe(503)
    expect(thrown.data.message).toMatch(/not reachable/)
  })

  it('when content-api refuses the drafts (403), then the page shows 403 with its message', async () => {
    const refuse = () => Promise.reject(new ContentApiError(403, 'forbidden', 'Not for you'))
    const ctx = context('editor', [], { drafts: { list: refuse } })
    expect(await thrownStatus(workflowLoader(request(), ctx))).toBe(403)
  })

  it('when nobody is signed in, then it redirects to the login page', async () => {
    const ctx = context('editor', [], {
      me: () => Promise.reject(new ContentApiError(401, 'unauthenticated', 'x')),
    })
    const thrown = await workflowLoader(request(), ctx).catch((e: unknown) => e)
    expect((thrown as Response).headers.get('location')).toBe(
      '/admin/login?redirectTo=%2Fadmin%2Fworkflow',
    )
  })
})
