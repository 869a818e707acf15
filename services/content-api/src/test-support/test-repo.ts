import { execFile } from 'node:child_process'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { fileURLToPath } from 'node:url'
import { bootstrap } from '../bootstrap.js'
import type { Config } from '../config.js'
import { silentLogger, type Logger } from '@site/platform'

const run = promisify(execFile)
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures')

/** Runs git in `dir` with a fixed identity, so tests need no global git config. */
export async function git(dir: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(
    'git',
    ['-c', 'user.name=Fixture', '-c', 'user.email=fixture@example.invalid', ...args],
    {
      cwd: dir,
    },
  )
  return stdout
}

/** A temporary git repository holding a copy of the fixtures (never this repo's content/). */
export async function createTestRepo(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'content-api-test-'))
  const dir = path.join(root, 'content')
  await cp(FIXTURES, dir, { recursive: true })
  await git(dir, 'init', '-q', '-b', 'main')
  await git(dir, 'add', '-A')
  await git(dir, 'commit', '-q', '-m', 'seed')
  // retried: a git process of a service a test killed may still be writing into .git (ENOTEMPTY)
  const cleanup = () => rm(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
  return { dir, cleanup }
}

export const TEST_ADMIN = {
  email: 'editor@example.com',
  password: 'correct horse battery',
  name: 'Edith Editor',
}

/** content-api on port 0 over a fresh test repository and data directory. */
export async function startTestApi(
  options: {
    demoMode?: boolean
    gitRemote?: Config['gitRemote']
    mediaUrl?: string
    mediaToken?: string
    repo?: { dir: string; cleanup: () => Promise<void> }
    mail?: Config['mail']
    contactRateLimit?: number
    spam?: Config['spam']
    dataDir?: string
    gitLockWaitMs?: number
    /** the sign-in throttle's clock, for tests that move time instead of waiting */
    clock?: () => number
    /** NODE_ENV=production (default false: development) */
    production?: boolean
    siteUrl?: string
    logger?: Logger
    publishMode?: Config['publishMode']
    /** CONTENT_GIT_WEBHOOK_SECRET */
    gitWebhookSecret?: string
    /** METRICS_TOKEN */
    metricsToken?: string
    /** OIDC_*: single sign-on */
    oidc?: Config['oidc']
  } = {},
) {
  const repo = options.repo ?? (await createTestRepo())
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'content-api-data-')))
  const config: Config = {
    port: 0,
    contentDir: repo.dir,
    dataDir,
    mediaUrl: options.mediaUrl ?? 'http://127.0.0.1:9',
    ...(options.mediaToken ? { mediaToken: options.mediaToken } : {}),
    demoMode: options.demoMode ?? false,
    firstAdmin: TEST_ADMIN,
    production: options.production ?? false,
    gitRemote: options.gitRemote ?? null,
    gitRetry: { firstMs: 200, maxMs: 1000 },
    mail: options.mail ?? null,
    contactRateLimit: options.contactRateLimit ?? 1000,
    spam: options.spam ?? { maxMessages: 1000, maxAgeDays: 30 },
    outboxRetry: { firstMs: 100, maxMs: 400 },
    gitLockWaitMs: options.gitLockWaitMs ?? 300,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}),
    ...(options.publishMode ? { publishMode: options.publishMode } : {}),
    ...(options.gitWebhookSecret ? { gitWebhookSecret: options.gitWebhookSecret } : {}),
    ...(options.metricsToken ? { metricsToken: options.metricsToken } : {}),
    ...(options.oidc ? { oidc: options.oidc } : {}),
  }
  const service = await bootstrap(config, options.logger ?? silentLogger)
  const server = service.app.listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  async function login(email = TEST_ADMIN.email, password = TEST_ADMIN.password): Promise<string> {
    const res = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    if (res.status !== 200) throw new Error(`login failed: ${res.status}`)
    return ((await res.json()) as { token: string }).token
  }

  return {
    url,
    contentDir: repo.dir,
    dataDir,
    store: service.store,
    /** CONTENT_GIT_REMOTE's sync (null without a remote) */
    remote: service.remote,
    contacts: service.contacts,
    outbox: service.outbox,
    mailQueue: service.mailQueue,
    resets: service.resets,
    app: service.app,
    login,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await service.close()
      await repo.cleanup()
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** Polls `check` until it passes or `timeoutMs` runs out (for the file watcher's latency). */
export async function eventually(
  check: () => Promise<void> | void,
  timeoutMs = 3000,
): Promise<void> {
  const started = Date.now()
  for (;;) {
    try {
      await check()
      return
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error
      await new Promise((r) => setTimeout(r, 50))
    }
  }
}
