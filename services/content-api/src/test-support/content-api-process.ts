import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { TEST_ADMIN } from './test-repo.js'

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'main.ts')

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * content-api as its own process (so a test can kill it with SIGKILL) on the given content and
 * data folders; `env` adds variables (CONTENT_GIT_REMOTE, ...). Resolves once /health answers.
 */
export async function startProcess(
  contentDir: string,
  dataDir: string,
  env: Record<string, string> = {},
) {
  const port = await freePort()
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', MAIN], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      CONTENT_DIR: contentDir,
      DATA_DIR: dataDir,
      CONTENT_API_PORT: String(port),
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      MEDIA_URL: 'http://127.0.0.1:9',
      ...env,
    },
    stdio: 'ignore',
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    const up = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (i > 300) throw new Error('content-api did not start')
    await new Promise((r) => setTimeout(r, 100))
  }
  return { url, child }
}
