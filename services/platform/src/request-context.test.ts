import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryLogger } from './log.js'
import {
  currentRequestId,
  forwardingRequestId,
  requestIdHeaders,
  requestIdOf,
  runWithRequestId,
  withRequestId,
} from './request-context.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('requestIdOf', () => {
  it('when the request brings a sane id, then that id is kept', () => {
    expect(requestIdOf({ headers: { 'x-request-id': 'edge-1234.ab:c_d' } })).toBe(
      'edge-1234.ab:c_d',
    )
  })

  it('when the request brings no id, or one with spaces, quotes or 129 characters, then a new uuid is made', () => {
    for (const given of [undefined, '', 'a b', 'x"y', '{"a":1}', 'a'.repeat(129)])
      expect(requestIdOf({ headers: { 'x-request-id': given } })).toMatch(UUID)
  })
})

describe('withRequestId', () => {
  const servers: Array<ReturnType<typeof createServer>> = []
  afterEach(() => servers.splice(0).forEach((s) => s.close()))

  async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void) {
    const server = createServer((req, res) => withRequestId(req, res, () => handler(req, res)))
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }

  it('when a request is handled, then its id is answered in X-Request-Id and logged on every line, also after an await', async () => {
    const log = createMemoryLogger('web')
    const url = await serve((_req, res) => {
      log.info('started')
      void new Promise((resolve) => setTimeout(resolve, 5)).then(() => {
        log.info('finished', { status: 200 })
        res.end('ok')
      })
    })
    const given = await fetch(url, { headers: { 'X-Request-Id': 'from-the-edge' } })
    expect(given.headers.get('x-request-id')).toBe('from-the-edge')
    const made = await fetch(url)
    const madeId = made.headers.get('x-request-id')
    expect(madeId).toMatch(UUID)
    expect(log.lines.map((l) => [l.msg, l.requestId])).toEqual([
      ['started', 'from-the-edge'],
      ['finished', 'from-the-edge'],
      ['started', madeId],
      ['finished', madeId],
    ])
    expect(Object.keys(log.lines[1] ?? {})).toEqual([
      'time',
      'level',
      'service',
      'msg',
      'requestId',
      'status',
    ])
  })

  it('when nothing is being handled, then there is no request id and log lines have no requestId key', () => {
    const log = createMemoryLogger()
    log.info('idle')
    expect(currentRequestId()).toBeUndefined()
    expect(requestIdHeaders()).toEqual({})
    expect(Object.keys(log.lines[0] ?? {})).toEqual(['time', 'level', 'service', 'msg'])
  })
})

describe('forwardingRequestId', () => {
  function recordingFetch() {
    const calls: Array<RequestInit | undefined> = []
    const base = ((_input: unknown, init?: RequestInit) => {
      calls.push(init)
      return Promise.resolve(new Response('ok'))
    }) as typeof fetch
    return { calls, fetch: forwardingRequestId(base) }
  }

  it('when called inside a request, then the id is added to the headers in the shape given', async () => {
    const { calls, fetch } = recordingFetch()
    await runWithRequestId('r-1', async () => {
      await fetch('http://x/a')
      await fetch('http://x/b', { headers: { accept: 'application/json' } })
      await fetch('http://x/c', { headers: new Headers({ accept: 'text/plain' }) })
      await fetch('http://x/d', { headers: [['accept', '*/*']] })
    })
    expect(calls[0]?.headers).toEqual({ 'x-request-id': 'r-1' })
    expect(calls[1]?.headers).toEqual({ accept: 'application/json', 'x-request-id': 'r-1' })
    expect(new Headers(calls[2]?.headers).get('x-request-id')).toBe('r-1')
    expect(new Headers(calls[2]?.headers).get('accept')).toBe('text/plain')
    expect(calls[3]?.headers).toEqual([
      ['accept', '*/*'],
      ['x-request-id', 'r-1'],
    ])
  })

  it('when the call names its own id, or runs outside any request, then nothing is changed', async () => {
    const { calls, fetch } = recordingFetch()
    await runWithRequestId('r-2', () => fetch('http://x', { headers: { 'X-Request-Id': 'own' } }))
    await fetch('http://x', { headers: { accept: 'a' } })
    expect(calls[0]?.headers).toEqual({ 'X-Request-Id': 'own' })
    expect(calls[1]?.headers).toEqual({ accept: 'a' })
  })
})
