import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import type { ServerBuild } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import routes from '../app/routes.js'
import { createApp } from './app.js'
import { loadConfig } from './config.js'
import { createMemoryLogger } from '@site/platform'
import { startServer } from './test-support/http.js'

/**
 * A server build with the site's real route table (app/routes.ts, both languages, the admin and
 * the catch-all), every page rendering "document": what matters here is which paths reach
 * React Router and which are redirected first.
 */
function buildOfRealRoutes(): ServerBuild {
  const built: Record<string, unknown> = {
    root: { id: 'root', path: '', module: { default: () => null } },
  }
  const add = (entries: RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[^/.]+$/, '')
      built[id] = {
        id,
        parentId,
        ...(entry.path !== undefined ? { path: entry.path } : {}),
        ...(entry.index ? { index: true } : {}),
        module: { default: () => null },
      }
      add(entry.children ?? [], id)
    }
  }
  add(routes, 'root')
  return {
    entry: {
      module: {
        default: (_req: Request, status: number) => new Response('document', { status }),
        createLoadContext: () => ({ contentApi: () => ({}) }),
        handleError: () => {},
      },
    },
    routes: built,
    assets: { entry: { module: '/entry.js', imports: [] }, routes: {}, url: '/m.js', version: '1' },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild
}

const closers: Array<() => Promise<void>> = []
afterEach(async () => {
  while (closers.length > 0) await closers.pop()?.()
})

async function startWeb() {
  // Vite's hashed file names mix cases: such an asset must be served as it is
  const clientDir = await mkdtemp(path.join(os.tmpdir(), 'web-client-'))
  closers.push(() => rm(clientDir, { recursive: true, force: true }))
  await mkdir(path.join(clientDir, 'assets'))
  await writeFile(path.join(clientDir, 'assets', 'Button-CIwdcHFa.js'), 'export {}')
  const media = await startServer((req, res) => {
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(`image ${req.url}`)
  })
  closers.push(media.close)

  const app = createApp({
    config: loadConfig({ MEDIA_URL: media.url }),
    build: buildOfRealRoutes(),
    log: createMemoryLogger(),
    clientDir,
    revisionFeed: { current: () => 'r1', refresh: async () => {}, close: () => {} },
  })
  closers.push(async () => app.close())
  const server = createServer(app.requestListener).listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  )
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return `http://127.0.0.1:${address.port}`
}

const get = (url: string, method = 'GET') => fetch(url, { method, redirect: 'manual' })

describe('paths that differ from a page only in case', () => {
  it.each([
    ['/AR/about', '/ar/about'],
    ['/About?x=1', '/about?x=1'],
    ['/Solutions/Energy-Systems', '/solutions/energy-systems'],
    [
      '/ar/Products/corvane-rx500-rtu?utm_source=a&B=C',
      '/ar/products/corvane-rx500-rtu?utm_source=a&B=C',
    ],
    ['/PRIVACY-POLICY.HTML', '/privacy-policy.html'],
    ['/AR', '/ar'],
  ])('when %s is asked, then 301 to %s (the query kept as it was)', async (asked, target) => {
    const web = await startWeb()
    for (const method of ['GET', 'HEAD']) {
      const res = await get(`${web}${asked}`, method)
      expect(res.status, `${method} ${asked}`).toBe(301)
      expect(res.headers.get('location')).toBe(target)
    }
  })

  it('when the lowercase path itself is asked, then the page answers (no loop)', async () => {
    const web = await startWeb()
    const res = await get(`${web}/ar/about`)
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('document')
  })

  it('when a hashed asset or a media file has capitals, then it is served as it is', async () => {
    const web = await startWeb()
    const asset = await get(`${web}/assets/Button-CIwdcHFa.js`)
    expect(asset.status).toBe(200)
    expect(await asset.text()).toBe('export {}')
    const image = await get(`${web}/media/Roof-Photo.jpg?w=640&f=webp`)
    expect(image.status).toBe(200)
    expect(await image.text()).toBe('image /media/Roof-Photo.jpg?w=640&f=webp')
  })

  it('when a capitalised path is no page, a form is posted, or the path only looks like another host, then nothing is redirected', async () => {
    const web = await startWeb()
    // a missing asset, an unknown page: the not-found route answers them, never a redirect
    expect((await get(`${web}/assets/Gone-AbC123.js`)).status).not.toBe(301)
    expect((await get(`${web}/No-Such-Page`)).status).not.toBe(301)
    // a form sent to a mis-cased address is not silently turned into a GET
    expect((await get(`${web}/Contact`, 'POST')).status).not.toBe(301)
    // //Evil.example/about must never become a protocol-relative Location to another site
    const res = await get(`${web}//Evil.example/About`)
    expect(res.headers.get('location') ?? '').not.toMatch(/^\/\//)
    // percent-escapes are case-insensitive already: %C3%A9 needs no redirect
    expect((await get(`${web}/solutions/%C3%A9`)).status).not.toBe(301)
  })
})
