import type { PresenceAnswer, PresenceChange } from '@site/contract'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startTestApi } from '../test-support/test-repo.js'
import { createHttp, TEST_EDITOR } from '../test-support/http.js'

let api: Awaited<ReturnType<typeof startTestApi>>
let http: ReturnType<typeof createHttp>
let admin: string
let editor: string
const streams: AbortController[] = []
beforeEach(async () => {
  api = await startTestApi()
  http = createHttp(`${api.url}/api`)
  admin = await api.login()
  expect((await http.post('/users', TEST_EDITOR, admin)).status).toBe(201)
  editor = await api.login(TEST_EDITOR.email, TEST_EDITOR.password)
})
afterEach(async () => {
  for (const controller of streams.splice(0)) controller.abort()
  await api.close()
})

const ITEM = '/presence/products/grid-controller'

/** Opens an item's presence stream as `token`'s tab and reads its events one by one. */
async function openStream(token: string, tab: string) {
  const controller = new AbortController()
  streams.push(controller)
  const res = await fetch(`${api.url}/api${ITEM}/stream?tab=${tab}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  })
  expect(res.status).toBe(200)
  const reader = (res.body as ReadableStream<Uint8Array>).getReader()
  const decoder = new TextDecoder()
  let buffered = ''
  /** the next event, whatever its name */
  async function nextEvent(): Promise<{ name: string; data: unknown }> {
    for (;;) {
      const end = buffered.indexOf('\n\n')
      if (end >= 0) {
        const frame = buffered.slice(0, end)
        buffered = buffered.slice(end + 2)
        const name = /^event: (.*)$/m.exec(frame)?.[1]
        const data = /^data: (.*)$/m.exec(frame)?.[1]
        if (name && data) return { name, data: JSON.parse(data) as unknown }
        continue
      }
      const { value, done } = await reader.read()
      if (done) throw new Error('stream ended')
      buffered += decoder.decode(value, { stream: true })
    }
  }
  /** the next event named `name`, skipping others */
  async function next<T>(name: string): Promise<T> {
    for (;;) {
      const event = await nextEvent()
      if (event.name === name) return event.data as T
    }
  }
  return { next, nextEvent, close: () => controller.abort() }
}

describe('presence API: who may use it', () => {
  it('when nobody is signed in, then reading, beating and streaming are refused with 401', async () => {
    expect((await http.get(ITEM)).status).toBe(401)
    expect((await http.post(ITEM, { tab: 'tab-anonymous' })).status).toBe(401)
    expect((await http.get(`${ITEM}/stream?tab=tab-anonymous`)).status).toBe(401)
  })

  it('when the target is not a real item, then 404 and nothing is kept', async () => {
    for (const path of [
      '/presence/products/no-such-product',
      '/presence/pages/no-such-page',
      '/presence/settings/other',
      '/presence/users/someone',
    ]) {
      expect((await http.post(path, { tab: 'tab-editor-1' }, editor)).status, path).toBe(404)
    }
  })

  it('when the target is a record, a page or Company Info, then a signed-in editor may join it', async () => {
    for (const path of [ITEM, '/presence/pages/about', '/presence/settings/company']) {
      const joined = await http.post<PresenceAnswer>(path, { tab: 'tab-editor-1' }, editor)
      expect(joined.status, path).toBe(200)
      expect(joined.body.editors.map((e) => e.user.email)).toEqual([TEST_EDITOR.email])
    }
  })

  it('when a new record exists only as a draft, then its editors may join it too', async () => {
    const path = '/presence/products/draft-only-meter'
    expect((await http.post(path, { tab: 'tab-editor-1' }, editor)).status).toBe(404)
    const drafted = await http.put(
      '/drafts/products/draft-only-meter',
      {
        title: 'Draft-only Meter',
        summary: 'Not on the site yet.',
        category: 'Hardware Systems',
        price_range: 'On request',
      },
      editor,
    )
    expect(drafted.status).toBe(201)
    expect((await http.post(path, { tab: 'tab-editor-1' }, editor)).status).toBe(200)
  })

  it('when a tab leaves an item that was renamed or deleted meanwhile, then the leave is taken (204), not refused', async () => {
    const left = await http.post(
      '/presence/products/renamed-away/leave',
      { tab: 'tab-editor-1' },
      editor,
    )
    expect(left.status).toBe(204)
  })

  it('when the tab id is missing or malformed, then 400 names the tab field', async () => {
    const missing = await http.post<{ error: { fields: Record<string, string> } }>(ITEM, {}, editor)
    expect(missing.status).toBe(400)
    expect(missing.body.error.fields.tab).toMatch(/tab/)
    const bad = await http.post(ITEM, { tab: '../../etc' }, editor)
    expect(bad.status).toBe(400)
  })
})

describe('presence API: join, take over, changed by someone else', () => {
  it('when two users open a product, then GET lists both with since, the first editing', async () => {
    await http.post(ITEM, { tab: 'tab-admin-1' }, admin)
    await http.post(ITEM, { tab: 'tab-editor-1' }, editor)
    const read = await http.get<PresenceAnswer>(ITEM, editor)
    expect(read.status).toBe(200)
    expect(read.body.editors).toEqual([
      {
        user: { name: 'Edith Editor', email: 'editor@example.com' },
        since: expect.any(String),
        editing: true,
      },
      {
        user: { name: TEST_EDITOR.name, email: TEST_EDITOR.email },
        since: expect.any(String),
        editing: false,
      },
    ])
  })

  it('when the second takes over, then the first is told live over their stream', async () => {
    const first = await openStream(admin, 'tab-admin-1')
    expect((await first.next<PresenceAnswer>('presence')).you).toEqual({ editing: true })
    const second = await openStream(editor, 'tab-editor-1')
    expect((await second.next<PresenceAnswer>('presence')).you).toEqual({ editing: false })
    // the first hears the second arrive
    expect((await first.next<PresenceAnswer>('presence')).editors).toHaveLength(2)

    const took = await http.post<PresenceAnswer>(
      `${ITEM}/take-over`,
      { tab: 'tab-editor-1' },
      editor,
    )
    expect(took.status).toBe(200)
    expect(took.body.you).toEqual({ editing: true })
    const told = await first.next<PresenceAnswer>('presence')
    expect(told.you).toMatchObject({ editing: false, takenOverBy: { name: TEST_EDITOR.name } })
  })

  it('when another user saves the open product, then the stream says who, and not to the one who saved', async () => {
    const first = await openStream(admin, 'tab-admin-1')
    await first.next('presence')
    const second = await openStream(editor, 'tab-editor-1')
    await second.next('presence')
    const current = (await http.get<{ version: string }>('/products/grid-controller')).body
    const saved = await http.patch(
      '/products/grid-controller',
      { version: current.version, title: 'Grid Controller by Erin' },
      editor,
    )
    expect(saved.status).toBe(200)
    const change = await first.next<PresenceChange>('changed')
    expect(change.by).toEqual({ name: TEST_EDITOR.name, email: TEST_EDITOR.email })
    // the saver's own stream hears no `changed`: the next thing it gets is a later presence
    await http.post(ITEM, { tab: 'tab-admin-2' }, admin)
    const after = (await second.nextEvent()).name
    expect(after).toBe('presence')
  })

  it('when a tab closes its stream, then it leaves after the grace and the others are told', async () => {
    const first = await openStream(admin, 'tab-admin-1')
    await first.next('presence')
    const second = await openStream(editor, 'tab-editor-1')
    await second.next('presence')
    await first.next('presence')
    second.close()
    for (;;) {
      const seen = await first.next<PresenceAnswer>('presence')
      if (seen.editors.length === 1) break
    }
    expect((await http.get<PresenceAnswer>(ITEM, admin)).body.editors).toHaveLength(1)
  })
})
