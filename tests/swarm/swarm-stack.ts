// The Swarm stack of docker-compose.yml + docker-stack.yml, deployed under its own name on a
// single-node swarm (initialised here when the engine is in none), for the swarm test and
// `npm run bench:stack`. Secrets are written to a temporary folder; everything is removed by
// `remove()`, the swarm itself too when this module initialised it.
import { execFile, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { freePorts } from '../support/free-ports.js'
import { repoRoot } from '../support/stack.js'

const run = promisify(execFile)
const CONTENT_LABEL = 'site.content'

export async function docker(args: string[], env?: NodeJS.ProcessEnv): Promise<string> {
  const { stdout } = await run('docker', args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  })
  return stdout.trim()
}

/**
 * A service's logs so far, from every task (replaced ones too). `docker service logs` on this
 * engine sometimes never ends after the last line, so it is stopped after 20 s with what it gave.
 */
async function serviceLogs(service: string, raw = true): Promise<string> {
  try {
    const args = ['service', 'logs', ...(raw ? ['--raw'] : []), service]
    const { stdout, stderr } = await run('docker', args, {
      timeout: 20_000,
      maxBuffer: 256 * 1024 * 1024,
    })
    return `${stdout}${stderr}`
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    return `${stdout}${stderr}`
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>) {
  const deadline = Date.now() + timeoutMs
  let last: unknown
  for (;;) {
    try {
      const value = await probe()
      if (value !== undefined) return value
    } catch (error) {
      last = error
    }
    if (Date.now() > deadline)
      throw new Error(`${what}: not after ${timeoutMs} ms (${String(last)})`)
    await sleep(500)
  }
}

export interface SwarmStack {
  name: string
  edgeUrl: string
  secrets: { adminEmail: string; adminPassword: string; mediaToken: string; formSecret: string }
  service(short: 'web' | 'media' | 'content-api' | 'edge'): string
  /** running containers of a service, with their health */
  containers(
    short: 'web' | 'media' | 'content-api' | 'edge',
  ): Promise<Array<{ id: string; status: string }>>
  /** waits until every service runs its replicas and each container reports healthy */
  healthy(timeoutMs?: number): Promise<void>
  scale(short: 'web' | 'media', replicas: number): Promise<void>
  /** runs tests/swarm/fan-out-probe.mjs inside a web container; its parsed answer */
  fanOut(saves: number): Promise<FanOut>
  /** runs a script of tests/swarm inside a web container (on the stack's network); its stdout */
  probe(script: string, env: Record<string, string>): Promise<string>
  logs(short: 'web' | 'media' | 'content-api' | 'edge'): Promise<string>
  /** per stopped task: ms from its 'draining' line to its 'stopped' line */
  drains(short: 'web' | 'media'): Promise<Array<{ task: string; drainingToStoppedMs: number }>>
  remove(): Promise<void>
}

export interface FanOut {
  replicas: string[]
  /** per save: ms until each web replica, all of them, and the edge served it (and the edge's
   * X-Cache on that answer) */
  rounds: Array<{ perReplica: number[]; all: number; edge: number; edgeCache: string | null }>
}

const REPLICAS = { 'content-api': 1, media: 2, web: 3, edge: 1 }

export async function deploySwarmStack(): Promise<SwarmStack> {
  const state = await docker(['info', '--format', '{{.Swarm.LocalNodeState}}'])
  const initialised = state !== 'active'
  if (initialised) await docker(['swarm', 'init', '--advertise-addr', '127.0.0.1'])
  const node = await docker(['info', '--format', '{{.Swarm.NodeID}}'])
  const labels = await docker(['node', 'inspect', node, '--format', '{{json .Spec.Labels}}'])
  const labelled = (JSON.parse(labels) as Record<string, string> | null)?.[CONTENT_LABEL] === 'true'
  if (!labelled) await docker(['node', 'update', '--label-add', `${CONTENT_LABEL}=true`, node])

  const name = `sitetest${process.pid}${randomBytes(2).toString('hex')}`
  const secretsDir = await mkdtemp(path.join(os.tmpdir(), 'swarm-secrets-'))
  const secrets = {
    adminEmail: 'owner@example.invalid',
    adminPassword: `swarm-${randomBytes(12).toString('hex')}`,
    mediaToken: randomBytes(24).toString('hex'),
    formSecret: randomBytes(24).toString('hex'),
  }
  const files: Record<string, string> = {
    admin_password: secrets.adminPassword,
    media_normalize_token: secrets.mediaToken,
    contact_form_secret: secrets.formSecret,
    // unused settings: Docker refuses an empty secret, a lone newline reads as unset
    smtp_url: '\n',
    content_git_webhook_secret: '\n',
  }
  for (const [file, value] of Object.entries(files)) {
    await writeFile(path.join(secretsDir, file), value)
    await chmod(path.join(secretsDir, file), 0o600)
  }
  const [port] = (await freePorts(1)) as [number]
  const env = {
    SECRETS_DIR: secretsDir,
    ADMIN_EMAIL: secrets.adminEmail,
    WEB_PUBLISHED_PORT: String(port),
    SITE_URL: `http://localhost:${port}`,
    DEMO_MODE: 'false',
  }
  // the images come from `docker compose build` (cached when the container tests built them)
  await docker(['compose', 'build', '--quiet'], env)
  await docker(['stack', 'deploy', '-c', 'docker-compose.yml', '-c', 'docker-stack.yml', name], env)

  const service = (short: string) => `${name}_${short}`
  const containers: SwarmStack['containers'] = async (short) => {
    const out = await docker([
      'ps',
      '--filter',
      `label=com.docker.swarm.service.name=${service(short)}`,
      '--format',
      '{{.ID}}\t{{.Status}}',
    ])
    return out
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [id = '', status = ''] = line.split('\t')
        return { id, status }
      })
  }
  const healthy = async (timeoutMs = 240_000) => {
    await until('stack healthy', timeoutMs, async () => {
      for (const [short, replicas] of Object.entries(REPLICAS)) {
        const running = await containers(short as keyof typeof REPLICAS)
        const wanted = short === 'web' ? await webReplicas() : replicas
        if (running.length !== wanted) return undefined
        if (!running.every((c) => c.status.includes('(healthy)'))) return undefined
      }
      const res = await fetch(`http://127.0.0.1:${port}/`)
      return res.ok ? true : undefined
    })
  }
  let webWanted = REPLICAS.web
  const webReplicas = async () => webWanted

  const stack: SwarmStack = {
    name,
    edgeUrl: `http://127.0.0.1:${port}`,
    secrets,
    service,
    containers,
    healthy,
    async scale(short, replicas) {
      if (short === 'web') webWanted = replicas
      await docker(['service', 'scale', '--detach=false', `${service(short)}=${replicas}`])
      await healthy()
      // the edge re-resolves every second and needs two good checks for a new replica
      await sleep(4000)
    },
    async fanOut(saves) {
      const env = {
        ADMIN_EMAIL: secrets.adminEmail,
        ADMIN_PASSWORD: secrets.adminPassword,
        SAVES: String(saves),
      }
      return JSON.parse(await stack.probe('fan-out-probe.mjs', env)) as FanOut
    },
    async probe(script, env) {
      const [web] = await containers('web')
      if (!web) throw new Error('no web container')
      const code = await readFile(path.join(repoRoot, 'tests/swarm', script))
      const vars = Object.entries(env).flatMap(([name, value]) => ['-e', `${name}=${value}`])
      const args = ['exec', '-i', ...vars, web.id, 'node', '--input-type=module', '-']
      return new Promise<string>((resolve, reject) => {
        const child = spawn('docker', args)
        let stdout = ''
        let stderr = ''
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
        child.on('error', reject)
        child.on('close', (exit) =>
          exit === 0 ? resolve(stdout) : reject(new Error(`${script} exited ${exit}: ${stderr}`)),
        )
        child.stdin.end(code)
      })
    },
    logs: (short) => serviceLogs(service(short)),
    async drains(short) {
      // without --raw each line starts with its task's name: `site_web.2.k3j…@node    | {…}`
      const lines = (await serviceLogs(service(short), false)).split('\n')
      const began = new Map<string, number>()
      const drains: Array<{ task: string; drainingToStoppedMs: number }> = []
      for (const line of lines) {
        const [task = '', json = ''] = line.split(/\s+\|\s/, 2)
        if (!json.startsWith('{')) continue
        const entry = JSON.parse(json) as { msg?: string; time?: string }
        const at = Date.parse(entry.time ?? '')
        if (entry.msg === 'draining') began.set(task, at)
        if (entry.msg === 'stopped' && began.has(task))
          drains.push({ task: task.trim(), drainingToStoppedMs: at - began.get(task)! })
      }
      return drains
    },
    async remove() {
      await docker(['stack', 'rm', name]).catch(() => undefined)
      // volumes outlive the stack: they go once no container (even a stopping one) holds them
      await until('stack containers gone', 90_000, async () => {
        const left = await docker([
          'ps',
          '-aq',
          '--filter',
          `label=com.docker.stack.namespace=${name}`,
        ])
        return left === '' ? true : undefined
      }).catch(() => undefined)
      const volumes = await docker(['volume', 'ls', '-q', '--filter', `name=${name}_`])
      for (const volume of volumes.split('\n').filter(Boolean)) {
        await docker(['volume', 'rm', '-f', volume]).catch(() => undefined)
      }
      await rm(secretsDir, { recursive: true, force: true })
      if (initialised) await docker(['swarm', 'leave', '--force']).catch(() => undefined)
      else if (!labelled)
        await docker(['node', 'update', '--label-rm', CONTENT_LABEL, node]).catch(() => undefined)
    },
  }
  try {
    await healthy()
  } catch (error) {
    await stack.remove()
    throw error
  }
  return stack
}
