import { createHmac } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createHttp } from '../test-support/http.js'
import { startGitHttpServer } from '../test-support/git-http-server.js'
import { createTestRepo, eventually, git, startTestApi } from '../test-support/test-repo.js'

const SECRET = 'the secret set at the forge'

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.()
})

/**
 * content-api following a remote served over smart HTTP (as a forge serves it), with polling
 * off: only the push webhook can bring a developer's commit in.
 */
async function startWithHttpRemote() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'webhook-remote-'))
  cleanups.push(() => rm(root, { recursive: true, force: true }))
  const repo = await createTestRepo()
  await git(root, 'clone', '-q', '--bare', repo.dir, 'origin.git')
  const server = await startGitHttpServer(root)
  cleanups.push(() => server.close())
  const url = `${server.url}/origin.git`
  const api = await startTestApi({
    repo,
    gitRemote: { url, branch: 'main', pollSeconds: 0 },
    gitWebhookSecret: SECRET,
  })
  cleanups.push(() => api.close())
  const other = path.join(root, 'other')
  await git(root, 'clone', '-q', url, other)
  const hook = (body: string, signature: string) =>
    fetch(`${api.url}/api/hooks/git`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-github-event': 'push',
        'x-hub-signature-256': signature,
      },
      body,
    })
  return { api, other, hook, http: createHttp(`${api.url}/api`) }
}

const sign = (body: string) => `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`

describe('the push webhook with a real remote', () => {
  it('when a developer pushes and the forge calls the webhook, then the change is served without a poll', async () => {
    const { other, hook, http } = await startWithHttpRemote()
    const file = path.join(other, 'partners/voltline.json')
    await writeFile(
      file,
      (await readFile(file, 'utf8')).replace(/"name": "[^"]*"/, '"name": "Voltline Pushed"'),
    )
    await git(other, 'commit', '-qam', 'developer: rename')
    await git(other, 'push', '-q', 'origin', 'HEAD:main')

    const body = JSON.stringify({ ref: 'refs/heads/main' })
    const forged = await hook(body, `sha256=${'0'.repeat(64)}`)
    expect(forged.status).toBe(401)
    await new Promise((r) => setTimeout(r, 300))
    expect((await http.get<{ name: string }>('/partners/voltline')).body.name).not.toBe(
      'Voltline Pushed',
    )

    expect((await hook(body, sign(body))).status).toBe(202)
    await eventually(async () =>
      expect((await http.get<{ name: string }>('/partners/voltline')).body.name).toBe(
        'Voltline Pushed',
      ),
    )
  })
})
