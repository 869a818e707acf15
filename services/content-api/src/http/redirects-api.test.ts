import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Redirect, RedirectsList } from '@site/contract'
import { signedInApiPerTest } from '../test-support/http.js'
import { git } from '../test-support/test-repo.js'

type Err = { error: { code: string; fields?: Record<string, string> } }

const t = signedInApiPerTest()
const head = async () => (await git(t.api.contentDir, 'rev-parse', 'HEAD')).trim()
const save = (redirects: Redirect[], version = '', signedIn = true) =>
  t.http.post<RedirectsList & Err>(
    '/redirects',
    { version, redirects },
    signedIn ? t.token : undefined,
  )

describe('reading redirects', () => {
  it('when there is no redirects file, then the list is empty, tagged with the content revision (304 when unchanged)', async () => {
    const res = await t.http.get<RedirectsList>('/redirects')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ version: '', redirects: [] })
    const revision = (await t.http.get<{ revision: string }>('/revision')).body.revision
    expect(res.headers.get('etag')).toBe(`"${revision}"`)
    const again = await fetch(`${t.api.url}/api/redirects`, {
      headers: { 'if-none-match': `"${revision}"` },
    })
    expect(again.status).toBe(304)
  })

  it('when a hand edit adds a redirect from an address a page lives at, then the page wins: it is not listed', async () => {
    const file = path.join(t.api.contentDir, 'settings/redirects.json')
    const redirects = [
      { from: '/solutions/energy-systems', to: '/about' },
      { from: '/old-energy', to: '/contact' },
    ]
    await writeFile(file, `${JSON.stringify({ redirects }, null, 2)}\n`)
    await t.api.store.reload('settings/redirects.json')
    const res = await t.http.get<RedirectsList>('/redirects')
    expect(res.body.redirects).toEqual([{ from: '/old-energy', to: '/contact' }])
  })

  it('when a hand edit makes a chain, then the file is a content problem and the last good list stays', async () => {
    expect((await save([{ from: '/a', to: '/about' }])).status).toBe(200)
    const chain = [
      { from: '/a', to: '/b' },
      { from: '/b', to: '/about' },
    ]
    await writeFile(
      path.join(t.api.contentDir, 'settings/redirects.json'),
      JSON.stringify({ redirects: chain }),
    )
    await t.api.store.reload('settings/redirects.json')
    const problems = await t.http.get<{ problems: Array<{ file: string; field: string }> }>(
      '/content-problems',
    )
    expect(problems.body.problems).toContainEqual(
      expect.objectContaining({ file: 'settings/redirects.json', field: 'redirects.0.to' }),
    )
    expect((await t.http.get<RedirectsList>('/redirects')).body.redirects).toEqual([
      { from: '/a', to: '/about' },
    ])
  })
})

describe('editing redirects', () => {
  it('when an editor adds a redirect, then one commit writes the file and it is listed', async () => {
    const before = await head()
    const res = await save([{ from: '/old-page', to: '/about' }])
    expect(res.status).toBe(200)
    expect(res.body.redirects).toEqual([{ from: '/old-page', to: '/about' }])
    expect((await git(t.api.contentDir, 'rev-parse', 'HEAD~1')).trim()).toBe(before)
    expect((await git(t.api.contentDir, 'log', '-1', '--format=%an|%s')).trim()).toBe(
      'Edith Editor|redirects: add /old-page -> /about',
    )
    const onDisk = await readFile(path.join(t.api.contentDir, 'settings/redirects.json'), 'utf8')
    expect(JSON.parse(onDisk)).toEqual({ redirects: [{ from: '/old-page', to: '/about' }] })
    expect((await t.http.get<RedirectsList>('/redirects')).body).toEqual(res.body)
    // the dashboard's activity names the change, for a link to /admin/redirects
    const activity = await t.http.get<{ activity: Array<{ changes: unknown[] }> }>(
      '/activity?limit=1',
      t.token,
    )
    expect(activity.body.activity[0]?.changes).toEqual([
      { kind: 'redirects', file: 'settings/redirects.json' },
    ])

    // removing it, from the version just saved
    const removed = await save([], res.body.version)
    expect(removed.status).toBe(200)
    expect(removed.body.redirects).toEqual([])
    expect((await git(t.api.contentDir, 'log', '-1', '--format=%s')).trim()).toBe(
      'redirects: remove /old-page',
    )
  })

  it.each([
    ['no leading slash', { from: 'old', to: '/about' }, 'redirects.0.from', /Start with \//],
    ['a .. segment', { from: '/a/../b', to: '/about' }, 'redirects.0.from', /\.\./],
    ['a double slash', { from: '/a//b', to: '/about' }, 'redirects.0.from', /\/\//],
    ['a trailing slash', { from: '/old/', to: '/about' }, 'redirects.0.from', /at the end/],
    ['a language prefix', { from: '/ar/old', to: '/about' }, 'redirects.0.from', /\/ar/],
    ['capitals', { from: '/Old', to: '/about' }, 'redirects.0.from', /lowercase/],
    ['a query', { from: '/old', to: '/about?x=1' }, 'redirects.0.to', /without \?/],
    ['the admin', { from: '/admin/x', to: '/about' }, 'redirects.0.from', /not a page/],
    ['an external address', { from: '/old', to: 'https://x.test/' }, 'redirects.0.to', /\//],
    ['itself', { from: '/old', to: '/old' }, 'redirects.0.to', /itself/],
    ['a live page', { from: '/about', to: '/contact' }, 'redirects.0.from', /page of the site/],
    [
      "a record's page",
      { from: '/solutions/energy-systems', to: '/about' },
      'redirects.0.from',
      /page of the site/,
    ],
  ])(
    'when a redirect has %s, then 400 on that field and nothing is committed',
    async (_w, r, field, message) => {
      const before = await head()
      const res = await save([r])
      expect(res.status).toBe(400)
      expect(res.body.error.fields?.[field]).toMatch(message)
      expect(await head()).toBe(before)
    },
  )

  it.each([
    [
      'a chain',
      [
        { from: '/a', to: '/b' },
        { from: '/b', to: '/about' },
      ],
      'redirects.0.to',
    ],
    [
      'a loop',
      [
        { from: '/a', to: '/b' },
        { from: '/b', to: '/a' },
      ],
      'redirects.1.to',
    ],
    [
      'two redirects from one address',
      [
        { from: '/a', to: '/about' },
        { from: '/a', to: '/contact' },
      ],
      'redirects.1.from',
    ],
  ])('when the list has %s, then 400', async (_w, list, field) => {
    const res = await save(list)
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toHaveProperty(field)
  })

  it('when the list changed since it was loaded, then 409 and nothing is committed', async () => {
    const first = await save([{ from: '/a', to: '/about' }])
    expect(first.status).toBe(200)
    const before = await head()
    // a second editor still has the version of "no file"
    const res = await save([{ from: '/b', to: '/about' }], '')
    expect(res.status).toBe(409)
    expect(res.body.error.code).toBe('conflict')
    expect(await head()).toBe(before)
  })

  it('when nobody is signed in, then 401', async () => {
    const res = await save([{ from: '/a', to: '/about' }], '', false)
    expect(res.status).toBe(401)
  })
})
