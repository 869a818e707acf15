import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createApp } from '../app.js'
import type { MediaConfig } from '../config.js'
import { createLogger } from '@site/platform'

/** The token the test server's POST /normalize asks for. */
export const TEST_NORMALIZE_TOKEN = 'test-normalize-token-0123'

export type LogEntry = Record<string, unknown> & { level: string; msg: string }

export interface TestServer {
  baseUrl: string
  port: number
  /** Temp root; `content/media` (originals) and `cache` live under it. */
  root: string
  contentDir: string
  mediaDir: string
  cacheDir: string
  logs: LogEntry[]
  /** Logger entries with this msg, e.g. 'variant rendered' to count sharp jobs. */
  logged(msg: string): LogEntry[]
  close(): Promise<void>
}

/** The real app on an ephemeral port, with temp content/cache dirs and a log captured in memory. */
export async function startTestServer(overrides: Partial<MediaConfig> = {}): Promise<TestServer> {
  const root = await mkdtemp(path.join(tmpdir(), 'media-test-'))
  const contentDir = path.join(root, 'content')
  const mediaDir = path.join(contentDir, 'media')
  const cacheDir = path.join(root, 'cache')
  await mkdir(mediaDir, { recursive: true })
  await mkdir(cacheDir)
  const logs: LogEntry[] = []
  const log = createLogger({
    service: 'media',
    write: (line) => logs.push(JSON.parse(line) as LogEntry),
  })
  const config: MediaConfig = {
    port: 0,
    contentDir,
    mediaDir,
    cacheDir,
    nodeEnv: 'test',
    normalizeToken: TEST_NORMALIZE_TOKEN,
    ...overrides,
  }
  const server: Server = createServer(createApp({ config, log }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    root,
    contentDir,
    mediaDir,
    cacheDir,
    logs,
    logged: (msg) => logs.filter((entry) => entry.msg === msg),
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await rm(root, { recursive: true, force: true })
    },
  }
}

export interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/**
 * GET with the path sent byte for byte. fetch() normalises `..` and `%2e%2e` before sending,
 * which would hide exactly the traversal attempts the server must withstand.
 */
export function rawGet(port: number, rawPath: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}
