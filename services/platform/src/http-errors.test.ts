import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppError, validationError } from './app-error.js'
import { errorHandler, notFoundHandler } from './http-errors.js'
import { createMemoryLogger } from './log.js'

const log = createMemoryLogger('test')
const app = express()
app.use(express.json({ limit: '1kb' }))
app.get('/conflict', () => {
  throw new AppError(409, 'conflict', 'Someone else saved first', {
    details: { current: 'abc123' },
  })
})
app.get('/busy', () => {
  throw new AppError(503, 'busy', 'Try again shortly', { retryAfterSeconds: 5 })
})
app.get('/invalid', () => {
  throw validationError({ title: 'Required' })
})
app.get('/boom', () => {
  throw new Error('secret internal detail')
})
app.get('/hidden-client-error', () => {
  throw Object.assign(new Error('internal reason'), { status: 400, expose: false })
})
app.post('/echo', (req, res) => {
  res.json(req.body)
})
app.use(notFoundHandler)
app.use(errorHandler(log))

const server = createServer(app)
let base = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

async function answer(path: string, init?: RequestInit) {
  const res = await fetch(`${base}${path}`, init)
  return { status: res.status, headers: res.headers, text: await res.text() }
}
const post = (body: string, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body,
})

describe('errorHandler', () => {
  it('when an AppError is thrown, then its status, code, message and details are the body', async () => {
    const res = await answer('/conflict')
    expect(res.status).toBe(409)
    expect(JSON.parse(res.text)).toEqual({
      error: { code: 'conflict', message: 'Someone else saved first', current: 'abc123' },
    })
  })

  it('when an AppError asks for a wait, then Retry-After says how long', async () => {
    const res = await answer('/busy')
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('5')
  })

  it('when fields are invalid, then 400 validation_failed names each field', async () => {
    const res = await answer('/invalid')
    expect(res.status).toBe(400)
    expect(JSON.parse(res.text)).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Some fields are not valid',
        fields: { title: 'Required' },
      },
    })
  })

  it('when the JSON body does not parse, then 400 invalid_json', async () => {
    const res = await answer('/echo', post('{"a":'))
    expect(res.status).toBe(400)
    expect(JSON.parse(res.text)).toEqual({
      error: { code: 'invalid_json', message: 'The request body is not valid JSON' },
    })
  })

  it('when the body is over the limit, then 413 too_large', async () => {
    const res = await answer('/echo', post(JSON.stringify({ a: 'x'.repeat(2000) })))
    expect(res.status).toBe(413)
    expect(JSON.parse(res.text)).toEqual({
      error: { code: 'too_large', message: 'The request body is too large' },
    })
  })

  it('when the body parser refuses a charset, then a 4xx named after its type, never a 500', async () => {
    const res = await answer(
      '/echo',
      post('{}', { 'content-type': 'application/json; charset=klingon' }),
    )
    expect(res.status).toBe(415)
    expect(JSON.parse(res.text)).toMatchObject({ error: { code: 'charset_unsupported' } })
  })

  it('when an unexpected error is thrown, then 500 internal without the cause, and it is logged', async () => {
    const res = await answer('/boom')
    expect(res.status).toBe(500)
    expect(JSON.parse(res.text)).toEqual({
      error: { code: 'internal', message: 'Something went wrong on our side' },
    })
    expect(res.text).not.toContain('secret internal detail')
    expect(log.lines).toContainEqual(
      expect.objectContaining({
        level: 'error',
        msg: 'request failed',
        path: '/boom',
        error: expect.objectContaining({ message: 'secret internal detail' }) as unknown,
      }),
    )
  })

  it('when a 4xx error is marked not to be exposed, then it is a 500 like any unexpected one', async () => {
    const res = await answer('/hidden-client-error')
    expect(res.status).toBe(500)
    expect(res.text).not.toContain('internal reason')
  })
})

describe('notFoundHandler', () => {
  it('when no route matches, then 404 not_found naming the method and path', async () => {
    const res = await answer('/nowhere')
    expect(res.status).toBe(404)
    expect(JSON.parse(res.text)).toEqual({
      error: { code: 'not_found', message: 'No route for GET /nowhere' },
    })
  })
})
