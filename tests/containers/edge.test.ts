// The edge (docker/edge/haproxy.cfg, the Dockerfile's `edge` stage) in front of two stand-in web
// replicas (fake-web-replica.mjs) under the network alias `web`, each told how to answer its
// health check: how rotation treats a slow check, a 'draining' answer, and checks that are all
// slow at once. The edge's own notices ("Server web/web1 is DOWN, ...") show what it decided.
import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import {
  GenericContainer,
  Network,
  type StartedNetwork,
  type StartedTestContainer,
  Wait,
} from 'testcontainers'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { repoRoot } from '../support/stack.js'

const run = promisify(execFile)
const EDGE_IMAGE = 'falcon-gridworks-edge:local'
const NODE_IMAGE = 'node:22-bookworm-slim'

type Health = 'ok' | 'slow' | 'draining'
interface Replica {
  container: StartedTestContainer
  hostname: string
  answer(health: Health): Promise<void>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until(what: string, timeoutMs: number, done: () => Promise<boolean>) {
  const deadline = Date.now() + timeoutMs
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what}: not after ${timeoutMs} ms`)
    await sleep(250)
  }
}

describe('the edge in front of web replicas', () => {
  let network: StartedNetwork
  let replicas: Replica[] = []
  let edge: StartedTestContainer
  let edgeUrl: string

  /** the edge's notices about the servers of backend web (the checked ones), in order */
  const notices = async () => {
    const { stdout, stderr } = await run('docker', ['logs', edge.getId()], {
      maxBuffer: 64 * 1024 * 1024,
    })
    const seen = new Set<string>()
    return `${stdout}\n${stderr}`
      .split('\n')
      .map((line) => /Server web\/(web\d+) (?:\('web'\) )?is (UP|DOWN|stopping)/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map(([line = '', server = '', state = '']) => ({ line, server, state }))
      .filter(({ line }) => {
        // HAProxy writes each notice twice (stderr and its log on stdout): keep one of each
        const fresh = !seen.has(line)
        seen.add(line)
        return fresh
      })
  }
  const lastStates = async () => {
    const states = new Map<string, string>()
    for (const { server, state } of await notices()) states.set(server, state)
    return states
  }
  /** which replica answered each of `count` GETs of a page through the edge, in turn */
  const servedBy = async (count: number) => {
    const answers: Array<{ status: number; body: string }> = []
    for (let i = 0; i < count; i++) {
      const res = await fetch(`${edgeUrl}/page-${i}`)
      answers.push({ status: res.status, body: await res.text() })
    }
    return answers
  }

  beforeAll(async () => {
    // the edge's image as docker-compose.yml builds it (cached after the first build)
    await run('docker', ['compose', 'build', '--quiet', 'edge'], { cwd: repoRoot })
    network = await new Network().start()
    const script = await readFile(path.join(repoRoot, 'tests/containers/fake-web-replica.mjs'))
    for (let i = 0; i < 2; i++) {
      const container = await new GenericContainer(NODE_IMAGE)
        .withNetwork(network)
        .withNetworkAliases('web')
        .withCopyContentToContainer([{ content: script, target: '/fake-web-replica.mjs' }])
        .withCommand(['node', '/fake-web-replica.mjs'])
        .withEnvironment({ HEALTH_SLOW_MS: '8000' })
        .withExposedPorts(3000)
        .withWaitStrategy(Wait.forHttp('/health', 3000))
        .start()
      const own = `http://${container.getHost()}:${container.getMappedPort(3000)}`
      const hostname = await (await fetch(`${own}/`)).text()
      const answer = async (health: Health) => {
        const res = await fetch(`${own}/fake/health?as=${health}`, { method: 'POST' })
        expect(res.status).toBe(200)
      }
      replicas.push({ container, hostname, answer })
    }
    edge = await new GenericContainer(EDGE_IMAGE)
      .withNetwork(network)
      .withEnvironment({ EDGE_PORT: '8080', EDGE_BACKEND: 'web:3000' })
      .withExposedPorts(8080)
      .withWaitStrategy(Wait.forHttp('/edge-health', 8080))
      .start()
    edgeUrl = `http://${edge.getHost()}:${edge.getMappedPort(8080)}`
    // A server DNS puts in is UP at the lowest health that is still UP: one failed check takes it
    // down until its checks (one a second) have raised it to full health (rise + fall - 1). The
    // edge answers /edge-health before that, sooner after its start than its checks have run
    // (Varnish compiles its VCL first): the tests begin once every server is at full health.
    await sleep(6000)
  })

  afterAll(async () => {
    await edge?.stop()
    for (const replica of replicas) await replica.container.stop()
    replicas = []
    await network?.stop()
  })

  beforeEach(async () => {
    // every test begins with both replicas answering and both in rotation
    for (const replica of replicas) await replica.answer('ok')
    await until('both replicas in rotation', 60_000, async () => {
      const states = [...(await lastStates()).values()]
      return states.length === 2 && states.every((state) => state === 'UP')
    })
  })

  it('when one health check of a replica is slower than the check timeout, then the replica stays in rotation', async () => {
    const [slow] = replicas as [Replica, Replica]
    const before = (await notices()).length
    // one check begins while /health is slow (it comes every second) and times out after 5 s;
    // the checks after it find /health answering again
    await slow.answer('slow')
    await sleep(1500)
    await slow.answer('ok')
    await sleep(8000)

    expect((await notices()).slice(before)).toEqual([])
    const answers = await servedBy(20)
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect(new Set(answers.map((answer) => answer.body))).toEqual(
      new Set(replicas.map((replica) => replica.hostname)),
    )
  }, 60_000)

  it("when a replica's health check answers 'draining', then the next check takes it out of rotation and the other replica serves every request", async () => {
    const [leaving, staying] = replicas as [Replica, Replica]
    await leaving.answer('draining')
    await until('the draining replica stopping', 10_000, async () =>
      [...(await lastStates()).values()].includes('stopping'),
    )

    const answers = await servedBy(20)
    expect(answers).toEqual(
      Array.from({ length: 20 }, () => ({ status: 200, body: staying.hostname })),
    )
  }, 60_000)

  it('when every replica answers its health checks slower than the check timeout, then the edge takes them out and still serves every request from them', async () => {
    for (const replica of replicas) await replica.answer('slow')
    // three failed checks in a row (5 s each) take a replica out
    await until('both replicas out of rotation', 60_000, async () => {
      const states = [...(await lastStates()).values()]
      return states.length === 2 && states.every((state) => state === 'DOWN')
    })

    const answers = await servedBy(20)
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200))
    // both replicas, unchecked, take the requests: none is left idle
    expect(new Set(answers.map((answer) => answer.body))).toEqual(
      new Set(replicas.map((replica) => replica.hostname)),
    )
  }, 90_000)
})
