import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ContactMessage, ContactSummary } from '@site/contract'
import { createHttp } from '../test-support/http.js'
import { git, startTestApi } from '../test-support/test-repo.js'

type Err = { error: { code: string; message: string; fields?: Record<string, string> } }

let api: Awaited<ReturnType<typeof startTestApi>> | undefined
afterEach(async () => {
  vi.useRealTimers()
  await api?.close()
  api = undefined
})

async function start(options: Parameters<typeof startTestApi>[0] = {}) {
  api = await startTestApi(options)
  return { api, http: createHttp(`${api.url}/api`), token: await api.login() }
}

const message = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Layla Haddad',
  email: 'Layla@Example.com',
  company: 'Desert Utilities',
  phone: '+971 50 123 4567',
  subject: 'Solar for a warehouse',
  service: 'energy-management',
  message: 'We would like a quote for a 2 MW rooftop plant.',
  guard: { website: '', elapsed_ms: 12_000 },
  ...overrides,
})

const storedFiles = async (dataDir: string) =>
  (await readdir(path.join(dataDir, 'contacts')).catch(() => [])).filter((f) => f.endsWith('.json'))

describe('sending a message', () => {
  it('when a visitor sends a valid message, then it is on disk in DATA_DIR before the 201 and never in git', async () => {
    const { api, http } = await start()
    const head = await git(api.contentDir, 'rev-parse', 'HEAD')
    const { status, body } = await http.post<{ id: string }>('/contacts', message())
    expect(status).toBe(201)
    const file = path.join(api.dataDir, 'contacts', `${body.id}.json`)
    const stored = JSON.parse(await readFile(file, 'utf8')) as ContactMessage
    expect(stored).toMatchObject({
      full_name: 'Layla Haddad',
      email: 'layla@example.com',
      service: 'energy-management',
      read: false,
      spam: null,
      delivery: { status: 'not-configured', attempts: 0 },
    })
    expect(stored).not.toHaveProperty('guard')
    expect(await git(api.contentDir, 'rev-parse', 'HEAD')).toBe(head)
    expect(await git(api.contentDir, 'status', '--porcelain')).toBe('')
  })

  it('when required fields are missing or wrong, then 400 names each field and nothing is stored', async () => {
    const { api, http } = await start()
    const { status, body } = await http.post<Err>(
      '/contacts',
      message({ full_name: ' ', email: 'not-an-email', message: '', service: 'gardening' }),
    )
    expect(status).toBe(400)
    expect(Object.keys(body.error.fields ?? {}).sort()).toEqual([
      'email',
      'full_name',
      'message',
      'service',
    ])
    expect(body.error.fields?.full_name).toBe('Full name is required')
    expect(await storedFiles(api.dataDir)).toEqual([])
  })

  it.each([
    ['a body that is not JSON', 400, '{"full_name": "x",', 'application/json'],
    ['a JSON array', 400, '[1,2,3]', 'application/json'],
    [
      'fields of the wrong type',
      400,
      JSON.stringify(message({ full_name: 42, guard: null })),
      'application/json',
    ],
    [
      'a NUL byte in the name',
      400,
      JSON.stringify(message({ full_name: 'La\u0000yla' })),
      'application/json',
    ],
    [
      'a body over 32 KB',
      413,
      JSON.stringify(message({ message: 'x'.repeat(40_000) })),
      'application/json',
    ],
    ['a latin-1 charset', 415, JSON.stringify(message()), 'application/json; charset=latin1'],
  ])('when the body is %s, then %i and never 500', async (_what, expected, raw, type) => {
    const { api } = await start()
    const res = await fetch(`${api.url}/api/contacts`, {
      method: 'POST',
      headers: { 'content-type': type },
      body: raw,
    })
    expect(res.status).toBe(expected)
    expect(((await res.json()) as Err).error.code).toBeTruthy()
    expect(await storedFiles(api.dataDir)).toEqual([])
  })

  it('when 100 messages arrive at once, then all 100 are stored', async () => {
    const { api, http } = await start()
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        http.post<{ id: string }>('/contacts', message({ subject: `Message ${i}` })),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(201))
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(100)
    expect(await storedFiles(api.dataDir)).toHaveLength(100)
  })
})

describe('the spam guard', () => {
  it('when the honeypot is filled, then 201 all the same and the message waits in spam; a form sent too fast goes to the inbox marked check', async () => {
    const { http, token } = await start()
    const bot = await http.post(
      '/contacts',
      message({ guard: { website: 'http://spam.example', elapsed_ms: 9000 } }),
    )
    const fast = await http.post('/contacts', message({ guard: { website: '', elapsed_ms: 400 } }))
    expect([bot.status, fast.status]).toEqual([201, 201])

    const inbox = await http.get<{ messages: ContactMessage[] }>('/contacts', token)
    expect(inbox.body.messages.map((m) => [m.spam, m.check])).toEqual([[null, 'too-fast']])
    const spam = await http.get<{ messages: ContactMessage[] }>('/contacts?folder=spam', token)
    expect(spam.body.messages.map((m) => m.spam)).toEqual(['honeypot'])
    const summary = await http.get<ContactSummary>('/contacts/summary', token)
    expect(summary.body).toEqual({ total: 1, unread: 1, spam: 1, mail: { configured: false } })
  })

  it('when an editor says a spam message is not spam, then it moves to the inbox; a bad change is 400', async () => {
    const { http, token } = await start()
    const bot = await http.post<{ id: string }>(
      '/contacts',
      message({ guard: { website: 'http://spam.example', elapsed_ms: 9000 } }),
    )
    const id = bot.body.id
    expect((await http.patch(`/contacts/${id}`, { spam: true }, token)).status).toBe(400)
    expect((await http.patch(`/contacts/${id}`, {}, token)).status).toBe(400)
    expect((await http.patch(`/contacts/${id}`, { spam: false })).status).toBe(401)
    const rescued = await http.patch<ContactMessage>(`/contacts/${id}`, { spam: false }, token)
    expect(rescued.status).toBe(200)
    expect(rescued.body.spam).toBeNull()
    const inbox = await http.get<{ messages: ContactMessage[] }>('/contacts', token)
    expect(inbox.body.messages.map((m) => m.id)).toEqual([id])
    expect((await http.get<ContactSummary>('/contacts/summary', token)).body.spam).toBe(0)
  })

  it('when one visitor sends more than the limit, then 429 with Retry-After and the extra message is not stored', async () => {
    const { http, token } = await start({ contactRateLimit: 2 })
    expect((await http.post('/contacts', message())).status).toBe(201)
    expect((await http.post('/contacts', message())).status).toBe(201)
    const third = await http.post<Err>('/contacts', message({ subject: 'Third' }))
    expect(third.status).toBe(429)
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(third.body.error.message).toMatch(/try again later/i)

    const spam = await http.get<{ messages: ContactMessage[] }>('/contacts?folder=spam', token)
    expect(spam.body.messages).toEqual([])
    expect(await storedFiles(api!.dataDir)).toHaveLength(2)
    // another visitor (web forwards each visitor's address) is not held back
    const other = await fetch(`${api!.url}/api/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify(message()),
    })
    expect(other.status).toBe(201)
  })

  it('when one visitor floods 300 posts over the limit, then each is 429 with Retry-After and not one file is added', async () => {
    const { api } = await start({ contactRateLimit: 2 })
    const post = () =>
      fetch(`${api.url}/api/contacts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message({ message: 'x'.repeat(5000) })),
      })
    expect([(await post()).status, (await post()).status]).toEqual([201, 201])
    const flood: Array<[number, string | null]> = []
    for (let i = 0; i < 300; i++) {
      const res = await post()
      await res.arrayBuffer()
      flood.push([res.status, res.headers.get('retry-after')])
    }
    expect(flood.filter(([status]) => status !== 429)).toEqual([])
    expect(flood.filter(([, retryAfter]) => !(Number(retryAfter) > 0))).toEqual([])
    expect(await storedFiles(api.dataDir)).toHaveLength(2)
  })
})

/** A message file as the store writes it, received `daysAgo` days ago. */
async function writeStoredMessage(dataDir: string, daysAgo: number, spam: ContactMessage['spam']) {
  const at = new Date(Date.now() - daysAgo * 24 * 60 * 60_000)
  const id = `${String(at.getTime()).padStart(13, '0')}-${'0'.repeat(11)}${daysAgo % 10}`
  const stored: ContactMessage = {
    full_name: 'Old Sender',
    email: 'old@example.com',
    company: '',
    phone: '',
    service: '',
    subject: `${spam ?? 'inbox'} ${daysAgo} days ago`,
    message: 'Sent long ago.',
    id,
    received_at: at.toISOString(),
    read: false,
    spam,
    delivery: { status: 'not-configured', attempts: 0 },
  }
  await mkdir(path.join(dataDir, 'contacts'), { recursive: true })
  await writeFile(path.join(dataDir, 'contacts', `${id}.json`), JSON.stringify(stored))
}

describe('the spam folder has a ceiling', () => {
  const bot = (i: number) =>
    message({ subject: `Spam ${i}`, guard: { website: 'http://spam.example', elapsed_ms: 9000 } })

  it('when more spam arrives than the folder may hold, then the oldest spam goes first and the inbox is untouched', async () => {
    const { api, http, token } = await start({ spam: { maxMessages: 3, maxAgeDays: 30 } })
    expect((await http.post('/contacts', message({ subject: 'Real' }))).status).toBe(201)
    for (let i = 1; i <= 5; i++) {
      expect((await http.post('/contacts', bot(i))).status).toBe(201)
      await new Promise((r) => setTimeout(r, 3)) // ids are ordered by the millisecond
    }
    const spam = await http.get<{ messages: ContactMessage[] }>('/contacts?folder=spam', token)
    expect(spam.body.messages.map((m) => m.subject)).toEqual(['Spam 5', 'Spam 4', 'Spam 3'])
    const inbox = await http.get<{ messages: ContactMessage[] }>('/contacts', token)
    expect(inbox.body.messages.map((m) => m.subject)).toEqual(['Real'])
    expect(await storedFiles(api.dataDir)).toHaveLength(4)
  })

  it('when spam is older than the age limit at start, then it is removed; old inbox messages stay', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'contacts-aged-'))
    try {
      await writeStoredMessage(dataDir, 45, 'honeypot')
      await writeStoredMessage(dataDir, 31, 'too-fast')
      await writeStoredMessage(dataDir, 2, 'too-fast')
      await writeStoredMessage(dataDir, 400, null)
      const { http, token } = await start({ dataDir, spam: { maxMessages: 100, maxAgeDays: 30 } })
      const spam = await http.get<{ messages: ContactMessage[] }>('/contacts?folder=spam', token)
      expect(spam.body.messages.map((m) => m.subject)).toEqual(['too-fast 2 days ago'])
      const inbox = await http.get<{ messages: ContactMessage[] }>('/contacts', token)
      expect(inbox.body.messages.map((m) => m.subject)).toEqual(['inbox 400 days ago'])
      expect(await storedFiles(dataDir)).toHaveLength(2)
    } finally {
      await api?.close()
      api = undefined
      await rm(dataDir, { recursive: true, force: true })
    }
  })

  it('when spam has aged past the limit while running, then the next spam stored removes it', async () => {
    const { api, http, token } = await start({ spam: { maxMessages: 100, maxAgeDays: 30 } })
    const { guard: _guard, ...input } = bot(0) as ReturnType<typeof message> & {
      guard: unknown
    }
    const aged = await api.contacts.add(
      input as Parameters<typeof api.contacts.add>[0],
      'honeypot',
      { status: 'not-configured', attempts: 0 },
      new Date(Date.now() - 31 * 24 * 60 * 60_000),
    )
    expect((await http.post('/contacts', bot(1))).status).toBe(201)
    const spam = await http.get<{ messages: ContactMessage[] }>('/contacts?folder=spam', token)
    expect(spam.body.messages.map((m) => m.subject)).toEqual(['Spam 1'])
    expect(await storedFiles(api.dataDir)).not.toContain(`${aged.id}.json`)
  })
})

describe('the inbox', () => {
  it('when nobody is signed in, then every inbox route answers 401', async () => {
    const { http } = await start()
    const { body } = await http.post<{ id: string }>('/contacts', message())
    for (const [method, url] of [
      ['GET', '/contacts'],
      ['GET', '/contacts/summary'],
      ['GET', '/contacts/export.csv'],
      ['GET', `/contacts/${body.id}`],
      ['DELETE', `/contacts/${body.id}`],
    ] as const) {
      const res = method === 'GET' ? await http.get(url) : await http.del(url)
      expect(res.status, `${method} ${url}`).toBe(401)
    }
    expect((await http.patch(`/contacts/${body.id}`, { read: true })).status).toBe(401)
  })

  it('when an editor works the inbox, then it lists newest first, searches, filters unread, marks read and deletes', async () => {
    const { http, token } = await start()
    const first = await http.post<{ id: string }>(
      '/contacts',
      message({ subject: 'Tender for substations' }),
    )
    await new Promise((r) => setTimeout(r, 5))
    const second = await http.post<{ id: string }>(
      '/contacts',
      message({ subject: 'Data centre cooling', full_name: 'Omar Said' }),
    )

    const list = await http.get<{ messages: ContactMessage[] }>('/contacts', token)
    expect(list.body.messages.map((m) => m.id)).toEqual([second.body.id, first.body.id])
    const found = await http.get<{ messages: ContactMessage[] }>('/contacts?q=omar', token)
    expect(found.body.messages.map((m) => m.subject)).toEqual(['Data centre cooling'])

    const read = await http.patch<ContactMessage>(
      `/contacts/${first.body.id}`,
      { read: true },
      token,
    )
    expect(read.body.read).toBe(true)
    const unread = await http.get<{ messages: ContactMessage[] }>('/contacts?unread=1', token)
    expect(unread.body.messages.map((m) => m.id)).toEqual([second.body.id])
    expect((await http.get<ContactSummary>('/contacts/summary', token)).body).toMatchObject({
      total: 2,
      unread: 1,
    })
    expect((await http.patch(`/contacts/${first.body.id}`, { read: 'yes' }, token)).status).toBe(
      400,
    )

    expect((await http.del(`/contacts/${first.body.id}`, token)).status).toBe(204)
    expect((await http.get(`/contacts/${first.body.id}`, token)).status).toBe(404)
    expect((await http.get('/contacts/../../users', token)).status).toBe(404)
    expect((await http.get('/contacts?folder=trash', token)).status).toBe(400)
  })

  it('when the inbox is exported, then it is CSV with formula cells neutralised', async () => {
    const { http, token, api } = await start()
    await http.post(
      '/contacts',
      message({ full_name: '=HYPERLINK("http://evil.example","x")', subject: '+1 call me' }),
    )
    const res = await fetch(`${api.url}/api/contacts/export.csv`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="messages-inbox-/)
    const csv = await res.text()
    const [header, row] = csv
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n')
    expect(header).toBe('Received,Full name,Email,Company,Phone,Service,Subject,Message,Read,Mail')
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`)
    expect(row).toContain(`'+1 call me`)
  })

  it('when the inbox is exported late in the evening UTC, then the file is named with the next day in Dubai and starts with a byte-order mark', async () => {
    const { http, token, api } = await start()
    await http.post('/contacts', message({ full_name: 'ليلى حداد' }))
    // 21:30 UTC on 23 November is 01:30 on 24 November in Dubai (UTC+4); only Date is faked
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-23T21:30:00Z'))
    const res = await fetch(`${api.url}/api/contacts/export.csv`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="messages-inbox-2026-11-24.csv"',
    )
    // the raw bytes: text() would drop a leading BOM
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder().decode(bytes)).toContain('ليلى حداد')
  })
})
