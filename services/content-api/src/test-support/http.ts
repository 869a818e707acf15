import { afterEach, beforeEach, expect } from 'vitest'
import { startTestApi } from './test-repo.js'
/** Small JSON-over-HTTP helpers for the service tests. */
export function createHttp(baseUrl: string) {
  async function call<T = unknown>(method: string, path: string, body?: unknown, token?: string) {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    return {
      status: res.status,
      headers: res.headers,
      body: (text ? JSON.parse(text) : undefined) as T,
    }
  }
  return {
    get: <T = unknown>(path: string, token?: string) => call<T>('GET', path, undefined, token),
    post: <T = unknown>(path: string, body: unknown, token?: string) =>
      call<T>('POST', path, body, token),
    put: <T = unknown>(path: string, body: unknown, token?: string) =>
      call<T>('PUT', path, body, token),
    patch: <T = unknown>(path: string, body: unknown, token?: string) =>
      call<T>('PATCH', path, body, token),
    del: <T = unknown>(path: string, token?: string) => call<T>('DELETE', path, undefined, token),
  }
}

/** The editable part of an API record: drops what the server adds. */
export function editable(record: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, slug: _slug, partner_details: _p, merged_fields: _m, children, ...rest } = record
  return Array.isArray(children)
    ? {
        ...rest,
        children: children.map((c: { slug?: string } | string) =>
          typeof c === 'string' ? c : c.slug,
        ),
      }
    : rest
}

/**
 * A fresh API on a copy of the fixtures for every test of the file, with a signed-in editor:
 * `const t = signedInApiPerTest()`, then `t.http.get(path, t.token)` and `t.api.contentDir`.
 */
export function signedInApiPerTest() {
  const t = {} as {
    api: Awaited<ReturnType<typeof startTestApi>>
    http: ReturnType<typeof createHttp>
    token: string
  }
  beforeEach(async () => {
    t.api = await startTestApi()
    t.http = createHttp(`${t.api.url}/api`)
    t.token = await t.api.login()
  })
  afterEach(() => t.api.close())
  return t
}

/** An editor (role `editor`) the admin adds: drafts' tests need one beside the admin. */
export const TEST_EDITOR = {
  name: 'Erin Editor',
  email: 'erin@example.com',
  role: 'editor',
  password: 'a long editor password',
}

/** A fresh API with the first admin and TEST_EDITOR signed in (a token each). */
export async function startApiWithEditor() {
  const api = await startTestApi()
  const http = createHttp(`${api.url}/api`)
  const admin = await api.login()
  expect((await http.post('/users', TEST_EDITOR, admin)).status).toBe(201)
  const editor = await api.login(TEST_EDITOR.email, TEST_EDITOR.password)
  return { api, http, admin, editor }
}
