import { createServer } from 'node:http'
import type { AppLoadContext, ServerBuild } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { createMemoryLogger } from '@site/platform'
import { startServer } from '../../server/test-support/http'
import { createLoadContext } from '../load-context.server'
import { contactAction, contactHeaders } from './contact.server'
import { issueFormToken } from './form-token.server'
import { fakeServerBuild } from '../../server/test-support/fake-build.js'

const SECRET = 'route-test-secret-0123456789'

/**
 * The contact route as React Router serves it: the real action and headers, the real content-api
 * client, web's real Express app; only the page component is a stand-in (its styles need Vite).
 * The entry passes status and headers on as app/entry.server.tsx does.
 */
function contactBuild(): ServerBuild {
  // as routes/public/contact.tsx wires them
  const route = {
    action: ({ request, context }: { request: Request; context: AppLoadContext }) =>
      contactAction(request, context),
    headers: contactHeaders,
    default: () => null,
  }
  return fakeServerBuild({
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers) =>
          new Response('document', { status, headers }),
        createLoadContext: (input: Parameters<typeof createLoadContext>[0]) =>
          createLoadContext({ ...input, config: { ...input.config, contactFormSecret: SECRET } }),
        handleError: () => {},
      },
    },
    routes: {
      root: { id: 'root', path: '', module: { default: () => null } },
      'routes/public/contact': {
        id: 'routes/public/contact',
        parentId: 'root',
        path: 'contact',
        module: route,
      },
      'ar/routes/public/contact': {
        id: 'ar/routes/public/contact',
        parentId: 'root',
        path: 'ar/contact',
        module: route,
      },
    },
  })
}

const closers: Array<() => Promise<void> | void> = []
afterEach(async () => {
  while (closers.length > 0) await closers.pop()?.()
})

/** content-api saying "too many" as its rate limit does, and web in front of it. */
async function start() {
  const contentApi = await startServer((req, res) => {
    req.resume()
    res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '540' })
    res.end(
      JSON.stringify({
        error: { code: 'too_many_messages', message: 'Too many messages. Try again later.' },
      }),
    )
  })
  closers.push(contentApi.close)
  const app = createApp({
    config: loadConfig({ CONTENT_API_URL: contentApi.url }),
    build: contactBuild(),
    log: createMemoryLogger(),
    revisionFeed: { current: () => 'r1', refresh: async () => {}, close: () => {} },
  })
  closers.push(() => app.close())
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

const form = () =>
  new URLSearchParams({
    full_name: 'Layla Haddad',
    email: 'layla@example.com',
    subject: 'A quote',
    message: 'Please call me.',
    website: '',
    form_token: issueFormToken(SECRET, Date.now() - 20_000),
  })

describe('the contact route over HTTP', () => {
  it.each(['/contact', '/ar/contact', '/contact.data'])(
    'when content-api answers 429 to a post to %s, then web answers 429 with its Retry-After, never cached',
    async (path) => {
      const web = await start()
      const res = await fetch(`${web}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form(),
      })
      await res.arrayBuffer()
      expect(res.status).toBe(429)
      expect(res.headers.get('retry-after')).toBe('540')
      expect(res.headers.get('cache-control')).toBe('private, no-store')
    },
  )
})
