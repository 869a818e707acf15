import { spawn } from 'node:child_process'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface GitHttpServer {
  /** http://127.0.0.1:<port>: a repository `<projectRoot>/origin.git` is `${url}/origin.git` */
  url: string
  /** stops listening but keeps the port: the remote is "down" until start() */
  stop(): Promise<void>
  /** listens again on the same port: the remote is back */
  start(): Promise<void>
  /** stops for good */
  close(): Promise<void>
}

/** CGI output: the header block, then the body, split at the first empty line. */
function headerEnd(buffer: Buffer): { at: number; length: number } | null {
  const crlf = buffer.indexOf('\r\n\r\n')
  const lf = buffer.indexOf('\n\n')
  if (crlf !== -1 && (lf === -1 || crlf < lf)) return { at: crlf, length: 4 }
  if (lf !== -1) return { at: lf, length: 2 }
  return null
}

/**
 * A real git remote over smart HTTP for tests: Node's http server on 127.0.0.1 as a CGI bridge
 * to `git http-backend`, serving the bare repositories under `projectRoot`. Clones, fetches and
 * pushes go through the same code path as against a forge (no file:// shortcut), and stop()/
 * start() make the remote unreachable and back at the same URL. Pushes are allowed (REMOTE_USER
 * is set, which is what enables http-backend's receive-pack).
 */
export async function startGitHttpServer(projectRoot: string): Promise<GitHttpServer> {
  const children = new Set<ReturnType<typeof spawn>>()

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const pathInfo = decodeURIComponent(url.pathname)
    if (pathInfo.split('/').includes('..')) {
      res.writeHead(400).end('bad path')
      return
    }
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      // no user or system git config of the machine running the tests
      HOME: projectRoot,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_PROJECT_ROOT: projectRoot,
      GIT_HTTP_EXPORT_ALL: '1',
      REQUEST_METHOD: req.method ?? 'GET',
      PATH_INFO: pathInfo,
      QUERY_STRING: url.search.replace(/^\?/, ''),
      CONTENT_TYPE: req.headers['content-type'] ?? '',
      REMOTE_USER: 'test',
      REMOTE_ADDR: req.socket.remoteAddress ?? '127.0.0.1',
    }
    // a chunked upload (large push) has no length: http-backend then reads to the end of stdin
    if (req.headers['content-length']) env.CONTENT_LENGTH = req.headers['content-length']
    // git gzips larger fetch negotiations; http-backend inflates when told
    if (req.headers['content-encoding']) env.HTTP_CONTENT_ENCODING = req.headers['content-encoding']
    // protocol v2 is asked for in this header
    const protocol = req.headers['git-protocol']
    if (typeof protocol === 'string') env.HTTP_GIT_PROTOCOL = protocol

    const child = spawn('git', ['http-backend'], { env, stdio: ['pipe', 'pipe', 'pipe'] })
    children.add(child)
    child.on('close', () => children.delete(child))
    req.pipe(child.stdin)
    child.stdin.on('error', () => {}) // http-backend may answer (an error) before reading it all
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))

    let head: Buffer | null = Buffer.alloc(0)
    child.stdout.on('data', (chunk: Buffer) => {
      if (head === null) {
        res.write(chunk)
        return
      }
      head = Buffer.concat([head, chunk])
      const end = headerEnd(head)
      if (!end) return
      let status = 200
      const headers: Record<string, string> = {}
      for (const line of head.subarray(0, end.at).toString('latin1').split(/\r?\n/)) {
        const colon = line.indexOf(':')
        if (colon === -1) continue
        const name = line.slice(0, colon).trim()
        const value = line.slice(colon + 1).trim()
        if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10) || 500
        else headers[name] = value
      }
      res.writeHead(status, headers)
      const rest = head.subarray(end.at + end.length)
      head = null
      if (rest.length > 0) res.write(rest)
    })
    child.on('close', (code) => {
      if (head !== null) {
        // it never got as far as its headers
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
        res.end(`git http-backend failed (${code}): ${stderr}`)
        return
      }
      res.end()
    })
  }

  const server = createServer(handle)
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve()
      server.close(() => resolve())
      server.closeAllConnections() // keep-alive connections would keep the remote "up"
    })

  await listen(0)
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    stop,
    start: () => (server.listening ? Promise.resolve() : listen(port)),
    async close() {
      await stop()
      for (const child of children) child.kill()
    },
  }
}
