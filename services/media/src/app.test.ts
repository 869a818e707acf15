import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { errorHandler, createLogger } from '@site/platform'
import { startTestServer, type TestServer } from './test-support/server.js'

describe('createApp', () => {
  let server: TestServer

  beforeEach(async () => {
    server = await startTestServer()
  })
  afterEach(async () => {
    await server.close()
  })

  it('when GET /health, then 200 with status ok', async () => {
    const res = await fetch(`${server.baseUrl}/health`)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      status: 'ok',
      service: 'media',
      renders: { running: 0, waiting: 0 },
    })
  })

  it('when a route is unknown, then 404 JSON not_found', async () => {
    const res = await fetch(`${server.baseUrl}/nope`)
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } })
    expect(res.headers.get('x-powered-by')).toBeNull()
  })

  it('when /media/ has no file, then 404 JSON', async () => {
    const res = await fetch(`${server.baseUrl}/media/`)
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } })
  })

  it('when a request is served, then one structured log line records it', async () => {
    await fetch(`${server.baseUrl}/health`)
    expect(server.logged('request')).toEqual([
      expect.objectContaining({ level: 'info', method: 'GET', path: '/health', status: 200 }),
    ])
  })
})

describe('errorHandler', () => {
  it('when a handler throws unexpectedly, then 500 JSON without the stack, and the error is logged', async () => {
    const lines: Record<string, unknown>[] = []
    const app = express()
    app.get('/boom', () => {
      throw new Error('secret internal detail')
    })
    app.use(
      errorHandler(
        createLogger({
          service: 'media',
          write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>),
        }),
      ),
    )
    const http = createServer(app)
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = http.address() as AddressInfo
      const res = await fetch(`http://127.0.0.1:${port}/boom`)
      expect(res.status).toBe(500)
      const text = await res.text()
      expect(JSON.parse(text)).toEqual({
        error: { code: 'internal', message: 'Something went wrong on our side' },
      })
      expect(text).not.toContain('secret internal detail')
      expect(text).not.toContain('.ts:')
      expect(lines).toEqual([
        expect.objectContaining({
          level: 'error',
          msg: 'request failed',
          error: expect.objectContaining({ message: 'secret internal detail' }) as unknown,
        }),
      ])
    } finally {
      http.closeAllConnections()
      await new Promise<void>((resolve) => http.close(() => resolve()))
    }
  })
})
