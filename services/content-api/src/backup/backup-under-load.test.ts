import { execFile, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { startProcess } from '../test-support/content-api-process.js'
import { createHttp } from '../test-support/http.js'
import { createTestRepo, TEST_ADMIN } from '../test-support/test-repo.js'

const run = promisify(execFile)
const CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cli.ts')
const cli = (...args: string[]) =>
  run(process.execPath, ['--conditions=source', '--import', 'tsx', CLI, ...args], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
  })

const cleanups: Array<() => Promise<unknown>> = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

const contact = (n: number) => ({
  full_name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  subject: `Question ${n}`,
  message: `Message number ${n}, sent under load.`,
  guard: { website: '', elapsed_ms: 12_000 },
})

/** pages the site serves (a view of any other path is not a page view) */
const pages = ['/', '/about', '/solutions', '/products', '/contact']
const view = (n: number) => ({
  path: pages[n % pages.length] ?? '/',
  ip: `10.0.${Math.floor(n / 250)}.${n % 250}`,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
})

describe('a backup taken while content-api takes writes', () => {
  it('when messages, users and page views are written during the backup, then a content-api started on its restore has every message and user acknowledged before it began', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'backup-load-'))
    cleanups.push(() => rm(root, { recursive: true, force: true }))
    const repo = await createTestRepo()
    cleanups.push(repo.cleanup)
    const dataDir = path.join(root, 'data')
    const first = await startProcess(repo.dir, dataDir, { CONTACT_RATE_LIMIT: '10000' })
    cleanups.push(() => stop(first.child))
    const http = createHttp(`${first.url}/api`)
    const login = await http.post<{ token: string }>('/auth/login', {
      email: TEST_ADMIN.email,
      password: TEST_ADMIN.password,
    })
    const admin = login.body.token

    // each write with the moment its 2xx arrived
    const messages: Array<{ id: string; at: number; subject: string }> = []
    const users: Array<{ email: string; password: string; at: number }> = []
    const views: number[] = []
    let running = true
    let sent = 0
    const contactLoad = async () => {
      while (running) {
        const n = sent++
        const res = await http.post<{ id: string }>('/contacts', contact(n))
        if (res.status === 201) {
          messages.push({ id: res.body.id, at: performance.now(), subject: `Question ${n}` })
        }
      }
    }
    const userLoad = async () => {
      for (let n = 0; running; n++) {
        const user = {
          name: `Editor ${n}`,
          email: `editor${n}@example.com`,
          role: 'editor',
          password: `a long password number ${n}`,
        }
        const res = await http.post('/users', user, admin)
        if (res.status === 201) users.push({ ...user, at: performance.now() })
        await new Promise((r) => setTimeout(r, 150))
      }
    }
    const viewLoad = async () => {
      for (let n = 0; running; n++) {
        const res = await http.post('/analytics/events', view(n))
        if (res.status === 202) views.push(performance.now())
      }
    }
    const load = Promise.all([contactLoad(), contactLoad(), contactLoad(), userLoad(), viewLoad()])

    // long enough for analytics' 2 s flush to have written the first views, and for enough
    // messages and users to be acknowledged before the backup (a slow machine needs longer)
    const loadStarted = performance.now()
    while (performance.now() - loadStarted < 3500 || messages.length <= 20 || users.length <= 3) {
      await new Promise((r) => setTimeout(r, 100))
    }
    const archive = path.join(root, 'backup.tar.gz')
    const backupStarted = performance.now()
    const messagesBefore = messages.filter((m) => m.at < backupStarted).length
    await cli('backup', '--data-dir', dataDir, '--out', archive)
    const backupEnded = performance.now()
    await new Promise((r) => setTimeout(r, 300))
    running = false
    await load
    await stop(first.child)

    const acknowledged = messages.filter((m) => m.at < backupStarted)
    const acknowledgedUsers = users.filter((u) => u.at < backupStarted)
    // the backup really ran under load: writes were acknowledged while it ran
    expect(messages.some((m) => m.at > backupStarted && m.at < backupEnded)).toBe(true)
    expect(acknowledged.length).toBe(messagesBefore)
    expect(acknowledged.length).toBeGreaterThan(20)
    expect(acknowledgedUsers.length).toBeGreaterThan(3)
    expect((await stat(archive)).mode & 0o777).toBe(0o600)

    const restored = path.join(root, 'restored')
    await cli('restore', '--from', archive, '--data-dir', restored)
    const repo2 = await createTestRepo()
    cleanups.push(repo2.cleanup)
    const second = await startProcess(repo2.dir, restored)
    cleanups.push(() => stop(second.child))
    const http2 = createHttp(`${second.url}/api`)
    const admin2 = (
      await http2.post<{ token: string }>('/auth/login', {
        email: TEST_ADMIN.email,
        password: TEST_ADMIN.password,
      })
    ).body.token
    const inbox = await http2.get<{ messages: Array<{ id: string; subject: string }> }>(
      '/contacts',
      admin2,
    )
    expect(inbox.status).toBe(200)
    const found = new Map(inbox.body.messages.map((m) => [m.id, m.subject]))
    expect(acknowledged.filter((m) => found.get(m.id) !== m.subject)).toEqual([])
    for (const user of acknowledgedUsers) {
      const res = await http2.post('/auth/login', { email: user.email, password: user.password })
      expect(res.status, user.email).toBe(200)
    }
    // the analytics database came back whole, with the views flushed before the backup
    const flushedBefore = views.filter((at) => at < backupStarted - 2500).length
    const summary = await http2.get<{ pageviews: number }>('/analytics/summary?days=7', admin2)
    expect(summary.status).toBe(200)
    expect(summary.body.pageviews).toBeGreaterThanOrEqual(flushedBefore)
    expect(flushedBefore).toBeGreaterThan(0)
  }, 90_000)
})
