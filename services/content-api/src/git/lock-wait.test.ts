import { rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createHttp } from '../test-support/http.js'
import { git, startTestApi } from '../test-support/test-repo.js'

/**
 * A git lock that appears while the service runs (a developer's git, a backup tool) makes
 * saves wait and retry for a bounded time, then 503 with Retry-After; /health says degraded
 * while it lasts. Before: every save answered 500 while /health said ok.
 */
let api: Awaited<ReturnType<typeof startTestApi>> | undefined
afterEach(async () => {
  await api?.close()
  api = undefined
})

type Partner = { version: string; description: string }
const health = async (url: string) =>
  (await (await fetch(`${url}/health`)).json()) as {
    status: string
    git: { locked: boolean; waitingSince: string | null }
  }

describe('a git lock taken by another process while running', () => {
  it('when the lock goes within the wait, then the save waits for it and commits', async () => {
    api = await startTestApi({ gitLockWaitMs: 5_000 })
    const http = createHttp(`${api.url}/api`)
    const token = await api.login()
    const lock = path.join(api.contentDir, '.git', 'index.lock')
    await writeFile(lock, '')
    const { version } = (await http.get<Partner>('/partners/voltline')).body
    const saving = http.patch(
      '/partners/voltline',
      { version, description: 'After the lock.' },
      token,
    )
    await new Promise((r) => setTimeout(r, 300))
    expect((await health(api.url)).status).toBe('degraded')
    await rm(lock)
    const res = await saving
    expect(res.status).toBe(200)
    expect(await git(api.contentDir, 'log', '-1', '--format=%s')).toContain('partners: update')
    expect(await git(api.contentDir, 'show', 'HEAD:partners/voltline.json')).toContain(
      'After the lock.',
    )
    expect(await health(api.url)).toMatchObject({ status: 'ok', git: { locked: false } })
  })

  it('when the lock outlasts the wait, then 503 with Retry-After, nothing written, /health degraded until it goes', async () => {
    api = await startTestApi({ gitLockWaitMs: 200 })
    const http = createHttp(`${api.url}/api`)
    const token = await api.login()
    const lock = path.join(api.contentDir, '.git', 'HEAD.lock')
    await writeFile(lock, '')
    const { version } = (await http.get<Partner>('/partners/voltline')).body
    const res = await http.patch<{ error: { code: string } }>(
      '/partners/voltline',
      { version, description: 'Never saved.' },
      token,
    )
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('5')
    expect(res.body.error.code).toBe('repository_busy')
    const during = await health(api.url)
    expect(during.status).toBe('degraded')
    expect(during.git.locked).toBe(true)
    expect(during.git.waitingSince).not.toBeNull()
    expect((await http.get<Partner>('/partners/voltline')).body.description).toBe(
      'Power electronics.',
    )
    expect((await git(api.contentDir, 'status', '--porcelain')).trim()).toBe('')
    await rm(lock)
    expect(await health(api.url)).toMatchObject({ status: 'ok', git: { locked: false } })
  })
})
