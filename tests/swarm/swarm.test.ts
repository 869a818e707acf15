import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import autocannon from 'autocannon'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deploySwarmStack, docker, type SwarmStack } from './swarm-stack.js'

const execFileAsync = promisify(execFile)

/** Steady load through the edge while `during` runs; the counts of what failed. */
async function underLoad(url: string, during: () => Promise<void>) {
  let finished: (result: autocannon.Result) => void = () => {}
  const result = new Promise<autocannon.Result>((resolve) => (finished = resolve))
  const load = autocannon({ url, connections: 8, duration: 600 }, (error, done) => {
    if (error) throw error
    finished(done)
  })
  await new Promise((resolve) => setTimeout(resolve, 1000))
  await during()
  await new Promise((resolve) => setTimeout(resolve, 1000))
  load.stop()
  const done = await result
  return {
    ok: done['2xx'],
    failed: done.errors + done.timeouts + done.non2xx,
    statuses: { '4xx': done['4xx'], '5xx': done['5xx'], errors: done.errors },
  }
}

describe('the Swarm stack (docker-stack.yml)', () => {
  let stack: SwarmStack

  beforeAll(async () => {
    stack = await deploySwarmStack()
  })

  afterAll(async () => {
    await stack?.remove()
  })

  it('when deployed, then 3 web, 2 media, 1 content-api and the edge run healthy, and the site answers through the edge', async () => {
    expect((await stack.containers('web')).length).toBe(3)
    expect((await stack.containers('media')).length).toBe(2)
    expect((await stack.containers('content-api')).length).toBe(1)
    expect((await stack.containers('edge')).length).toBe(1)
    const home = await fetch(`${stack.edgeUrl}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('<html')
    // the edge made a request id for a request that brought none
    expect(home.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("when a request brings a request id, then web and content-api log it under the edge's id", async () => {
    const id = `swarm-test-${randomBytes(4).toString('hex')}`
    // web's /health asks content-api for its revision: one request through all three
    const res = await fetch(`${stack.edgeUrl}/health`, { headers: { 'x-request-id': id } })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-request-id')).toBe(id)
    await expect.poll(() => stack.logs('content-api'), { timeout: 15_000 }).toContain(id)
    const line = (await stack.logs('content-api')).split('\n').find((l) => l.includes(id))
    expect(JSON.parse(line ?? '{}')).toMatchObject({ service: 'content-api', requestId: id })
  })

  it('when a product is saved, then every web replica, asked directly, and the edge (its page cache purged by tag) serve the change', async () => {
    const fanOut = await stack.fanOut(3)
    expect(fanOut.replicas).toHaveLength(3)
    expect(fanOut.rounds).toHaveLength(3)
    for (const round of fanOut.rounds) {
      expect(round.perReplica).toHaveLength(3)
      // emptied by the purge: a page refreshed after expiring would come as a HIT
      expect(round.edgeCache).toBe('MISS')
    }
  })

  it('when web is updated replica by replica under steady load, then no request through the edge fails', async () => {
    const before = (await stack.containers('web')).map((c) => c.id)
    const outcome = await underLoad(`${stack.edgeUrl}/`, async () => {
      await docker(['service', 'update', '--force', '--detach=false', stack.service('web')])
    })
    const after = (await stack.containers('web')).map((c) => c.id)
    expect(after).toHaveLength(3)
    expect(after.filter((id) => before.includes(id))).toEqual([]) // every replica was replaced
    expect(outcome.ok).toBeGreaterThan(100)
    expect(outcome).toMatchObject({ failed: 0 })
    // each replaced replica drained on SIGTERM and exited 0 (not killed at the grace period)
    for (const id of before) {
      expect(await docker(['inspect', '--format', '{{.State.ExitCode}}', id])).toBe('0')
      const { stdout } = await execFileAsync('docker', ['logs', id])
      expect(stdout).toContain('"msg":"draining"')
      expect(stdout).toContain('"msg":"stopped"')
    }
  })

  it('when media is updated under steady requests for image variants, then every one is answered', async () => {
    const load = stack.probe('media-load-probe.mjs', { DURATION_MS: '40000', CONCURRENCY: '4' })
    await new Promise((resolve) => setTimeout(resolve, 2000))
    await docker(['service', 'update', '--force', '--detach=false', stack.service('media')])
    const outcome = JSON.parse(await load) as { ok: number; failures: Record<string, number> }
    expect(outcome.ok).toBeGreaterThan(100)
    // with web's rule: a GET on a connection a stopping replica closed is sent once more
    expect(outcome.failures).toEqual({})
  })

  it('when content-api restarts under steady load of public pages, then no page fails (web answers from its cache)', async () => {
    await stack.healthy()
    const outcome = await underLoad(`${stack.edgeUrl}/solutions`, async () => {
      await docker(['service', 'update', '--force', '--detach=false', stack.service('content-api')])
    })
    expect(outcome.ok).toBeGreaterThan(100)
    expect(outcome).toMatchObject({ failed: 0 })
  })

  it('when the secrets are read from files, then the admin signs in with the filed password, and no secret shows in docker inspect or the logs', async () => {
    // the probe signs in to content-api with the password read from the secret file
    const fanOut = await stack.fanOut(1)
    expect(fanOut.rounds).toHaveLength(1)
    const inspected = [
      await docker(['service', 'inspect', stack.service('content-api'), stack.service('web')]),
      await docker(['service', 'inspect', stack.service('media')]),
      ...(await Promise.all(
        (['content-api', 'web', 'media'] as const).map(async (short) =>
          docker(['inspect', ...(await stack.containers(short)).map((c) => c.id)]),
        ),
      )),
    ].join('\n')
    expect(inspected).toContain('ADMIN_PASSWORD_FILE=/run/secrets/admin_password')
    const logs = (
      await Promise.all((['content-api', 'web', 'media', 'edge'] as const).map(stack.logs))
    ).join('\n')
    for (const secret of [
      stack.secrets.adminPassword,
      stack.secrets.mediaToken,
      stack.secrets.formSecret,
    ]) {
      expect(inspected).not.toContain(secret)
      expect(logs).not.toContain(secret)
    }
  })
})
