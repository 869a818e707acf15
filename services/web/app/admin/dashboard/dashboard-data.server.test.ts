import { describe, expect, it } from 'vitest'
import { ContentApiError } from '@site/content-api/client'
import type { ActivityEntry } from '@site/content-api/schemas'
import {
  fakeContext,
  serverError,
  thrownStatus,
  unreachable,
} from '../../test-support/load-context'
import { dashboardLoader } from './dashboard-data.server'

const request = () =>
  new Request('http://127.0.0.1:3000/admin', { headers: { cookie: '__session=tok1' } })

const list = (n: number) => ({
  list: async () => Array.from({ length: n }, (_, i) => ({ slug: `r${i}` })),
})

const entry: ActivityEntry = {
  commit: 'a'.repeat(40),
  author: { name: 'Eli Editor', email: 'eli@example.com' },
  date: '2026-11-23T08:00:00Z',
  message: 'partners: update "Voltline"',
  changes: [
    { kind: 'record', collection: 'partners', slug: 'voltline', file: 'partners/voltline.json' },
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
    aboutSections: list(5),
    contactSummary: async () => ({ total: 9, unread: 4, spam: 1, mail: { configured: false } }),
    activity: async (limit: number) => (limit === 8 ? [entry] : []),
    contentProblems: async () => ({
      revision: 'r1',
      problems: [{ file: 'products/bad.md', field: 'title', message: 'Title is required' }],
    }),
    outdatedTranslations: async () => [
      { collection: 'partners', slug: 'voltline', title: 'Voltline', fields: ['description'] },
    ],
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
    expect(data.messages).toEqual({ ok: true, value: { unread: 4, total: 9 } })
    expect(data.activity).toEqual({ ok: true, value: [entry] })
    expect(data.problems).toEqual({
      ok: true,
      value: [{ file: 'products/bad.md', field: 'title', message: 'Title is required' }],
    })
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

  it('when messages, activity or problems fail, then each says why and the counts still show', async () => {
    const data = await dashboardLoader(
      request(),
      context({ contactSummary: serverError, activity: unreachable, contentProblems: serverError }),
    )
    expect(data.messages).toEqual({ ok: false, message: 'boom' })
    expect(data.activity).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not reachable/),
    })
    expect(data.problems).toEqual({ ok: false, message: 'boom' })
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
