import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { silentLogger } from '@site/platform'
import { bootstrap } from '../../services/content-api/src/bootstrap.ts'

const EMAIL = 'bench@example.com'
const PASSWORD = 'benchmark-password'

/**
 * content-api in this process over a bench's generated content (data beside it in `root`), on a
 * free port, with its first admin signed in: what the benches that call the HTTP API share.
 */
export async function startBenchApi(root: string, contentDir: string) {
  const service = await bootstrap(
    {
      port: 0,
      contentDir,
      dataDir: path.join(root, 'data'),
      mediaUrl: 'http://127.0.0.1:9',
      demoMode: false,
      firstAdmin: { email: EMAIL, password: PASSWORD, name: 'Bench' },
      mail: null,
      contactRateLimit: 5,
      spam: { maxMessages: 1000, maxAgeDays: 30 },
      production: true,
      gitRemote: null,
    },
    silentLogger,
  )
  const server = service.app.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  })
  const { token } = (await login.json()) as { token: string }
  return { service, server, base, token }
}
