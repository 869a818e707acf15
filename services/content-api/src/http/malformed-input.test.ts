import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { git, startTestApi } from '../test-support/test-repo.js'

/**
 * Malformed input is the client's mistake: a 4xx naming it, never a 500, and nothing written.
 * One table, one service started for all of it.
 */
let api: Awaited<ReturnType<typeof startTestApi>>
let token: string
let versions: { page: string; settings: string; solution: string }
let messageId: string
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
  const sent = await fetch(`${api.url}/api/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      full_name: 'Layla Haddad',
      email: 'layla@example.com',
      subject: 'A quote',
      message: 'Please call me.',
      guard: { website: '', elapsed_ms: 10_000 },
    }),
  })
  messageId = ((await sent.json()) as { id: string }).id
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

/** `depth` arrays inside one another, closed (valid JSON) or left open. */
const nested = (depth: number, closed = true) =>
  `${'['.repeat(depth)}${closed ? ']'.repeat(depth) : ''}`

describe('deeply nested JSON', () => {
  type DeepCase = [what: string, method: string, path: () => string, body: string]
  const deepCases: DeepCase[] = [
    ['100,000 nested arrays to a page', 'POST', () => '/home-content', nested(100_000)],
    [
      '100,000 nested arrays inside page values',
      'POST',
      () => '/home-content',
      `{"version":"x","values":{"hero":${nested(100_000)}}}`,
    ],
    ['100,000 nested arrays to sign in', 'POST', () => '/auth/login', nested(100_000)],
    [
      '100,000 nested objects to a record',
      'PATCH',
      () => '/solutions/energy-systems',
      `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`,
    ],
    ['100,000 unclosed arrays to a record', 'POST', () => '/solutions', nested(100_000, false)],
    ['5,000 nested arrays as a contact message', 'POST', () => '/contacts', nested(5_000)],
    ['65 nested arrays as a contact message', 'POST', () => '/contacts', nested(65)],
    [
      '65 nested arrays marking a message read',
      'PATCH',
      () => `/contacts/${messageId}`,
      nested(65),
    ],
  ]

  it.each(deepCases)(
    'when %s is sent, then 400 too_deep before it is parsed, and nothing is written',
    async (_what, method, path, body) => {
      const head = await git(api.contentDir, 'rev-parse', 'HEAD')
      const res = await fetch(`${api.url}/api${path()}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('too_deep')
      expect(await git(api.contentDir, 'rev-parse', 'HEAD')).toBe(head)
    },
  )

  it('when JSON nests 64 deep, then it is read as usual (the limit is above any real form)', async () => {
    const res = await fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"email":"a@example.com","password":${nested(63)}}`,
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { code: string } }).error.code).not.toBe('too_deep')
  })
})
