import { readdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { gradientJpeg } from './test-support/images.js'
import { startTestServer, type TestServer } from './test-support/server.js'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

async function cacheBytes(dir: string): Promise<number> {
  let total = 0
  for (const sub of await readdir(dir)) {
    if (sub.startsWith('.')) continue
    for (const name of await readdir(path.join(dir, sub)))
      total += (await stat(path.join(dir, sub, name))).size
  }
  return total
}

const widths = [320, 480, 640, 960, 1280, 1600]
const formats = ['webp', 'jpeg', 'png']

describe('media under a burst of distinct variants', () => {
  it('when more renders are asked than it may run and queue, then the rest get 503 with Retry-After, and a retry succeeds', async () => {
    server = await startTestServer({ maxRenders: 1, renderQueue: 2 })
    for (let i = 0; i < 4; i++)
      await writeFile(path.join(server.mediaDir, `photo-${i}.jpg`), await gradientJpeg(1600, 1000))
    const urls = [0, 1, 2, 3].flatMap((i) =>
      widths.map((w) => `/media/photo-${i}.jpg?w=${w}&f=webp`),
    )
    const answers = await Promise.all(urls.map((u) => fetch(`${server!.baseUrl}${u}`)))
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(3)
    const busy = answers.filter((a) => a.status === 503)
    expect(busy.length).toBeGreaterThan(0)
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true)
    for (const a of busy) {
      expect(a.headers.get('retry-after')).toBe('2')
      expect(a.headers.get('cache-control')).toBe('no-store')
      expect(a.headers.get('etag')).toBeNull()
    }
    await Promise.all(answers.map((a) => a.arrayBuffer()))
    const retry = await fetch(`${server.baseUrl}${urls[statuses.indexOf(503)]}`)
    expect(retry.status).toBe(200)
  })

  it('when many variants are rendered, then the disk cache stays under its budget', async () => {
    server = await startTestServer({ cacheMaxBytes: 400_000, maxRenders: 2, renderQueue: 100 })
    await writeFile(path.join(server.mediaDir, 'big.jpg'), await gradientJpeg(2000, 1300))
    for (const f of formats) {
      await Promise.all(
        widths.map((w) =>
          fetch(`${server!.baseUrl}/media/big.jpg?w=${w}&f=${f}`).then((r) => r.arrayBuffer()),
        ),
      )
    }
    await new Promise((r) => setTimeout(r, 200)) // the last prune runs after its write
    const health = (await (await fetch(`${server.baseUrl}/health`)).json()) as {
      cacheBytes: number
    }
    expect(health.cacheBytes).toBeLessThanOrEqual(400_000)
    expect(await cacheBytes(server.cacheDir)).toBeLessThanOrEqual(400_000)
    expect(server.logged('variant cache pruned').length).toBeGreaterThan(0)
  })
})
