import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Logger } from './log.js'

/** The header a request id travels in, from the edge through web to content-api and media. */
export const REQUEST_ID_HEADER = 'x-request-id'

/** An id a client or the edge may hand us: short, and nothing a log query could trip on. */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/

interface RequestContext {
  requestId: string
}

const storage = new AsyncLocalStorage<RequestContext>()

/** The incoming request's own id when it is a sane token, else a new one. */
export function requestIdOf(req: Pick<IncomingMessage, 'headers'>): string {
  const given = req.headers[REQUEST_ID_HEADER]
  const value = Array.isArray(given) ? given[0] : given
  return value !== undefined && SANE_ID.test(value) ? value : randomUUID()
}

/** The id of the request whose handling is running now (undefined outside any request). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId
}

/** Runs `task` as part of the request `requestId`: logs and outgoing calls made in it carry it. */
export function runWithRequestId<T>(requestId: string, task: () => T): T {
  return storage.run({ requestId }, task)
}

/**
 * Gives the request its id (accepted or made), answers it in `X-Request-Id`, and runs the rest
 * of the handling (`next`) inside it. Works as Express middleware and on a bare node listener.
 */
export function withRequestId(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const requestId = requestIdOf(req)
  res.setHeader('X-Request-Id', requestId)
  runWithRequestId(requestId, next)
}

/** `{ 'x-request-id': id }` inside a request, `{}` outside: spread into an outgoing call's headers. */
export function requestIdHeaders(): Record<string, string> {
  const requestId = currentRequestId()
  return requestId ? { [REQUEST_ID_HEADER]: requestId } : {}
}

/**
 * A fetch that sends the current request's id on every call (unless the call names one itself),
 * so the service called logs the same id.
 */
export function forwardingRequestId(base: typeof fetch): typeof fetch {
  return (input, init) => {
    const requestId = currentRequestId()
    if (!requestId) return base(input, init)
    return base(input, { ...init, headers: withIdHeader(init?.headers, input, requestId) })
  }
}

type HeadersInit = NonNullable<RequestInit['headers']>

/** The call's headers plus the request id, in the shape the caller gave them. */
function withIdHeader(
  given: HeadersInit | undefined,
  input: Parameters<typeof fetch>[0],
  requestId: string,
): HeadersInit {
  if (given === undefined) {
    if (!(input instanceof Request)) return { [REQUEST_ID_HEADER]: requestId }
    given = input.headers
  }
  if (given instanceof Headers) {
    const headers = new Headers(given)
    if (!headers.has(REQUEST_ID_HEADER)) headers.set(REQUEST_ID_HEADER, requestId)
    return headers
  }
  const pairs = Array.isArray(given) ? given : Object.entries(given)
  if (pairs.some(([name]) => name.toLowerCase() === REQUEST_ID_HEADER)) return given
  return Array.isArray(given)
    ? [...given, [REQUEST_ID_HEADER, requestId]]
    : { ...given, [REQUEST_ID_HEADER]: requestId }
}

/**
 * One `request` log line per answered request (method, path without its query, status, ms),
 * written with the request's id. The query is left out: it may carry a token.
 */
export function logRequests(log: Logger) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const started = performance.now()
    const url = req.url ?? ''
    const at = url.indexOf('?')
    const path = at < 0 ? url : url.slice(0, at)
    // bound to the request's context: 'finish' may fire from the socket's
    res.once(
      'finish',
      AsyncResource.bind(() => {
        log.info('request', {
          method: req.method,
          path,
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
        })
      }),
    )
    next()
  }
}
