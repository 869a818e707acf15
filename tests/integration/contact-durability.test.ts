import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestRepo } from '../../services/content-api/src/test-support/test-repo.ts'
import { freePorts } from '../support/free-ports.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const ADMIN = { email: 'durable@example.com', password: 'a-long-enough-password' }

/** The real content-api as its own process (so it can be killed with SIGKILL). */
function startContentApi(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'services/content-api/src/main.ts'],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()))
  return { child, logs: () => output }
}

async function waitHealthy(url: string, proc: { child: ChildProcess; logs: () => string }) {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`content-api exited:\n${proc.logs()}`)
    try {
      const res = await fetch(`${url}/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`content-api did not become healthy:\n${proc.logs()}`)
}

const message = (i: number) => ({
  full_name: `Visitor ${i}`,
  email: `visitor${i}@example.com`,
  subject: `Durability ${i}`,
  message: 'Stored before thanked.',
  guard: { website: '', elapsed_ms: 10_000 },
})

let cleanup: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const step of cleanup.reverse()) await step()
  cleanup = []
})

describe('contact messages survive a crash', () => {
  it('when content-api is killed with SIGKILL right after answering 201, then every acknowledged message is there after a restart', async () => {
    const repo = await createTestRepo()
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'contact-durable-'))
    cleanup.push(repo.cleanup, () => rm(dataDir, { recursive: true, force: true }))
    const [port] = await freePorts(1)
    const url = `http://127.0.0.1:${port}`
    const env = {
      CONTENT_API_PORT: String(port),
      CONTENT_DIR: repo.dir,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      CONTACT_RATE_LIMIT: '1000',
    }

    const first = startContentApi(env)
    cleanup.push(() => void first.child.kill('SIGKILL'))
    await waitHealthy(url, first)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${url}/api/contacts`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(message(i)),
        }).then(async (res) => ({
          status: res.status,
          body: (await res.json()) as { id: string },
        })),
      ),
    )
    first.child.kill('SIGKILL') // no graceful shutdown: whatever was acknowledged must be on disk
    await new Promise((resolve) => first.child.once('exit', resolve))
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201))

    const second = startContentApi(env)
    cleanup.push(() => void second.child.kill('SIGKILL'))
    await waitHealthy(url, second)
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const { token } = (await login.json()) as { token: string }
    const inbox = await fetch(`${url}/api/contacts`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const { messages } = (await inbox.json()) as {
      messages: Array<{ id: string; subject: string }>
    }
    expect(messages.map((m) => m.id).sort()).toEqual(answers.map((a) => a.body.id).sort())
  })
})
