import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createMemoryLogger } from '@site/platform'
import {
  createTestRepo,
  startTestApi,
} from '../../services/content-api/src/test-support/test-repo.ts'
import { createApp as createMediaApp } from '../../services/media/src/app.ts'
import { createApp as createWebApp } from '../../services/web/server/app.ts'
import { loadConfig as loadWebConfig } from '../../services/web/server/config.ts'
import { contentReadingBuild } from '../../services/web/server/test-support/fake-build.ts'

/** The three services on port 0 over one temporary content repository, each logging to memory. */
let api: Awaited<ReturnType<typeof startTestApi>>
let media: Server
let web: Server
let webUrl: string
let cacheDir: string
let closeWeb: () => void
const logs = {
  contentApi: createMemoryLogger('content-api'),
  media: createMemoryLogger('media'),
  web: createMemoryLogger('web'),
}

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

beforeEach(async () => {
  for (const log of Object.values(logs)) log.lines.length = 0
  const repo = await createTestRepo()
  cacheDir = await mkdtemp(path.join(os.tmpdir(), 'request-id-cache-'))
  const mediaDir = path.join(repo.dir, 'media')
  await mkdir(mediaDir, { recursive: true })
  await writeFile(
    path.join(mediaDir, 'logo.png'),
    await sharp({ create: { width: 400, height: 200, channels: 3, background: '#204060' } })
      .png()
      .toBuffer(),
  )
  const token = 'request-id-test-token-0123'
  media = createServer(
    createMediaApp({
      config: {
        port: 0,
        contentDir: repo.dir,
        mediaDir,
        cacheDir,
        nodeEnv: 'test',
        normalizeToken: token,
      },
      log: logs.media,
    }),
  )
  const mediaUrl = await listen(media)
  api = await startTestApi({ repo, mediaUrl, mediaToken: token, logger: logs.contentApi })
  const app = createWebApp({
    config: loadWebConfig({ CONTENT_API_URL: api.url, MEDIA_URL: mediaUrl }),
    build: contentReadingBuild(),
    log: logs.web,
    revisionFeed: { current: () => 'r1', refresh: async () => {}, close: () => {} },
  })
  closeWeb = app.close
  web = createServer(app.requestListener)
  webUrl = await listen(web)
})

afterEach(async () => {
  closeWeb()
  for (const server of [web, media]) {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
  await api.close()
  await rm(cacheDir, { recursive: true, force: true })
})

const requestLines = (log: { lines: Array<Record<string, unknown>> }, requestId: string) =>
  log.lines.filter((l) => l.msg === 'request' && l.requestId === requestId)

describe('a request id across the services', () => {
  it('when the edge sends an id to web, then content-api logs the calls web makes for that page with the same id', async () => {
    const res = await fetch(`${webUrl}/products/solar-x`, { headers: { 'X-Request-Id': 'edge-1' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-request-id')).toBe('edge-1')
    await res.text()
    expect(requestLines(logs.web, 'edge-1')).toEqual([
      expect.objectContaining({ service: 'web', path: '/products/solar-x', status: 200 }),
    ])
    expect(requestLines(logs.contentApi, 'edge-1')).toContainEqual(
      expect.objectContaining({ service: 'content-api', path: '/api/revision', status: 200 }),
    )
    // the same keys, in the same order, in both services
    const keys = (l: Record<string, unknown> | undefined) => Object.keys(l ?? {})
    expect(keys(requestLines(logs.contentApi, 'edge-1')[0])).toEqual(
      keys(requestLines(logs.web, 'edge-1')[0]),
    )
  })

  it('when web makes the id, then content-api logs that one', async () => {
    const res = await fetch(`${webUrl}/products/wind-y`)
    const made = res.headers.get('x-request-id') ?? ''
    await res.text()
    expect(made).not.toBe('')
    expect(requestLines(logs.contentApi, made)).not.toEqual([])
  })

  it('when web proxies an image, then media logs its render request with the same id', async () => {
    const res = await fetch(`${webUrl}/media/logo.png?w=320`, {
      headers: { 'X-Request-Id': 'edge-2' },
    })
    expect(res.status).toBe(200)
    await res.arrayBuffer()
    expect(requestLines(logs.media, 'edge-2')).toEqual([
      expect.objectContaining({ service: 'media', status: 200 }),
    ])
  })

  it('when content-api has media normalise an upload, then media logs it with the upload request id', async () => {
    const token = await api.login()
    const photo = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#806040' },
    })
      .jpeg()
      .toBuffer()
    const res = await fetch(`${api.url}/api/media?name=photo.jpg`, {
      method: 'POST',
      headers: {
        'content-type': 'image/jpeg',
        authorization: `Bearer ${token}`,
        'X-Request-Id': 'upload-3',
      },
      body: photo,
    })
    expect(res.status).toBeLessThan(300)
    expect(requestLines(logs.media, 'upload-3')).toEqual([
      expect.objectContaining({ path: '/normalize', status: 200 }),
    ])
  })
})
