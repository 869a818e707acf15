import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { NavigationDocument, NavigationEdit, ResolvedNavigation } from '@site/contract'
import { signedInApiPerTest, startApiWithEditor } from '../test-support/http.js'
import { git } from '../test-support/test-repo.js'

type Err = { error: { code: string; message: string; fields?: Record<string, string> } }

const t = signedInApiPerTest()
const head = async () => (await git(t.api.contentDir, 'rev-parse', 'HEAD')).trim()

const product = { kind: 'record', collection: 'products', slug: 'grid-controller' } as const
const menus = (over: Partial<NavigationDocument> = {}): NavigationDocument => ({
  header: [
    { kind: 'page', page: 'home', label: 'Home', ar: { label: 'الرئيسية' } },
    { kind: 'page', page: 'products', children: [product] },
  ],
  actions: [],
  footer: [{ kind: 'link', url: '/contact', label: 'Contact', fr: { label: 'Nous écrire' } }],
  solutions: [{ kind: 'record', collection: 'solutions', slug: 'energy-systems' }],
  ...over,
})

const save = (doc: unknown, version = '', token: string | undefined = t.token) =>
  t.http.post<NavigationEdit & Err>('/navigation', { version, menus: doc }, token)
const resolved = async (lang = 'en') =>
  (await t.http.get<ResolvedNavigation>(`/navigation/resolved?lang=${lang}`)).body.menus
const reload = (file: string) => t.api.store.reload(file)

describe('saving the menus', () => {
  it('when an admin saves the menus, then one commit writes settings/navigation.json and the edit read shows them', async () => {
    const before = await head()
    const res = await save(menus())
    expect(res.status).toBe(200)
    expect((await git(t.api.contentDir, 'rev-parse', 'HEAD~1')).trim()).toBe(before)
    const files = await git(t.api.contentDir, 'show', '--name-only', '--format=%s', 'HEAD')
    expect(files.split('\n').filter(Boolean)).toEqual([
      'navigation: update menus',
      'settings/navigation.json',
    ])
    const stored = JSON.parse(
      await readFile(path.join(t.api.contentDir, 'settings/navigation.json'), 'utf8'),
    ) as NavigationDocument
    expect(stored.header[1]).toEqual({ kind: 'page', page: 'products', children: [product] })
    const edit = await t.http.get<NavigationEdit>('/navigation', t.token)
    expect(edit.body.version).toBe(res.body.version)
    expect(edit.body.status.header[2]).toMatchObject({
      title: 'Grid Controller',
      path: '/products/grid-controller',
      hidden: false,
    })
  })

  it('when the menus changed since they were loaded, then the save is 409 with the current menus and nothing is committed', async () => {
    const first = await save(menus())
    expect(first.status).toBe(200)
    const stale = await save(menus({ footer: [] }), '')
    expect(stale.status).toBe(409)
    expect(stale.body.error.code).toBe('conflict')
    expect(
      (await t.http.get<NavigationEdit>('/navigation', t.token)).body.menus.footer,
    ).toHaveLength(1)
  })

  it('when an item is invalid, then the save is 400 with an error naming the menu and the item, and nothing is committed', async () => {
    const before = await head()
    const bad = menus({
      header: [
        { kind: 'page', page: 'home' },
        {
          kind: 'page',
          page: 'about',
          children: [{ kind: 'link', url: 'http://x.example', label: 'X' }],
        },
      ],
    })
    const res = await save(bad)
    expect(res.status).toBe(400)
    expect(res.body.error.fields?.['menus.header.1.children.0.url']).toBe(
      'Header menu, item 2.1: Enter an https:// address or a path of this site starting with /',
    )
    expect(await head()).toBe(before)
  })

  it('when an editor (not an admin) saves the menus, then it is 403 as for Company Info', async () => {
    const { api, http, editor } = await startApiWithEditor()
    try {
      const res = await http.post<Err>('/navigation', { version: '', menus: menus() }, editor)
      expect(res.status).toBe(403)
    } finally {
      await api.close()
    }
  })

  it('when an English label changes and its translation does not, then the translation is outdated', async () => {
    const first = await save(menus())
    expect(first.body.status.header[0]).toMatchObject({ outdated: [], missing: ['fr'] })
    const changed = menus()
    changed.header[0] = { kind: 'page', page: 'home', label: 'Start', ar: { label: 'الرئيسية' } }
    const second = await save(changed, first.body.version)
    expect(second.status).toBe(200)
    expect(second.body.status.header[0]).toMatchObject({ outdated: ['ar'], missing: ['fr'] })
  })
})

describe('resolving the menus', () => {
  it('when the menus are read in each language, then items have their addresses and labels, with the English fallback marked', async () => {
    await save(menus())
    const en = await resolved('en')
    expect(en.header).toEqual([
      { label: 'Home', to: '/', children: [] },
      {
        label: 'Products',
        to: '/products',
        children: [
          {
            label: 'Grid Controller',
            to: '/products/grid-controller',
            fromTitle: true,
            children: [],
          },
        ],
      },
    ])
    const ar = await resolved('ar')
    expect(ar.header[0]).toEqual({ label: 'الرئيسية', to: '/', children: [] })
    // French: no translation of Home's label, nor of the product's title: English, marked
    const fr = await resolved('fr')
    expect(fr.header[0]).toEqual({ label: 'Home', to: '/', lang: 'en', children: [] })
    expect(fr.header[1]?.children[0]).toEqual({
      label: 'Grid Controller',
      to: '/products/grid-controller',
      lang: 'en',
      fromTitle: true,
      children: [],
    })
    expect(fr.footer).toEqual([{ label: 'Nous écrire', to: '/contact', children: [] }])
  })

  it('when the record an item points at is renamed, then the item follows it in the same commit', async () => {
    await save(menus())
    const version = (await t.http.get<{ version: string }>('/products/grid-controller', t.token))
      .body.version
    const res = await t.http.post(
      '/products/grid-controller/rename',
      { to: 'grid-master', version },
      t.token,
    )
    expect(res.status).toBe(200)
    const files = await git(t.api.contentDir, 'show', '--name-only', '--format=', 'HEAD')
    expect(files).toContain('settings/navigation.json')
    expect((await resolved('en')).header[1]?.children).toEqual([
      { label: 'Grid Controller', to: '/products/grid-master', fromTitle: true, children: [] },
    ])
  })

  it('when the record is deactivated, then its item is left out; when it is deleted, too', async () => {
    await save(menus())
    const file = path.join(t.api.contentDir, 'products/grid-controller.md')
    const text = await readFile(file, 'utf8')
    await writeFile(file, text.replace('is_active: true', 'is_active: false'))
    await reload('products/grid-controller.md')
    expect((await resolved('en')).header[1]?.children).toEqual([])
    const edit = await t.http.get<NavigationEdit>('/navigation', t.token)
    expect(edit.body.status.header[2]).toMatchObject({ hidden: true })

    await writeFile(file, text)
    await reload('products/grid-controller.md')
    expect((await resolved('en')).header[1]?.children).toHaveLength(1)
    await rm(file)
    await reload('products/grid-controller.md')
    expect((await resolved('ar')).header[1]?.children).toEqual([])
  })

  it('when there is no menus file, then every menu is empty', async () => {
    expect(await resolved('en')).toEqual({ header: [], actions: [], footer: [], solutions: [] })
  })
})

describe('what the resolved menus are made from', () => {
  it('when the resolved menus are read, then X-Content-Files names the menus file and the records its items point at (a save of another record leaves cached pages alone)', async () => {
    expect((await save(menus())).status).toBe(200)
    await reload('settings/navigation.json')
    const res = await t.http.get<ResolvedNavigation>('/navigation/resolved?lang=ar')
    const files = (res.headers.get('x-content-files') ?? '').split(', ').sort()
    expect(files).toEqual([
      'products/grid-controller.md',
      'settings/navigation.json',
      'solutions/energy-systems.md',
    ])
  })
})
