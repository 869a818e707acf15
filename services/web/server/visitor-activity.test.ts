import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { VisitorActivity, WARM_UP_HEADER } from './visitor-activity'

let server: Server | undefined
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())))

/** A server whose /slow answers only when told to, counted by a VisitorActivity. */
async function serve(activity: VisitorActivity) {
  let finish = () => {}
  const slowAnswered = new Promise<void>((resolve) => (finish = resolve))
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  server = createServer(
    activity.track((req, res) => {
      if (req.url === '/slow') {
        arrive()
        void slowAnswered.then(() => res.end('slow'))
      } else res.end('quick')
    }),
  )
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done))
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, finish, arrived }
}

describe('yielding to visitors', () => {
  it('when a visitor request is in flight, then quiet() waits for it to end and the quiet moment after', async () => {
    let now = 0
    const activity = new VisitorActivity(() => now)
    const { origin, finish, arrived } = await serve(activity)
    const visitor = fetch(`${origin}/slow`).then((r) => r.text())
    await arrived
    let quiet = false
    const waiting = activity.quiet(1_000).then(() => (quiet = true))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(quiet).toBe(false) // a visitor is being served
    finish()
    await visitor
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(quiet).toBe(false) // it ended just now (the clock has not moved)
    now += 1_000
    await waiting
    expect(quiet).toBe(true)
  })

  it("when only the warm-up's own requests are served, then it is quiet at once", async () => {
    const activity = new VisitorActivity(() => 0)
    const { origin } = await serve(activity)
    await (await fetch(`${origin}/`, { headers: { [WARM_UP_HEADER]: '1' } })).text()
    await activity.quiet(1_000) // resolves: nothing a visitor asked for
  })

  it('when warming is stopped, then quiet() returns even while visitors are served', async () => {
    const activity = new VisitorActivity(() => 0)
    const { origin, finish, arrived } = await serve(activity)
    const visitor = fetch(`${origin}/slow`).then((r) => r.text())
    await arrived
    const stop = new AbortController()
    const waiting = activity.quiet(1_000, stop.signal)
    stop.abort()
    await waiting
    finish()
    await visitor
  })
})
