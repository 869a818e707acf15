import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { can, type Role } from '@site/contract'
import { createHttp } from '../test-support/http.js'
import { git, startTestApi } from '../test-support/test-repo.js'
import { accessRouteOf, accessRoutes } from './access-routes.js'

/**
 * The policy table (schemas/access.ts) is the rule: every route content-api has, asked by every
 * role, answers as the table says. 401 without a session where one is needed, 403 below the
 * role, and anything but those (or a 500) where the role may: a 400 or 404 for the made-up ids,
 * or media's 503 (no media service here), is fine.
 */
let api: Awaited<ReturnType<typeof startTestApi>>
let http: ReturnType<typeof createHttp>
const tokens: Record<Role, string> = { admin: '', editor: '' }
const EDITOR = {
  name: 'Erin Editor',
  email: 'erin@example.com',
  role: 'editor' as const,
  password: 'a long editor password',
}

beforeAll(async () => {
  api = await startTestApi()
  http = createHttp(`${api.url}/api`)
  tokens.admin = await api.login()
  expect((await http.post('/users', EDITOR, tokens.admin)).status).toBe(201)
  tokens.editor = await api.login(EDITOR.email, EDITOR.password)
})
afterAll(() => api.close())

/** Made-up values for a route's parameters: never an existing record, so nothing changes. */
const concrete = (path: string) =>
  path
    .replace(':commit', 'abcdef1')
    .replace(':slug', 'no-such-record')
    .replace(':file', 'no-such-image.png')
    .replace(':section', 'no-such-section')
    .replace(':id', 'no-such-id')

async function ask(method: string, path: string, token?: string): Promise<number> {
  const controller = new AbortController()
  const res = await fetch(`${api.url}/api${path}`, {
    method,
    signal: controller.signal,
    headers: {
      ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(method === 'GET' || method === 'DELETE' ? {} : { body: '{}' }),
  })
  controller.abort() // the revision stream never ends by itself; the status is all we need
  return res.status
}

interface RouterLayer {
  rawPath?: string
  route?: { path: string; methods: Record<string, boolean> }
  handle: { stack?: RouterLayer[] }
}

/** Every route the app's /api routers register, as `METHOD /path` with parameter names blanked. */
function registeredRoutes(stack: RouterLayer[], prefix = ''): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const path = `${prefix}${layer.route.path}`
      return Object.keys(layer.route.methods)
        .filter((m) => m !== '_all')
        .map((m) => `${m.toUpperCase()} ${path}`)
    }
    if (!layer.handle.stack) return []
    const mount = !layer.rawPath || layer.rawPath === '/' ? '' : layer.rawPath
    return registeredRoutes(layer.handle.stack, `${prefix}${mount}`)
  })
}
const blankParams = (route: string) => route.replace(/:\w+/g, ':').replace(/\/$/, '')

describe('authorisation: one table, one layer', () => {
  it('when the routers and the access table are compared, then they list the same routes', () => {
    const app = api.app as unknown as { router: { stack: RouterLayer[] } }
    const apiLayer = app.router.stack.find((layer) => layer.rawPath === '/api')
    expect(apiLayer?.handle.stack).toBeDefined()
    const registered = new Set(registeredRoutes(apiLayer?.handle.stack ?? []).map(blankParams))
    const declared = new Set(accessRoutes.map((r) => blankParams(`${r.method} ${r.path}`)))
    expect([...registered].filter((route) => !declared.has(route))).toEqual([])
    expect([...declared].filter((route) => !registered.has(route))).toEqual([])
  })

  it('when every route is asked by every role, then each answer is what the table says', async () => {
    const wrong: string[] = []
    let asked = 0
    for (const route of accessRoutes) {
      for (const role of [null, 'editor', 'admin'] as const) {
        const path = concrete(route.path)
        // the route must be the one the table meant, not an earlier, broader line
        expect(accessRouteOf(route.method, path)).toEqual(route)
        const status = await ask(route.method, path, role ? tokens[role] : undefined)
        asked++
        const allowed = can(role, route.target, route.action)
        const ok = allowed
          ? status !== 401 && status !== 403 && status !== 500
          : status === (role === null ? 401 : 403)
        if (!ok) wrong.push(`${role ?? 'anonymous'} ${route.method} ${path} -> ${status}`)
        // signing out ends the token: sign in again for the next route
        if (route.target === 'session' && route.action === 'delete' && role) {
          tokens[role] = await api.login(
            role === 'admin' ? undefined : EDITOR.email,
            role === 'admin' ? undefined : EDITOR.password,
          )
        }
      }
    }
    expect(wrong).toEqual([])
    expect(asked).toBe(accessRoutes.length * 3)
  }, 120_000) // some 200 requests, a few of them signing in again

  it('when an editor restores the company settings, then it is 403 and nothing is committed', async () => {
    const history = await http.get<Array<{ id: string }>>(
      '/company-settings/history',
      tokens.editor,
    )
    expect(history.status).toBe(200)
    const commit = history.body[0]?.id ?? ''
    const head = await git(api.contentDir, 'rev-parse', 'HEAD')
    const res = await http.post('/company-settings/restore', { commit }, tokens.editor)
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ error: { code: 'forbidden' } })
    expect(await git(api.contentDir, 'rev-parse', 'HEAD')).toBe(head)
    // an admin may
    const byAdmin = await http.post('/company-settings/restore', { commit }, tokens.admin)
    expect(byAdmin.status).toBe(200)
  })

  it('when a request is no known route, then it is 404 whoever asks', async () => {
    for (const token of [undefined, tokens.admin]) {
      expect(await ask('GET', '/no-such-thing', token)).toBe(404)
      expect(await ask('POST', '/company-settings/archive', token)).toBe(404)
    }
  })
})
