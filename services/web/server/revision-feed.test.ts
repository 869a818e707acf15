import type { ServerResponse } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryLogger } from '@site/platform'
import {
  createRevisionFeed,
  refreshingAfterWrites,
  revisionOf,
  type RevisionFeed,
} from './revision-feed.js'
import { startServer } from './test-support/http.js'

/** A fake content-api: a stream it can push to or drop, and GET /api/revision. */
async function fakeContentApi() {
  const state = { revision: 'r1', streamUp: true, pollUp: true, connects: 0, polls: 0 }
  const streams = new Set<ServerResponse>()
  const server = await startServer((req, res) => {
    if (req.url === '/api/revision/stream') {
      if (!state.streamUp) return res.writeHead(503).end()
      state.connects++
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write(`event: revision\ndata: ${state.revision}\n\n`)
      streams.add(res)
      res.on('close', () => streams.delete(res))
      return
    }
    if (req.url === '/api/revision') {
      state.polls++
      if (!state.pollUp) return res.writeHead(503).end()
      res.writeHead(200, { 'content-type': 'application/json' })
      return res.end(JSON.stringify({ revision: state.revision }))
    }
    res.writeHead(404).end()
  })
  return {
    ...server,
    state,
    push(revision: string) {
      state.revision = revision
      for (const res of streams) res.write(`: heartbeat\n\nevent: revision\ndata: ${revision}\n\n`)
    },
    drop() {
      for (const res of streams) res.destroy()
    },
  }
}

async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 5))
  }
}

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.()
})

async function start(api: Awaited<ReturnType<typeof fakeContentApi>>): Promise<RevisionFeed> {
  const feed = createRevisionFeed({
    contentApiUrl: api.url,
    log: createMemoryLogger(),
    backoffMs: 20,
    maxBackoffMs: 80,
    pollMs: 20,
  })
  cleanups.push(() => feed.close())
  return feed
}

describe('revision feed', () => {
  it('when the stream pushes revisions, then current() follows them without polling', async () => {
    const api = await fakeContentApi()
    cleanups.push(api.close)
    const feed = await start(api)
    await until(() => feed.current() === 'r1')
    api.push('r2')
    await until(() => feed.current() === 'r2')
    expect(api.state.polls).toBe(0)
  })

  it('when the stream drops, then the feed polls meanwhile and reconnects', async () => {
    const api = await fakeContentApi()
    cleanups.push(api.close)
    const feed = await start(api)
    await until(() => feed.current() === 'r1')
    api.state.streamUp = false
    api.drop()
    api.state.revision = 'r3' // a save while the stream is down, seen by the poll
    await until(() => feed.current() === 'r3')
    expect(api.state.polls).toBeGreaterThan(0)
    api.state.streamUp = true
    await until(() => api.state.connects === 2)
    api.push('r4')
    await until(() => feed.current() === 'r4')
    // polling stopped once the stream was back (one poll already on its way may still land)
    await new Promise((r) => setTimeout(r, 100))
    const polls = api.state.polls
    await new Promise((r) => setTimeout(r, 200))
    expect(api.state.polls).toBe(polls)
  })

  it('when both the stream and the poll fail, then the revision is unknown (null)', async () => {
    const api = await fakeContentApi()
    cleanups.push(api.close)
    const feed = await start(api)
    await until(() => feed.current() === 'r1')
    api.state.streamUp = false
    api.state.pollUp = false
    api.drop()
    await until(() => feed.current() === null)
  })

  it('when web sends a write, then the revision is asked before the answer is returned', async () => {
    const order: string[] = []
    const base = (async () => {
      order.push('write')
      return new Response('{}')
    }) as typeof fetch
    const writes = refreshingAfterWrites(base, {
      refresh: async () => {
        order.push('refresh')
      },
    })
    await writes('http://x/api/solutions/a', { method: 'PUT' })
    await writes('http://x/api/solutions/a')
    expect(order).toEqual(['write', 'refresh', 'write'])
  })

  it('when a frame is not a revision event, then it is ignored', () => {
    expect(revisionOf(': heartbeat')).toBeNull()
    expect(revisionOf('event: revision\ndata: abc')).toBe('abc')
    expect(revisionOf('data: abc')).toBeNull()
  })
})
