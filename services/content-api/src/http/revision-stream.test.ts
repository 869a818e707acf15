import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startTestApi } from '../test-support/test-repo.js'
import { createHttp } from '../test-support/http.js'

let api: Awaited<ReturnType<typeof startTestApi>>
let token: string
const streams: AbortController[] = []
beforeEach(async () => {
  api = await startTestApi()
  token = await api.login()
})
afterEach(async () => {
  for (const controller of streams.splice(0)) controller.abort()
  await api.close()
})

/** Opens the stream and returns a reader of its revision events, in order. */
async function openStream() {
  const controller = new AbortController()
  streams.push(controller)
  const res = await fetch(`${api.url}/api/revision/stream`, { signal: controller.signal })
  const reader = (res.body as ReadableStream<Uint8Array>).getReader()
  const decoder = new TextDecoder()
  let buffered = ''
  const raw: string[] = []
  async function nextRevision(): Promise<string> {
    for (;;) {
      const end = buffered.indexOf('\n\n')
      if (end >= 0) {
        const frame = buffered.slice(0, end)
        buffered = buffered.slice(end + 2)
        raw.push(frame)
        const data = /^data: (.*)$/m.exec(frame)
        if (/^event: revision$/m.test(frame) && data?.[1]) return data[1]
        continue
      }
      const { value, done } = await reader.read()
      if (done) throw new Error('stream ended')
      buffered += decoder.decode(value, { stream: true })
    }
  }
  return { res, nextRevision, raw }
}

describe('GET /api/revision/stream', () => {
  it('when a client connects, then it gets an event stream starting with the current revision', async () => {
    const { revision } = (await createHttp(`${api.url}/api`).get<{ revision: string }>('/revision'))
      .body
    const stream = await openStream()
    expect(stream.res.status).toBe(200)
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(stream.res.headers.get('cache-control')).toBe('no-store')
    expect(await stream.nextRevision()).toBe(revision)
  })

  it('when an editor saves, then every connected client is sent the new revision once', async () => {
    const http = createHttp(`${api.url}/api`)
    const first = await openStream()
    const second = await openStream()
    const before = await first.nextRevision()
    expect(await second.nextRevision()).toBe(before)

    const current = (await http.get<{ version: string }>('/clients/desert-utilities')).body
    const saved = await http.patch(
      '/clients/desert-utilities',
      { version: current.version, name: 'Desert Utilities Renamed' },
      token,
    )
    expect(saved.status).toBe(200)
    const after = (await http.get<{ revision: string }>('/revision')).body.revision
    expect(after).not.toBe(before)
    expect(await first.nextRevision()).toBe(after)
    expect(await second.nextRevision()).toBe(after)
  })
})

describe('revision stream at shutdown', () => {
  it("when the app emits 'shutdown', then open streams end so the server can close", async () => {
    const stream = await openStream()
    await stream.nextRevision()
    api.app.emit('shutdown')
    await expect(stream.nextRevision()).rejects.toThrow('stream ended')
  })
})
