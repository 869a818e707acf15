import { describe, expect, it, vi } from 'vitest'
import { ContentApiError } from '@site/contract/client'
import type { ActivityEntry, DraftMeta } from '@site/contract'
import {
  fakeContext,
  serverError,
  thrownStatus,
  unreachable,
} from '../../test-support/load-context'
import { dashboardAction, dashboardLoader } from './dashboard-data.server'

const request = () =>
  new Request('http://127.0.0.1:3000/admin', { headers: { cookie: '__session=tok1' } })

const list = (n: number) => ({
  list: async () => Array.from({ length: n }, (_, i) => ({ slug: `r${i}` })),
})

const entry: ActivityEntry = {
  id: 'a'.repeat(40),
  commit: 'a'.repeat(40),
  author: { name: 'Eli Editor', email: 'eli@example.com' },
  date: '2026-11-23T08:00:00Z',
  message: 'partners: update "Voltline"',
  action: 'update',
  title: 'Voltline',
  changes: [
    { kind: 'record', collection: 'partners', slug: 'voltline', file: 'partners/voltline.json' },
  ],
}

const checkReport = {
  revision: 'r1',
  counts: { items: 1, errors: 1, warnings: 0 },
  items: [
    {
      target: 'solutions/solar',
      file: 'solutions/solar.md',
      problems: [
        {
          field: 'detailed_description',
          message: 'Line 1: link to /products/ghost: there is no product "ghost"',
        },
      ],
    },
  ],
}

function context(extra: Record<string, unknown> = {}) {
  return fakeContext({
    me: async () => ({ id: 'u1', email: 'ada@example.com', name: 'Ada Admin', role: 'admin' }),
    solutions: list(3),
    products: list(2),
    sectors: list(4),
    partners: list(1),
    clients: list(0),
    'about-sections': list(5),
    contactSummary: async () => ({ total: 9, unread: 4, spam: 1, mail: { configured: false } }),
    activity: async (limit: number) => (limit === 8 ? [entry] : []),
    contentProblems: async () => ({
      revision: 'r1',
      problems: [{ file: 'products/bad.md', field: 'title', message: 'Title is required' }],
    }),
    listContacts: async (query: { folder?: string }) =>
      query.folder === 'spam'
        ? [
            {
              id: '20261124-a',
              full_name: 'Sam',
              subject: 'Real question',
              received_at: '2026-11-24T08:00:00Z',
              message: 'x',
            },
          ]
        : [],
    outdatedTranslations: async () => [
      { collection: 'partners', slug: 'voltline', title: 'Voltline', fields: ['description'] },
    ],
    contentChecks: async () => checkReport,
    repositoryStatus: async () => ({
      git: { locked: false, waitingSince: null },
      interruptedSaves: {
        at: '2026-11-24T08:00:00Z',
        rolledForward: ['partners/voltline.json'],
        undone: [],
        unreadable: 0,
        cleaned: 1,
      },
    }),
    ...extra,
  })
}

describe('/admin dashboard loader', () => {
  it('when everything answers, then real counts, unread messages, activity and problems', async () => {
    const data = await dashboardLoader(request(), context())
    expect(data.userName).toBe('Ada Admin')
    expect(data.counts.map((c) => [c.key, c.count, c.to])).toEqual([
      ['solutions', 3, '/admin/solutions'],
      ['products', 2, '/admin/products'],
      ['sectors', 4, '/admin/sectors'],
      ['partners', 1, '/admin/partners'],
      ['clients', 0, '/admin/clients'],
      ['about-sections', 5, '/admin/about-sections'],
    ])
    expect(data.messages).toEqual({ ok: true, value: { unread: 4, total: 9, spam: 1 } })
    expect(data.spam).toEqual({
      ok: true,
      value: [
        {
          id: '20261124-a',
          full_name: 'Sam',
          subject: 'Real question',
          received_at: '2026-11-24T08:00:00Z',
        },
      ],
    })
    expect(data.activity).toEqual({ ok: true, value: [entry] })
    expect(data.problems).toEqual({
      ok: true,
      value: [{ file: 'products/bad.md', field: 'title', message: 'Title is required' }],
    })
    expect(data.checks).toEqual({ ok: true, value: checkReport })
  })

  it('when translations are outdated, then the dashboard lists the records', async () => {
    const data = await dashboardLoader(request(), context())
    expect(data.outdated).toEqual({
      ok: true,
      value: [
        { collection: 'partners', slug: 'voltline', title: 'Voltline', fields: ['description'] },
      ],
    })
  })

  it('when start-up repaired saves after a crash, then the dashboard has what it did', async () => {
    const data = await dashboardLoader(request(), context())
    expect(data.repository).toMatchObject({
      ok: true,
      value: { interruptedSaves: { rolledForward: ['partners/voltline.json'] } },
    })
    const failing = await dashboardLoader(
      request(),
      context({ repositoryStatus: () => Promise.reject(new ContentApiError(500, 'x', 'Broken')) }),
    )
    expect(failing.repository.ok).toBe(false)
  })

  it('when content-api has no inbox yet (404), then messages are null and the rest shows', async () => {
    const data = await dashboardLoader(
      request(),
      context({
        contactSummary: () => Promise.reject(new ContentApiError(404, 'not_found', 'No route')),
      }),
    )
    expect(data.messages).toEqual({ ok: true, value: null })
    expect(data.counts).toHaveLength(6)
  })

  it('when messages, activity, problems or the content checks fail, then each says why and the counts still show', async () => {
    const data = await dashboardLoader(
      request(),
      context({
        contactSummary: serverError,
        activity: unreachable,
        contentProblems: serverError,
        contentChecks: serverError,
      }),
    )
    expect(data.messages).toEqual({ ok: false, message: 'boom' })
    expect(data.activity).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not reachable/),
    })
    expect(data.problems).toEqual({ ok: false, message: 'boom' })
    expect(data.checks).toEqual({ ok: false, message: 'boom' })
    expect(data.counts[0]?.count).toBe(3)
  })

  it('when a collection cannot be counted, then the dashboard fails with 503 (Retry)', async () => {
    expect(
      await thrownStatus(dashboardLoader(request(), context({ partners: { list: unreachable } }))),
    ).toBe(503)
  })

  it('when nobody is signed in, then it redirects to the login page', async () => {
    const thrown = await dashboardLoader(
      request(),
      context({ me: () => Promise.reject(new ContentApiError(401, 'unauthenticated', 'x')) }),
    ).catch((e: unknown) => e)
    expect((thrown as Response).headers.get('location')).toBe('/admin/login')
  })
})

function draftMeta(target: string, extra: Partial<DraftMeta> = {}): DraftMeta {
  const eli = { name: 'Eli Editor', email: 'eli@example.com' }
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
    files: [],
    ...extra,
  }
}

describe('/admin dashboard drafts', () => {
  const withDrafts = (drafts: DraftMeta[]) =>
    dashboardLoader(request(), context({ drafts: { list: async () => drafts } }))

  it('when drafts wait for review, then the newest five are listed and the count is of all', async () => {
    const waiting = Array.from({ length: 7 }, (_, i) =>
      draftMeta(`products/p${i}`, {
        status: i % 2 === 0 ? 'review' : 'ready',
        updatedAt: `2026-11-2${i}T09:00:00Z`,
      }),
    )
    const data = await withDrafts([...waiting, draftMeta('products/still-drafting')])
    expect(data.drafts.ok && data.drafts.value.waiting.count).toBe(7)
    expect(data.drafts.ok && data.drafts.value.waiting.items).toEqual(
      ['p6', 'p5', 'p4', 'p3', 'p2'].map((slug, i) => ({
        target: `products/${slug}`,
        label: `Product: ${slug}`,
        editorHref: `/admin/products/${slug}`,
        status: i % 2 === 0 ? 'review' : 'ready',
        by: 'Eli Editor',
        updatedAt: `2026-11-2${6 - i}T09:00:00Z`,
        publishAt: null,
      })),
    )
  })

  it('when drafts are scheduled, then the next five are listed soonest first, whatever their status', async () => {
    const data = await withDrafts([
      draftMeta('products/later', { publishAt: '2026-12-03T06:00:00Z' }),
      draftMeta('products/sooner', { status: 'ready', publishAt: '2026-12-01T06:00:00Z' }),
      draftMeta('products/unscheduled'),
    ])
    expect(data.drafts.ok && data.drafts.value.scheduled.count).toBe(2)
    expect(
      data.drafts.ok && data.drafts.value.scheduled.items.map((d) => [d.target, d.publishAt]),
    ).toEqual([
      ['products/sooner', '2026-12-01T06:00:00Z'],
      ['products/later', '2026-12-03T06:00:00Z'],
    ])
    expect(data.drafts.ok && data.drafts.value.waiting.count).toBe(1)
  })

  it('when there are no drafts, then both lists are empty with counts of 0', async () => {
    const data = await withDrafts([])
    expect(data.drafts).toEqual({
      ok: true,
      value: { waiting: { count: 0, items: [] }, scheduled: { count: 0, items: [] } },
    })
  })

  it('when the drafts cannot be listed, then the dashboard says why and the rest shows', async () => {
    const data = await dashboardLoader(request(), context({ drafts: { list: unreachable } }))
    expect(data.drafts).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not reachable/),
    })
    expect(data.counts[0]?.count).toBe(3)
  })

  it('when records are scheduled to unpublish, then the dashboard has them as content-api lists them; when it cannot, then it says why and the rest shows', async () => {
    const schedules = [
      { collection: 'products', slug: 'rx-500', title: 'RX-500', at: '2030-01-01T08:00:00Z' },
    ]
    const data = await dashboardLoader(
      request(),
      context({ unpublishSchedules: async () => schedules }),
    )
    expect(data.unpublishing).toEqual({ ok: true, value: schedules })
    const down = await dashboardLoader(request(), context({ unpublishSchedules: unreachable }))
    expect(down.unpublishing).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not reachable/),
    })
    expect(down.counts[0]?.count).toBe(3)
  })
})

describe('/admin dashboard action', () => {
  const post = (form: Record<string, string>) =>
    new Request('http://127.0.0.1:3000/admin', {
      method: 'POST',
      headers: { cookie: '__session=tok1', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    })
  const result = (r: unknown) =>
    r instanceof Response
      ? { status: r.status, location: r.headers.get('location') }
      : { status: (r as { init: { status: number } }).init.status }

  it('when Not spam is pressed, then the message moves to the inbox and the dashboard reloads', async () => {
    const markContactNotSpam = vi.fn(async () => ({}))
    const out = result(
      await dashboardAction(
        post({ intent: 'not-spam', id: '20261124-a' }),
        context({ markContactNotSpam }),
      ),
    )
    expect(markContactNotSpam).toHaveBeenCalledWith('20261124-a')
    expect(out).toEqual({ status: 302, location: '/admin?rescued=20261124-a' })
  })

  it('when the action is unknown or names no message, then 400 and nothing changes', async () => {
    const markContactNotSpam = vi.fn()
    for (const form of [{ intent: 'delete', id: 'x' }, { intent: 'not-spam' }] as Array<
      Record<string, string>
    >) {
      expect(
        result(await dashboardAction(post(form), context({ markContactNotSpam }))).status,
      ).toBe(400)
    }
    expect(markContactNotSpam).not.toHaveBeenCalled()
  })

  it('when content-api refuses or is down, then its status or 503', async () => {
    const missing = () => Promise.reject(new ContentApiError(404, 'not_found', 'No such message'))
    expect(
      result(
        await dashboardAction(
          post({ intent: 'not-spam', id: 'x' }),
          context({ markContactNotSpam: missing }),
        ),
      ).status,
    ).toBe(404)
    expect(
      result(
        await dashboardAction(
          post({ intent: 'not-spam', id: 'x' }),
          context({ markContactNotSpam: unreachable }),
        ),
      ).status,
    ).toBe(503)
  })

  describe('a field the content remote won over a save', () => {
    const notice = (over: Record<string, unknown> = {}) => ({
      id: 'n1',
      at: '2026-11-25T08:00:00Z',
      file: 'partners/voltline.json',
      target: { collection: 'partners', slug: 'voltline' },
      field: 'description',
      editor: 'Eli Editor',
      local: 'Saved wording',
      remote: 'Reviewed wording',
      commit: 'b'.repeat(40),
      ...over,
    })
    const withNotices = (notices: unknown[], extra: Record<string, unknown> = {}) =>
      context({
        repositoryStatus: async () => ({
          git: { locked: false, waitingSince: null },
          interruptedSaves: null,
          remote: { conflicts: notices },
        }),
        ...extra,
      })

    it('when Restore my value is pressed, then that field of the saved commit comes back and the notice goes', async () => {
      const restore = vi.fn(async () => ({}))
      const dismissRemoteConflict = vi.fn(async () => undefined)
      const out = result(
        await dashboardAction(
          post({ intent: 'restore-remote-value', id: 'n1' }),
          withNotices([notice()], { history: { restore }, dismissRemoteConflict }),
        ),
      )
      expect(restore).toHaveBeenCalledWith(
        { collection: 'partners', slug: 'voltline' },
        'b'.repeat(40),
        undefined,
        ['description'],
      )
      expect(dismissRemoteConflict).toHaveBeenCalledWith('n1')
      expect(out).toEqual({ status: 302, location: '/admin#problems-title' })
    })

    it('when the notice is gone or names a whole file, then 404 or 400 and nothing is restored', async () => {
      const restore = vi.fn()
      const gone = await dashboardAction(
        post({ intent: 'restore-remote-value', id: 'n9' }),
        withNotices([notice()], { history: { restore } }),
      )
      expect(result(gone).status).toBe(404)
      const whole = await dashboardAction(
        post({ intent: 'restore-remote-value', id: 'n1' }),
        withNotices([notice({ field: '(file)' })], { history: { restore } }),
      )
      expect(result(whole).status).toBe(400)
      expect(restore).not.toHaveBeenCalled()
    })

    it('when the user may not restore that item, then the 403 from content-api is passed on and the notice stays', async () => {
      const dismissRemoteConflict = vi.fn()
      const forbidden = () => Promise.reject(new ContentApiError(403, 'forbidden', 'Admins only'))
      const out = await dashboardAction(
        post({ intent: 'restore-remote-value', id: 'n1' }),
        withNotices([notice({ target: { settings: true }, file: 'settings/company.json' })], {
          history: { restore: forbidden },
          dismissRemoteConflict,
        }),
      )
      expect(result(out).status).toBe(403)
      expect(dismissRemoteConflict).not.toHaveBeenCalled()
    })

    it('when Dismiss is pressed, then the notice is cleared', async () => {
      const dismissRemoteConflict = vi.fn(async () => undefined)
      const out = await dashboardAction(
        post({ intent: 'dismiss-remote-notice', id: 'n1' }),
        withNotices([notice()], { dismissRemoteConflict }),
      )
      expect(dismissRemoteConflict).toHaveBeenCalledWith('n1')
      expect(result(out)).toEqual({ status: 302, location: '/admin#problems-title' })
    })
  })
})
