import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { collectionNames } from '../content/collections.js'
import {
  can,
  canDraft,
  draftItemTarget,
  pageKeys,
  PREVIEW_HEADERS,
  type Role,
} from '@site/contract'
import { editable, startApiWithEditor } from '../test-support/http.js'
import { git } from '../test-support/test-repo.js'
import { accessRoutes } from './access-routes.js'

/**
 * Drafts follow the access table: a change to an item's draft (save, discard, status, publish,
 * schedule, share, revoke) needs what the draft route needs and what saving the item needs
 * (canDraft), so what a role may not save it may not draft or share. Walked for every role, every
 * draftable kind and every draft route, as access.test.ts walks the routes.
 */
type Api = Awaited<ReturnType<typeof startApiWithEditor>>
let api: Api['api']
let http: Api['http']
const tokens: Record<Role, string> = { admin: '', editor: '' }
type Err = { error: { code: string; message: string } }
type Share = { id: string; url: string }
type SettingsList = { version: string }

beforeAll(async () => {
  const started = await startApiWithEditor()
  ;({ api, http } = started)
  tokens.admin = started.admin
  tokens.editor = started.editor
})
afterAll(() => api.close())

/** One draft target per draftable kind: a made-up record of each collection, each page, the settings. */
const targets = [
  ...collectionNames.map((collection) => `${collection}/no-such-record`),
  ...pageKeys.map((page) => `pages/${page}`),
  'settings/company',
]
const draftRoutes = accessRoutes.filter((route) => route.path.startsWith('/drafts/:kind/:name'))

async function ask(method: string, path: string, token?: string): Promise<number> {
  const res = await fetch(`${api.url}/api${path}`, {
    method,
    headers: {
      ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(method === 'GET' || method === 'DELETE' ? {} : { body: '{}' }),
  })
  await res.arrayBuffer()
  return res.status
}

describe('drafts under the access table', () => {
  it('when every draft route of every draftable kind is asked by every role, then each answer is what the table says', async () => {
    const wrong: string[] = []
    let asked = 0
    for (const target of targets) {
      const item = draftItemTarget(target.split('/')[0] ?? '')
      expect(item, target).not.toBeNull()
      for (const route of draftRoutes) {
        const path = route.path.replace('/:kind/:name', `/${target}`).replace(':id', 'no-such-id')
        for (const role of [null, 'editor', 'admin'] as const) {
          const status = await ask(route.method, path, role ? tokens[role] : undefined)
          asked++
          const allowed =
            can(role, route.target, route.action) &&
            (!route.draftItem || (item !== null && canDraft(role, item)))
          const ok = allowed
            ? status !== 401 && status !== 403 && status !== 500
            : status === (role === null ? 401 : 403)
          if (!ok) wrong.push(`${role ?? 'anonymous'} ${route.method} ${path} -> ${status}`)
        }
      }
    }
    expect(wrong).toEqual([])
    expect(asked).toBe(targets.length * draftRoutes.length * 3)
    // the table does refuse something here: editors and the company settings
    expect(canDraft('editor', 'settings')).toBe(false)
    expect(draftRoutes.filter((route) => route.draftItem).length).toBeGreaterThan(5)
  }, 300_000)

  it('when an editor drafts, shares or revokes a link of the company settings, then 403 and nothing changes; an admin may', async () => {
    const { version } = (await http.get<SettingsList>('/company-settings')).body
    const body = { version, values: { main_phone: '+971 4 222 2222' } }
    const byEditor = await http.put<Err>('/drafts/settings/company', body, tokens.editor)
    expect(byEditor.status).toBe(403)
    expect(byEditor.body.error.message).toMatch(/only an admin drafts it/)
    // spelled with a %-escape, the route would read "settings": the rule reads it so too
    expect((await http.put('/drafts/%73ettings/company', body, tokens.editor)).status).toBe(403)
    expect(await git(api.contentDir, 'branch', '--list', 'drafts/*')).toBe('')

    expect((await http.put('/drafts/settings/company', body, tokens.admin)).status).toBe(201)
    const shared = await http.post<Share>('/drafts/settings/company/share', {}, tokens.admin)
    expect(shared.status).toBe(201)
    expect((await http.post('/drafts/settings/company/share', {}, tokens.editor)).status).toBe(403)
    const revoke = `/drafts/settings/company/share/${shared.body.id}`
    expect((await http.del(revoke, tokens.editor)).status).toBe(403)
    expect((await http.del('/drafts/settings/company', tokens.editor)).status).toBe(403)
    const token = new URL(shared.body.url).searchParams.get('token') ?? ''
    const preview = await fetch(`${api.url}/api/company-settings`, {
      headers: { [PREVIEW_HEADERS.target]: 'settings/company', [PREVIEW_HEADERS.token]: token },
    })
    expect(preview.status).toBe(200)
    expect(await preview.text()).toContain('+971 4 222 2222')
    expect((await http.del(revoke, tokens.admin)).status).toBe(204)
    expect((await http.del('/drafts/settings/company', tokens.admin)).status).toBe(204)
  })

  it('when an editor revokes a share link an admin made, then 403 and it stays; their own link, or an admin revoking theirs, then 204', async () => {
    const rec = (await http.get<Record<string, unknown>>('/partners/voltline')).body
    const draft = await http.put(
      '/drafts/partners/voltline',
      { ...editable(rec), description: 'Shared wording', version: rec.version },
      tokens.admin,
    )
    expect(draft.status).toBe(201)
    const share = (by: string) => http.post<Share>('/drafts/partners/voltline/share', {}, by)
    const listed = async () =>
      (
        await http.get<{ shares: Array<{ id: string }> }>(
          '/drafts/partners/voltline/share',
          tokens.editor,
        )
      ).body.shares.map((s) => s.id)
    const admins = (await share(tokens.admin)).body
    const byEditor = await http.del<Err>(
      `/drafts/partners/voltline/share/${admins.id}`,
      tokens.editor,
    )
    expect(byEditor.status).toBe(403)
    expect(byEditor.body.error.message).toMatch(/who made this link, or an admin/)
    expect(await listed()).toEqual([admins.id])

    const editors = (await share(tokens.editor)).body
    const other = (await share(tokens.editor)).body
    expect(
      (await http.del(`/drafts/partners/voltline/share/${editors.id}`, tokens.editor)).status,
    ).toBe(204)
    expect(
      (await http.del(`/drafts/partners/voltline/share/${other.id}`, tokens.admin)).status,
    ).toBe(204)
    expect(await listed()).toEqual([admins.id])
  })
})
