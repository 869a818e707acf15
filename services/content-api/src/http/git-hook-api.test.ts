import { createHmac } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { silentLogger } from '@site/platform'
import { createApp, type AppDeps } from '../app.js'
import { ContentStore } from '../content/content-store.js'
import { ContentGit } from '../git/content-git.js'
import { SerialQueue } from '../serial-queue.js'
import { createTestRepo } from '../test-support/test-repo.js'

/**
 * POST /api/hooks/git through the whole app (authorize layer, parsers in their order) on port 0.
 * The app is built here rather than by startTestApi: the test needs its own remoteSync to count
 * calls, which bootstrap makes from the config. The services a webhook never touches are stand-ins
 * that throw when used, so the test also proves the hook reaches none of them.
 */
const SECRET = 'the secret set at the forge'
const sign = (body: string, secret = SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
const PUSH = JSON.stringify({ ref: 'refs/heads/main', after: 'c0ffee' })

function untouched<T>(name: string): T {
  return new Proxy({} as object, {
    get(_target, property) {
      // the app subscribes to changes when it is made (the search index follows the inbox):
      // a subscription that is never called is no use of the store
      if (property === 'onChange') return () => () => {}
      throw new Error(`the git webhook used ${name}.${String(property)}`)
    },
  }) as T
}

const closers: Array<() => Promise<void>> = []
afterEach(async () => {
  while (closers.length > 0) await closers.pop()?.()
})

async function startApi(options: { remote?: boolean; secret?: string } = {}) {
  const repo = await createTestRepo()
  const store = new ContentStore(repo.dir, silentLogger)
  await store.loadAll()
  const requestSync = vi.fn<(reason: 'webhook' | 'poll' | 'start') => void>()
  const deps: AppDeps = {
    store,
    git: new ContentGit(repo.dir, new SerialQueue()),
    auth: untouched('auth'),
    accounts: untouched('accounts'),
    twoFactor: untouched('twoFactor'),
    security: untouched('security'),
    notices: untouched('notices'),
    resets: untouched('resets'),
    log: silentLogger,
    demoMode: false,
    mediaUrl: 'http://127.0.0.1:9',
    contacts: untouched('contacts'),
    outbox: untouched('outbox'),
    companyTimeZone: 'Asia/Dubai',
    repositoryStatus: untouched('repositoryStatus'),
    ...(options.remote === false ? {} : { remoteSync: { requestSync } }),
    ...(options.secret === undefined ? { gitWebhookSecret: SECRET } : {}),
    ...(options.secret ? { gitWebhookSecret: options.secret } : {}),
  }
  const server = createApp(deps).listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  closers.push(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await store.close()
    await repo.cleanup()
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/hooks/git`
  const post = async (body: string, headers: Record<string, string>) => {
    const res = await fetch(url, { method: 'POST', headers, body })
    return {
      status: res.status,
      cacheControl: res.headers.get('cache-control'),
      body: (await res.json()) as Record<string, unknown> & {
        error?: { code: string; message: string }
      },
    }
  }
  return { post, requestSync }
}

const json = { 'content-type': 'application/json' }

describe('POST /api/hooks/git', () => {
  it('when GitHub signs a push with the secret, then 202 and one sync is asked for', async () => {
    const { post, requestSync } = await startApi()
    const res = await post(PUSH, {
      ...json,
      'x-github-event': 'push',
      'x-hub-signature-256': sign(PUSH),
    })
    expect(res.status).toBe(202)
    expect(res.body).toEqual({ accepted: true })
    expect(res.cacheControl).toBe('no-store')
    expect(requestSync).toHaveBeenCalledTimes(1)
    expect(requestSync).toHaveBeenCalledWith('webhook')
  })

  it('when Gitea or GitLab prove the call their way, then each is accepted', async () => {
    const { post, requestSync } = await startApi()
    const gitea = await post(PUSH, {
      ...json,
      'x-gitea-event': 'push',
      'x-gitea-signature': sign(PUSH).slice('sha256='.length),
    })
    expect(gitea.status).toBe(202)
    const gitlab = await post(PUSH, {
      ...json,
      'x-gitlab-event': 'Push Hook',
      'x-gitlab-token': SECRET,
    })
    expect(gitlab.status).toBe(202)
    expect(requestSync).toHaveBeenCalledTimes(2)
  })

  it('when the body is not JSON (GitHub form encoding), then the signature over its bytes still counts', async () => {
    const { post, requestSync } = await startApi()
    const form = `payload=${encodeURIComponent(PUSH)}`
    const res = await post(form, {
      'content-type': 'application/x-www-form-urlencoded',
      'x-hub-signature-256': sign(form),
    })
    expect(res.status).toBe(202)
    expect(requestSync).toHaveBeenCalledTimes(1)
  })

  it('when the signature is wrong, missing, or the body was changed, then 401 and no sync', async () => {
    const { post, requestSync } = await startApi()
    const wrong = await post(PUSH, { ...json, 'x-hub-signature-256': sign(PUSH, 'guessed') })
    expect(wrong.status).toBe(401)
    expect(wrong.body.error?.code).toBe('bad_signature')
    expect(wrong.body.error?.message).toMatch(/does not match/)
    const missing = await post(PUSH, { ...json, 'x-github-event': 'push' })
    expect(missing.status).toBe(401)
    expect(missing.body.error?.message).toMatch(/not signed/)
    const tampered = await post(PUSH.replace('main', 'evil'), {
      ...json,
      'x-hub-signature-256': sign(PUSH),
    })
    expect(tampered.status).toBe(401)
    const gitlab = await post(PUSH, { ...json, 'x-gitlab-token': 'guessed' })
    expect(gitlab.status).toBe(401)
    expect(requestSync).not.toHaveBeenCalled()
  })

  it('when GitHub pings the new hook, then the signature is checked and nothing syncs', async () => {
    const { post, requestSync } = await startApi()
    const ping = JSON.stringify({ zen: 'Keep it logically awesome.', hook_id: 1 })
    const ok = await post(ping, {
      ...json,
      'x-github-event': 'ping',
      'x-hub-signature-256': sign(ping),
    })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ ping: true })
    const forged = await post(ping, { ...json, 'x-github-event': 'ping' })
    expect(forged.status).toBe(401)
    expect(requestSync).not.toHaveBeenCalled()
  })

  it('when no secret is set, then 404 says so even to a signed call', async () => {
    const { post, requestSync } = await startApi({ secret: '' })
    const res = await post(PUSH, { ...json, 'x-hub-signature-256': sign(PUSH) })
    expect(res.status).toBe(404)
    expect(res.body.error?.code).toBe('no_webhook_secret')
    expect(res.body.error?.message).toMatch(/CONTENT_GIT_WEBHOOK_SECRET/)
    expect(requestSync).not.toHaveBeenCalled()
  })

  it('when no remote is configured, then a verified call gets 404 naming CONTENT_GIT_REMOTE, an unverified one 401', async () => {
    const { post } = await startApi({ remote: false })
    const signed = await post(PUSH, { ...json, 'x-hub-signature-256': sign(PUSH) })
    expect(signed.status).toBe(404)
    expect(signed.body.error?.code).toBe('no_remote')
    expect(signed.body.error?.message).toMatch(/CONTENT_GIT_REMOTE/)
    const unsigned = await post(PUSH, json)
    expect(unsigned.status).toBe(401)
  })

  it('when the body is over 1 MB, then 413 and no sync', async () => {
    const { post, requestSync } = await startApi()
    const big = 'x'.repeat(1024 * 1024 + 1)
    const res = await post(big, { 'content-type': 'text/plain', 'x-hub-signature-256': sign(big) })
    expect(res.status).toBe(413)
    expect(requestSync).not.toHaveBeenCalled()
  })
})
