import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import {
  ExternalLinkChecker,
  LINK_CHECK_DEFAULTS,
  type LinkCheckerOptions,
} from './link-checker.js'

/** A local HTTP server answering each path as `answer` says; it records what it was sent. */
async function server(answer: (req: IncomingMessage) => number | 'never') {
  const seen: Array<{ method: string; path: string; userAgent: string }> = []
  const http: Server = createServer((req, res) => {
    seen.push({
      method: req.method ?? '',
      path: req.url ?? '',
      userAgent: req.headers['user-agent'] ?? '',
    })
    const status = answer(req)
    if (status === 'never') return // holds the request open: a server that never answers
    res.writeHead(status, { 'content-type': 'text/plain' }).end('body')
  })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  servers.push(http)
  return { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, seen }
}

const servers: Server[] = []
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections()
    await new Promise((resolve) => s.close(resolve))
  }
})

const USER_AGENT = 'falcongridworks.example link checker (+https://falcongridworks.example)'

function checker(overrides: Partial<LinkCheckerOptions> = {}) {
  return new ExternalLinkChecker({
    ...LINK_CHECK_DEFAULTS,
    userAgent: USER_AGENT,
    allowPrivate: true,
    // different hosts each test; same-host spacing is asserted with an injected clock below
    perHostMs: 0,
    timeoutMs: 500,
    ...overrides,
  })
}

const linked = (...urls: string[]) => urls.map((url) => ({ field: 'detailed_description', url }))

describe('the external link checker', () => {
  it('when links answer 200, 404 and 500, then the 404 and the 500 are warnings naming their status', async () => {
    const site = await server((req) => Number(req.url?.slice(1)))
    const links = checker()
    links.linksOf(
      'solutions/solar.md',
      linked(`${site.url}/200`, `${site.url}/404`, `${site.url}/500`),
    )
    await links.idle()
    expect(links.problemsOf('solutions/solar.md')).toEqual([
      {
        file: 'solutions/solar.md',
        field: 'detailed_description',
        severity: 'warning',
        message: `Link to ${site.url}/404: answers 404`,
      },
      {
        file: 'solutions/solar.md',
        field: 'detailed_description',
        severity: 'warning',
        message: `Link to ${site.url}/500: answers 500`,
      },
    ])
  })

  it('when a server never answers, then the link is a warning that it did not answer in time', async () => {
    const site = await server(() => 'never')
    const links = checker({ timeoutMs: 200 })
    links.linksOf('solutions/solar.md', linked(`${site.url}/slow`))
    await links.idle()
    expect(links.problemsOf('solutions/solar.md')).toEqual([
      expect.objectContaining({
        message: `Link to ${site.url}/slow: does not answer (no answer within 0.2 s)`,
      }),
    ])
  })

  it('when a server refuses HEAD, then a GET decides; every request names the site in its User-Agent', async () => {
    const site = await server((req) => (req.method === 'HEAD' ? 405 : 200))
    const links = checker()
    links.linksOf('solutions/solar.md', linked(`${site.url}/page`))
    await links.idle()
    expect(links.problemsOf('solutions/solar.md')).toEqual([])
    expect(site.seen).toEqual([
      { method: 'HEAD', path: '/page', userAgent: USER_AGENT },
      { method: 'GET', path: '/page', userAgent: USER_AGENT },
    ])
  })

  it('when one host is linked three times and another once, then the checker spaces the first host a second apart and does not hold the other', async () => {
    const a = await server(() => 200)
    const b = await server(() => 200)
    let now = 1_000_000
    const sent: Array<{ method: string; url: string; at: number }> = []
    const links = checker({
      perHostMs: 1000,
      clock: () => now,
      // the injected timer moves the injected clock: nothing waits on wall time
      wait: async (ms) => {
        now += ms
      },
      onRequest: (r) => sent.push(r),
    })
    links.linksOf(
      'solutions/solar.md',
      linked(`${a.url}/1`, `${a.url}/2`, `${a.url}/3`, `${b.url}/1`),
    )
    await links.idle()
    const start = 1_000_000
    expect(sent.filter((r) => r.url.startsWith(a.url)).map((r) => r.at - start)).toEqual([
      0, 1000, 2000,
    ])
    expect(sent.filter((r) => r.url.startsWith(b.url)).map((r) => r.at - start)).toEqual([0])
    expect(sent.every((r) => r.method === 'HEAD')).toBe(true)
  })

  it('when an answer is younger than its time to live, then it is not asked again; older, it is', async () => {
    const site = await server(() => 404)
    let now = 0
    const links = checker({ ttlMs: 60_000, clock: () => now })
    const urls = linked(`${site.url}/gone`)
    links.linksOf('solutions/solar.md', urls)
    await links.idle()
    links.linksOf('solutions/hybrid.md', urls)
    await links.idle()
    expect(site.seen.filter((r) => r.method === 'HEAD')).toHaveLength(1)
    now = 60_001
    links.recheckStale()
    await links.idle()
    expect(site.seen.filter((r) => r.method === 'HEAD')).toHaveLength(2)
  })

  it('when more addresses are linked than it keeps, or private ones without leave, then the rest are not asked', async () => {
    const site = await server(() => 200)
    const bounded = checker({ maxUrls: 2 })
    bounded.linksOf('solutions/solar.md', linked(`${site.url}/1`, `${site.url}/2`, `${site.url}/3`))
    await bounded.idle()
    expect(site.seen.map((r) => r.path)).toEqual(['/1', '/2'])
    const strict = checker({ allowPrivate: false })
    strict.linksOf(
      'solutions/solar.md',
      linked(`${site.url}/4`, 'http://localhost/x', 'http://[::1]/y'),
    )
    await strict.idle()
    expect(site.seen.map((r) => r.path)).toEqual(['/1', '/2'])
  })
})
