import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestRepo, startTestApi } from '../test-support/test-repo.js'
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
async function openStream(query = '') {
  const controller = new AbortController()
  streams.push(controller)
  const res = await fetch(`${api.url}/api/revision/stream${query}`, { signal: controller.signal })
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
  /** the next revision with the files of the `changes` frame just before it (null: none) */
  async function nextStep(): Promise<{ revision: string; changes: unknown }> {
    const revision = await nextRevision()
    const before = raw.at(-2)
    const changes =
      before !== undefined && /^event: changes$/m.test(before)
        ? (JSON.parse(/^data: (.*)$/m.exec(before)?.[1] ?? 'null') as unknown)
        : null
    raw.length = 0
    return { revision, changes }
  }
  return { res, nextRevision, nextStep, raw }
}

/** Renames the fixture product through the API, as an editor saving it does. */
async function saveProduct(title: string) {
  const http = createHttp(`${api.url}/api`)
  const current = (await http.get<{ version: string }>('/products/grid-controller')).body
  const saved = await http.patch(
    '/products/grid-controller',
    { version: current.version, title },
    token,
  )
  expect(saved.status).toBe(200)
}

const currentRevision = async () =>
  (await createHttp(`${api.url}/api`).get<{ revision: string }>('/revision')).body.revision

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

describe('revision stream: the files behind each change', () => {
  it('when an editor saves a product, then a changes frame naming only its file comes before the new revision', async () => {
    const stream = await openStream()
    const before = (await stream.nextStep()).revision
    await saveProduct('Grid Controller Mk II')
    const after = await currentRevision()
    expect(await stream.nextStep()).toEqual({
      revision: after,
      changes: { from: before, to: after, files: ['products/grid-controller.md'] },
    })
  })

  it('when a file is edited outside content-api (a hand edit, a pull), then the changes frame names it', async () => {
    const stream = await openStream()
    const before = (await stream.nextStep()).revision
    const file = path.join(api.contentDir, 'partners/voltline.json')
    const partner = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>
    await writeFile(file, JSON.stringify({ ...partner, name: 'Voltline Edited' }, null, 2) + '\n')
    const step = await stream.nextStep()
    expect(step.changes).toEqual({
      from: before,
      to: step.revision,
      files: ['partners/voltline.json'],
    })
  })

  it('when a client reconnects saying the revision it had, then it is sent the files changed since', async () => {
    const before = await currentRevision()
    await saveProduct('Grid Controller Mk II')
    await saveProduct('Grid Controller Mk III')
    const after = await currentRevision()
    const stream = await openStream(`?since=${before}`)
    expect(await stream.nextStep()).toEqual({
      revision: after,
      changes: { from: before, to: after, files: ['products/grid-controller.md'] },
    })
  })

  it('when a client reconnects with a revision content-api never saw (a restart meanwhile), then no changes are sent: it must assume all', async () => {
    await saveProduct('Grid Controller Mk II')
    const stream = await openStream('?since=0123456789abcdef')
    expect(await stream.nextStep()).toEqual({ revision: await currentRevision(), changes: null })
  })

  it('when content-api restarts and the content changed while it was down, then a reconnect from the old revision gets no changes', async () => {
    const repo = await createTestRepo()
    await api.close()
    api = await startTestApi({ repo: { dir: repo.dir, cleanup: async () => {} } })
    const before = await currentRevision()
    await api.close()
    // a pull while content-api was down
    const file = path.join(repo.dir, 'products/grid-controller.md')
    await writeFile(file, (await readFile(file, 'utf8')).replace('Grid Controller', 'Grid Pulled'))
    api = await startTestApi({ repo })
    const stream = await openStream(`?since=${before}`)
    const step = await stream.nextStep()
    expect(step.revision).not.toBe(before)
    expect(step.changes).toBeNull()
    const polled = await createHttp(`${api.url}/api`).get(`/revision?since=${before}`)
    expect(polled.body).toEqual({ revision: step.revision })
  })
})

describe('GET /api/revision?since=', () => {
  it('when the revision asked about is known, then the answer names the files changed since', async () => {
    const before = await currentRevision()
    await saveProduct('Grid Controller Mk II')
    const http = createHttp(`${api.url}/api`)
    expect((await http.get(`/revision?since=${before}`)).body).toEqual({
      revision: await currentRevision(),
      since: before,
      changed: ['products/grid-controller.md'],
    })
    const now = await currentRevision()
    expect((await http.get(`/revision?since=${now}`)).body).toEqual({
      revision: now,
      since: now,
      changed: [],
    })
  })

  it('when the revision asked about is unknown, then only the revision is answered', async () => {
    const http = createHttp(`${api.url}/api`)
    expect((await http.get('/revision?since=nope')).body).toEqual({
      revision: await currentRevision(),
    })
  })
})
