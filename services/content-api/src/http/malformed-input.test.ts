import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { git, startTestApi } from '../test-support/test-repo.js'

/**
 * Malformed input is the client's mistake: a 4xx naming it, never a 500, and nothing written.
 * One table, one service started for all of it.
 */
let api: Awaited<ReturnType<typeof startTestApi>>
let token: string
let versions: { page: string; settings: string; solution: string }
beforeAll(async () => {
  api = await startTestApi()
  token = await api.login()
  const read = async (path: string) =>
    (await (
      await fetch(`${api.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { version: string }
  versions = {
    page: (await read('/home-content')).version,
    settings: (await read('/company-settings')).version,
    solution: (await read('/solutions/energy-systems')).version,
  }
})
afterAll(() => api.close())

type Case = [what: string, method: string, path: string, body: () => string, type?: string]
const cases: Case[] = [
  [
    'a null page section',
    'POST',
    '/home-content',
    () => JSON.stringify({ version: versions.page, values: { hero: null } }),
  ],
  [
    'page values that are not an object',
    'POST',
    '/home-content',
    () => JSON.stringify({ version: versions.page, values: [] }),
  ],
  [
    'a null setting',
    'POST',
    '/company-settings',
    () => JSON.stringify({ version: versions.settings, values: { address: null } }),
  ],
  [
    'a NUL byte in a setting',
    'POST',
    '/company-settings',
    () => JSON.stringify({ version: versions.settings, values: { address: 'Dubai\u0000' } }),
  ],
  [
    'a NUL byte in a record field',
    'PATCH',
    '/solutions/energy-systems',
    () => JSON.stringify({ version: versions.solution, title: 'Energy\u0000' }),
  ],
  [
    'a NUL byte in a page field',
    'POST',
    '/home-content',
    () => JSON.stringify({ version: versions.page, values: { hero: { title: 'A\u0000B' } } }),
  ],
  [
    'a UTF-16 charset',
    'PATCH',
    '/solutions/energy-systems',
    () => JSON.stringify({ version: versions.solution, title: 'X' }),
    'application/json; charset=utf-16',
  ],
  [
    'a latin-1 charset',
    'POST',
    '/home-content',
    () => JSON.stringify({ version: versions.page, values: {} }),
    'application/json; charset=latin1',
  ],
  ['JSON cut short', 'POST', '/home-content', () => '{"version":'],
  ['a malformed percent-encoding in a record path', 'GET', '/solutions/%E0%A4%A', () => ''],
  ['a lone percent sign in a path', 'GET', '/solutions/%', () => ''],
  ['a malformed percent-encoding in a page path', 'GET', '/home-content/%E0%A4%A', () => ''],
]

describe('malformed input', () => {
  it.each(cases)(
    'when %s is sent, then 4xx and nothing is committed',
    async (_what, method, path, body, type) => {
      const head = await git(api.contentDir, 'rev-parse', 'HEAD')
      const res = await fetch(`${api.url}/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': type ?? 'application/json',
        },
        body: method === 'GET' ? undefined : body(),
      })
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
      const answer = (await res.json()) as { error: { code: string } }
      expect(answer.error.code).not.toBe('internal')
      expect(await git(api.contentDir, 'rev-parse', 'HEAD')).toBe(head)
    },
  )
})
