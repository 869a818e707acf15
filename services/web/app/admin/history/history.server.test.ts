import { describe, expect, it, vi } from 'vitest'
import { ContentApiError } from '@site/contract/client'
import type { CommitInfo, HistoryTarget } from '@site/contract'
import {
  captureLogs,
  fakeContext,
  pageContent,
  solution,
  thrownStatus,
  unreachable,
} from '../../test-support/load-context'
import {
  describeTarget,
  loadHistory as loader,
  restoreVersion as action,
  type HistoryArgs,
} from './history.server'
import { adminI18n } from '../i18n/admin-i18n'

const en = adminI18n('en')

const EDITOR = { id: 'u1', email: 'editor@example.com', name: 'Edith Editor', role: 'admin' }
const me = () => Promise.resolve(EDITOR)
const signedOut = () => Promise.reject(new ContentApiError(401, 'unauthorized', 'Sign in'))

const commit = (id: string, message: string): CommitInfo => ({
  id: id.padEnd(40, '0'),
  author: { name: 'Edith Editor', email: 'editor@example.com' },
  date: '2025-03-01T10:00:00+04:00',
  message,
})
const NEWEST = commit('bbbbbbb', 'solutions: update "Energy"')
const OLDEST = commit('aaaaaaa', 'seed')

function get(path: string, session = true) {
  return new Request(`http://127.0.0.1:3000/admin/history/${path}`, {
    headers: session ? { cookie: '__session=tok1' } : {},
  })
}

function post(path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`http://127.0.0.1:3000/admin/history/${path}`, {
    method: 'POST',
    headers: {
      cookie: '__session=tok1',
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body: new URLSearchParams(form),
  })
}

const splat = (request: Request) =>
  new URL(request.url).pathname.replace(/^\/admin\/history\/?/, '')

const load = (request: Request, api: Record<string, unknown>) =>
  loader({
    request,
    context: fakeContext(api),
    params: { '*': splat(request) },
  } as HistoryArgs)

const act = (request: Request, api: Record<string, unknown>) =>
  action({
    request,
    context: fakeContext(api),
    params: { '*': splat(request) },
  } as HistoryArgs)

/** A fake api for a solution whose title was "Energy" and is now "Energy Systems". */
function solutionApi(overrides: Record<string, unknown> = {}) {
  const now = { ...solution('energy'), title: 'Energy Systems', features: ['Fast', 'Safe'] }
  const then = { ...solution('energy'), title: 'Energy', features: ['Fast', 'Safe'] }
  return {
    me,
    solutions: { get: vi.fn(() => Promise.resolve(now)) },
    history: {
      list: vi.fn(() => Promise.resolve([NEWEST, OLDEST])),
      at: vi.fn(() => Promise.resolve(then)),
      restore: vi.fn(() => Promise.resolve(then)),
    },
    ...overrides,
  }
}

describe('history page loader', () => {
  it('when a version of a record is selected, then the fields that differ from now come with labels', async () => {
    const api = solutionApi()
    const result = await load(get('solutions/energy?commit=aaaaaaa'), api)
    expect(api.history.at).toHaveBeenCalledWith(
      { collection: 'solutions', slug: 'energy' },
      OLDEST.id,
    )
    expect(result.title).toBe('Energy Systems')
    expect(result.commits).toEqual([NEWEST, OLDEST])
    expect(result.selected?.commit).toEqual(OLDEST)
    expect(result.selected?.changes).toEqual([
      { field: 'title', label: 'Title', then: 'Energy', now: 'Energy Systems' },
    ])
    expect(result.currentVersion).toBe('a'.repeat(40))
  })

  it('when no version is selected, then the list comes without a comparison', async () => {
    const result = await load(get('solutions/energy'), solutionApi())
    expect(result.selected).toBeNull()
    expect(result.restored).toBeNull()
  })

  it("when a page's version is selected, then fields are labelled by the page's section and field as defined (not the answer's keys)", async () => {
    const api = {
      me,
      getPage: () =>
        Promise.resolve(pageContent('home', { hero: { title: 'New', subtitle: 'S' } })),
      history: {
        list: () => Promise.resolve([NEWEST, OLDEST]),
        at: () => Promise.resolve(pageContent('home', { hero: { title: 'Old', subtitle: 'S' } })),
      },
    }
    const result = await load(get('pages/home?commit=aaaaaaa'), api)
    expect(result.title).toBe('Home page')
    expect(result.selected?.changes).toEqual([
      {
        field: 'hero.title',
        label: 'Hero: Title (first word on its own line, the rest highlighted)',
        then: 'Old',
        now: 'New',
      },
    ])
  })

  it('when a version of the settings is selected, then the settings labels name the fields', async () => {
    const api = {
      me,
      companySettings: () =>
        Promise.resolve({
          version: 'v2',
          settings: [
            { key: 'main_phone', value: '+971 4 111 1111' },
            { key: 'company_name', value: 'Falcon' },
          ],
        }),
      history: {
        list: () => Promise.resolve([NEWEST, OLDEST]),
        at: () =>
          Promise.resolve({
            version: 'v1',
            values: { main_phone: '+971 4 000 0000', company_name: 'Falcon' },
          }),
      },
    }
    const result = await load(get('settings?commit=aaaaaaa'), api)
    expect(result.selected?.changes).toEqual([
      { field: 'main_phone', label: 'Main phone', then: '+971 4 000 0000', now: '+971 4 111 1111' },
    ])
    expect(result.currentVersion).toBe('v2')
  })

  it.each([
    ['an unknown collection', 'widgets/energy'],
    ['a slug that is not a slug', 'solutions/Energy'],
    ['an unknown page', 'pages/contact'],
    ['a path with extra parts', 'solutions/energy/more'],
    ['a commit that is not a commit id', 'solutions/energy?commit=HEAD~1'],
    ['a commit not in this history', 'solutions/energy?commit=ccccccc'],
  ])('when the path names %s, then 404', async (_what, path) => {
    expect(await thrownStatus(load(get(path), solutionApi()))).toBe(404)
  })

  it('when content-api does not know the record or the commit, then 404', async () => {
    const missing = () =>
      Promise.reject(new ContentApiError(404, 'not_found', 'There is no solution'))
    const noRecord = solutionApi({
      solutions: { get: () => Promise.resolve(null) },
      history: { list: missing },
    })
    expect(await thrownStatus(load(get('solutions/nope'), noRecord))).toBe(404)
    const noCommit = solutionApi({
      history: { list: () => Promise.resolve([NEWEST, OLDEST]), at: missing },
    })
    expect(await thrownStatus(load(get('solutions/energy?commit=aaaaaaa'), noCommit))).toBe(404)
  })

  it('when there is no session, then it redirects to the login and back', async () => {
    try {
      await load(get('solutions/energy', false), solutionApi())
      expect.unreachable('expected a redirect')
    } catch (error) {
      const response = error as Response
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe(
        `/admin/login?${new URLSearchParams({ redirectTo: '/admin/history/solutions/energy' })}`,
      )
    }
  })

  it('when content-api is down, then 503 with a message', async () => {
    captureLogs()
    const api = solutionApi({ history: { list: unreachable } })
    expect(await thrownStatus(load(get('solutions/energy'), api))).toBe(503)
  })
})

describe('restore action', () => {
  const target: HistoryTarget = { collection: 'solutions', slug: 'energy' }

  it('when the editor restores a version, then content-api restores it with the loaded version and the page says so', async () => {
    const api = solutionApi()
    const res = (await act(
      post('solutions/energy', { commit: OLDEST.id, version: 'v-now' }),
      api,
    )) as Response
    expect(api.history.restore).toHaveBeenCalledWith(target, OLDEST.id, 'v-now')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(
      `/admin/history/solutions/energy?commit=${OLDEST.id}&restored=${OLDEST.id}`,
    )
  })

  it('when the record changed since the page was loaded, then 409 says so and nothing else happens', async () => {
    const api = solutionApi({
      history: {
        restore: () => Promise.reject(new ContentApiError(409, 'conflict', 'changed')),
      },
    })
    const res = (await act(
      post('pages/home', { commit: OLDEST.id, version: 'old' }),
      api,
    )) as unknown as { data: { conflict: boolean; error: string }; init: { status: number } }
    expect(res.init.status).toBe(409)
    expect(res.data.conflict).toBe(true)
    expect(res.data.error).toMatch(/changed this since you opened the page/)
  })

  it('when the old version refers to deleted records, then 409 passes content-api message on', async () => {
    const api = solutionApi({
      history: {
        restore: () =>
          Promise.reject(
            new ContentApiError(
              409,
              'dangling_reference',
              'That version refers to records that no longer exist',
            ),
          ),
      },
    })
    const res = (await act(post('solutions/energy', { commit: OLDEST.id }), api)) as unknown as {
      data: { error: string }
      init: { status: number }
    }
    expect(res.init.status).toBe(409)
    expect(res.data.error).toBe('That version refers to records that no longer exist')
  })

  it('when the session has ended, then 401 and nothing is restored', async () => {
    const api = solutionApi({ me: signedOut })
    const res = (await act(post('solutions/energy', { commit: OLDEST.id }), api)) as unknown as {
      data: { sessionEnded: boolean }
      init: { status: number }
    }
    expect(res.init.status).toBe(401)
    expect(res.data.sessionEnded).toBe(true)
    expect(api.history.restore).not.toHaveBeenCalled()
  })

  it('when an editor restores the company settings, then 403 from the access table and nothing is restored', async () => {
    const asEditor = () => Promise.resolve({ ...EDITOR, role: 'editor' })
    const api = solutionApi({ me: asEditor })
    const res = (await act(post('settings', { commit: OLDEST.id }), api)) as unknown as {
      data: { error: string }
      init: { status: number }
    }
    expect(res.init.status).toBe(403)
    expect(res.data.error).toMatch(/Only an admin/)
    expect(api.history.restore).not.toHaveBeenCalled()
    // an editor may still restore content
    const content = (await act(post('solutions/energy', { commit: OLDEST.id }), api)) as Response
    expect(content.status).toBe(302)
  })

  it('when an editor opens the settings history, then the page offers no restore', async () => {
    const api = {
      me: () => Promise.resolve({ ...EDITOR, role: 'editor' }),
      companySettings: () => Promise.resolve({ version: 'v2', settings: [] }),
      history: { list: () => Promise.resolve([NEWEST, OLDEST]), at: vi.fn() },
    }
    expect((await load(get('settings'), api)).canRestore).toBe(false)
    expect((await load(get('solutions/energy'), solutionApi({ me: api.me }))).canRestore).toBe(true)
  })

  it('when another site posts, then 403 and nothing is restored', async () => {
    const api = solutionApi()
    const res = (await act(
      post('solutions/energy', { commit: OLDEST.id }, { 'sec-fetch-site': 'cross-site' }),
      api,
    )) as unknown as { init: { status: number } }
    expect(res.init.status).toBe(403)
    expect(api.history.restore).not.toHaveBeenCalled()
  })

  it('when the target or the commit is not valid, then 404 or 400', async () => {
    const api = solutionApi()
    const unknown = (await act(post('widgets/x', { commit: OLDEST.id }), api)) as unknown as {
      init: { status: number }
    }
    expect(unknown.init.status).toBe(404)
    const bad = (await act(post('solutions/energy', { commit: 'HEAD' }), api)) as unknown as {
      init: { status: number }
    }
    expect(bad.init.status).toBe(400)
    expect(api.history.restore).not.toHaveBeenCalled()
  })

  it('when content-api does not know the commit, then 404', async () => {
    const api = solutionApi({
      history: {
        restore: () => Promise.reject(new ContentApiError(404, 'not_found', 'did not exist')),
      },
    })
    const res = (await act(post('solutions/energy', { commit: OLDEST.id }), api)) as unknown as {
      init: { status: number }
    }
    expect(res.init.status).toBe(404)
  })

  it('when content-api is down, then 503 with a message to retry', async () => {
    const api = solutionApi({ history: { restore: unreachable } })
    const res = (await act(post('solutions/energy', { commit: OLDEST.id }), api)) as unknown as {
      data: { error: string }
      init: { status: number }
    }
    expect(res.init.status).toBe(503)
    expect(res.data.error).toMatch(/not reachable/)
  })
})

describe('the way back from a history', () => {
  it('when a history is opened from an editor, then its back link returns to that item', () => {
    expect(
      describeTarget({ collection: 'products', slug: 'rx-500' }, { title: 'RX-500' }, en),
    ).toEqual({ title: 'RX-500', back: { to: '/admin/products/rx-500', label: 'Back to RX-500' } })
    expect(
      describeTarget({ collection: 'partners', slug: 'voltline' }, { name: 'Voltline' }, en),
    ).toEqual({
      title: 'Voltline',
      back: { to: '/admin/partners/voltline', label: 'Back to Voltline' },
    })
    expect(describeTarget({ page: 'home' }, {}, en).back).toEqual({
      to: '/admin/home-contents',
      label: 'Back to the Home page',
    })
    expect(describeTarget({ settings: true }, {}, en).back).toEqual({
      to: '/admin/our-info',
      label: 'Back to Company Info',
    })
  })

  it('when the admin is in Arabic, then the page and the way back are named in Arabic', () => {
    const ar = adminI18n('ar')
    expect(describeTarget({ page: 'home' }, {}, ar)).toEqual({
      title: 'صفحة الرئيسية',
      back: { to: '/admin/home-contents', label: 'العودة إلى صفحة الرئيسية' },
    })
    expect(describeTarget({ collection: 'sectors', slug: 'gone' }, null, ar).back).toEqual({
      to: '/admin/sectors',
      label: 'كل القطاعات',
    })
  })

  it('when the record was deleted, then the back link is its list', () => {
    expect(describeTarget({ collection: 'sectors', slug: 'gone' }, null, en)).toEqual({
      title: 'gone',
      back: { to: '/admin/sectors', label: 'All sectors' },
    })
  })
})
