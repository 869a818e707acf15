import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { createPageCache } from './page-cache.js'

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

/** The page cache in front of a "renderer" that counts how often it runs. */
async function start(revision: { current: string | null }) {
  let renders = 0
  const cache = createPageCache({ revision: () => revision.current, buildVersion: 'b1' })
  const app = express()
  app.use(cache)
  app.get('/admin', (_req, res) => {
    renders++
    res.send('admin')
  })
  app.get('/private', (_req, res) => {
    renders++
    res.set('Cache-Control', 'private, no-store').send('mine')
  })
  app.get('/{*path}', (req, res) => {
    renders++
    res.status(req.path === '/missing' ? 404 : 200).type('html')
    // written in pieces, as a streamed render is
    res.write(`<p>${req.path} at ${revision.current}</p>`)
    res.end(`<p>render ${renders}</p>`)
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  close = () => new Promise((r) => server.close(() => r()))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { base, renders: () => renders, cache }
}

describe('page cache', () => {
  it('when a page is asked twice at the same revision, then it renders once and the second is a hit', async () => {
    const web = await start({ current: 'r1' })
    const first = await fetch(`${web.base}/solutions/x`)
    const second = await fetch(`${web.base}/solutions/x`)
    expect(first.headers.get('x-page-cache')).toBe('miss')
    expect(second.headers.get('x-page-cache')).toBe('hit')
    expect(await second.text()).toBe(await first.text())
    expect(second.headers.get('content-type')).toMatch(/text\/html/)
    expect(web.renders()).toBe(1)
  })

  it('when the revision changes (a save), then the next view renders again', async () => {
    const revision = { current: 'r1' as string | null }
    const web = await start(revision)
    await fetch(`${web.base}/`)
    revision.current = 'r2'
    const after = await fetch(`${web.base}/`)
    expect(after.headers.get('x-page-cache')).toBe('miss')
    expect(await after.text()).toContain('at r2')
    expect(web.renders()).toBe(2)
  })

  it('when the browser has the page, then If-None-Match gets 304', async () => {
    const web = await start({ current: 'r1' })
    const first = await fetch(`${web.base}/`)
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toBe('"r1-b1"')
    const again = await fetch(`${web.base}/`, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
  })

  it('when a 404 page is asked twice, then its status is kept', async () => {
    const web = await start({ current: 'r1' })
    await fetch(`${web.base}/missing`)
    const hit = await fetch(`${web.base}/missing`)
    expect(hit.status).toBe(404)
    expect(hit.headers.get('x-page-cache')).toBe('hit')
  })

  it('when an editor is signed in, the page is the admin, or private, then nothing is cached', async () => {
    const web = await start({ current: 'r1' })
    for (let i = 0; i < 2; i++) {
      await fetch(`${web.base}/`, { headers: { cookie: 'theme=dark; __session=abc' } })
      await fetch(`${web.base}/admin`)
      await fetch(`${web.base}/private`)
    }
    expect(web.renders()).toBe(6)
    expect(web.cache.size).toBe(0)
  })

  it('when the revision cannot be known (content-api down), then every view renders', async () => {
    const web = await start({ current: null })
    await fetch(`${web.base}/`)
    await fetch(`${web.base}/`)
    expect(web.renders()).toBe(2)
  })
})
