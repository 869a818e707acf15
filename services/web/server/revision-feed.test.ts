import type { ServerResponse } from 'node:http'
import type { RevisionStep } from './page-cache.js'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryLogger } from '@site/platform'
import {
  createRevisionFeed,
  refreshingAfterWrites,
  revisionOf,
  type RevisionFeed,
} from './revision-feed.js'
import { startServer } from './test-support/http.js'

/**
 * A fake content-api: a stream it can push to or drop, and GET /api/revision. It knows the files
 * of the changes it pushed (`pushChange`), for `?since=` as content-api answers it.
 */
async function fakeContentApi() {
  const state = {
    revision: 'r1',
    streamUp: true,
    pollUp: true,
    connects: 0,
    polls: 0,
    /** the query of each stream connection */
    streamQueries: [] as string[],
    /** until resolved, poll answers (made when asked) are held back */
    pollGate: null as Promise<void> | null,
  }
  const steps: Array<{ from: string; to: string; files: string[] }> = []
  const changedSince = (from: string | null) => {
    if (from === null) return null
    if (from === state.revision) return []
    const start = steps.findIndex((step) => step.from === from)
    return start < 0 ? null : [...new Set(steps.slice(start).flatMap((step) => step.files))]
  }
  const streams = new Set<ServerResponse>()
  const server = await startServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const since = url.searchParams.get('since')
    if (url.pathname === '/api/revision/stream') {
      if (!state.streamUp) return res.writeHead(503).end()
      state.connects++
      state.streamQueries.push(url.search)
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      const files = changedSince(since)
      if (since !== null && since !== state.revision && files !== null)
        res.write(changesFrame({ from: since, to: state.revision, files }))
      res.write(`event: revision\ndata: ${state.revision}\n\n`)
      streams.add(res)
      res.on('close', () => streams.delete(res))
      return
    }
    if (url.pathname === '/api/revision') {
      state.polls++
      if (!state.pollUp) return res.writeHead(503).end()
      const files = changedSince(since)
      const body = JSON.stringify(
        files === null
          ? { revision: state.revision }
          : { revision: state.revision, since, changed: files },
      )
      void (state.pollGate ?? Promise.resolve()).then(() => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(body)
      })
      return
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
    /** a change of `files`: remembered for `?since=` and, unless `silently`, pushed */
    pushChange(revision: string, files: string[], { silently = false } = {}) {
      const step = { from: state.revision, to: revision, files }
      steps.push(step)
      state.revision = revision
      if (silently) return
      for (const res of streams)
        res.write(`${changesFrame(step)}event: revision\ndata: ${revision}\n\n`)
    },
    drop() {
      for (const res of streams) res.destroy()
    },
  }
}

const changesFrame = (step: { from: string; to: string; files: string[] }) =>
  `event: changes\ndata: ${JSON.stringify(step)}\n\n`

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

  it('when the stream names the files of a change, then listeners get the step before current() moves', async () => {
    const api = await fakeContentApi()
    cleanups.push(api.close)
    const feed = await start(api)
    const steps: Array<RevisionStep & { current: string | null }> = []
    feed.onStep?.((step) => steps.push({ ...step, current: feed.current() }))
    await until(() => feed.current() === 'r1')
    api.pushChange('r2', ['products/a.md'])
    await until(() => feed.current() === 'r2')
    expect(steps).toEqual([{ from: 'r1', to: 'r2', files: ['products/a.md'], current: 'r1' }])
  })

  it('when a change does not start from the revision the feed has, then no step is reported: every page is stale', async () => {
    const api = await fakeContentApi()
    cleanups.push(api.close)
    const feed = await start(api)
    const steps: RevisionStep[] = []
    feed.onStep?.((step) => steps.push(step))
    await until(() => feed.current() === 'r1')
    api.pushChange('r2', ['products/a.md'], { silently: true }) // missed
    api.pushChange('r3', ['products/b.md'])
    await until(() => feed.current() === 'r3')
    expect(steps).toEqual([])
  })

  it('when the stream comes back, then it says the revision it had and the files changed since make one step', async () => {
    const api = await fakeContentApi()
    cleanups.push(api.close)
    const feed = await start(api)
    const steps: RevisionStep[] = []
    feed.onStep?.((step) => steps.push(step))
    await until(() => feed.current() === 'r1')
    api.drop()
    api.pushChange('r2', ['products/a.md'], { silently: true })
    await until(() => feed.current() === 'r2' && api.state.connects === 2)
    // the poll at the drop or the stream's reconnection from r1 may tell it: either is one step
    expect(api.state.streamQueries[1]).toMatch(/^\?since=r[12]$/)
    expect(steps).toEqual([{ from: 'r1', to: 'r2', files: ['products/a.md'] }])
  })

  it('when the stream is down and a poll learns the files changed since, then the step is reported', async () => {
    const api = await fakeContentApi()
    cleanups.push(api.close)
    const feed = await start(api)
    const steps: RevisionStep[] = []
    feed.onStep?.((step) => steps.push(step))
    await until(() => feed.current() === 'r1')
    api.state.streamUp = false
    api.drop()
    await until(() => api.state.polls > 0)
    api.pushChange('r2', ['partners/p.json'], { silently: true })
    await until(() => feed.current() === 'r2')
    expect(steps).toEqual([{ from: 'r1', to: 'r2', files: ['partners/p.json'] }])
  })

  it('when the stream moves on while a poll is under way, then the poll answered before does not take the revision back', async () => {
    const api = await fakeContentApi()
    cleanups.push(api.close)
    const feed = await start(api)
    await until(() => feed.current() === 'r1')
    let release: () => void = () => {}
    api.state.pollGate = new Promise((resolve) => (release = resolve))
    const refreshed = feed.refresh() // answered 'r1', held back
    await until(() => api.state.polls === 1)
    api.pushChange('r2', ['products/a.md'])
    await until(() => feed.current() === 'r2')
    release()
    await refreshed
    expect(feed.current()).toBe('r2')
  })
})
