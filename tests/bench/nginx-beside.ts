// nginx beside the edge for `npm run bench:stack`: a container (tests/bench/nginx/) answering
// every request with the bytes the edge sent for a page, read from disk, published on a free
// port of the same machine: what a cached page through the edge is measured against.
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { freePorts } from '../support/free-ports.js'
import { repoRoot } from '../support/stack.js'
import { docker } from '../swarm/swarm-stack.js'

const IMAGE = 'site-bench-nginx:local'

export interface NginxBeside {
  url: string
  stop(): Promise<void>
}

export async function nginxBeside(body: Buffer): Promise<NginxBeside> {
  await docker(['build', '--quiet', '-t', IMAGE, path.join(repoRoot, 'tests/bench/nginx')])
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-nginx-'))
  await writeFile(path.join(dir, 'page.html'), body)
  // nginx's workers (www-data) read it through the mount
  await chmod(dir, 0o755)
  const [port] = (await freePorts(1)) as [number]
  const id = await docker([
    'run',
    '-d',
    '--rm',
    '-p',
    `127.0.0.1:${port}:8080`,
    '-v',
    `${dir}:/srv:ro`,
    IMAGE,
  ])
  const url = `http://127.0.0.1:${port}/`
  const stop = async () => {
    await docker(['rm', '-f', id]).catch(() => undefined)
    await rm(dir, { recursive: true, force: true })
  }
  for (let i = 0; ; i++) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    )
    if (ok) break
    if (i > 100) {
      await stop()
      throw new Error('nginx did not answer')
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url, stop }
}
