// The edge's page cache (Varnish in the edge image, docker/edge/default.vcl) in the whole compose
// stack: what it keeps and answers itself (X-Cache: HIT), what it never keeps, and its purge by tag
// from content-api's revision stream (docker/edge/purger.mjs) after a save made through content-api.
import {
  DockerComposeEnvironment,
  type StartedDockerComposeEnvironment,
  type StartedTestContainer,
  Wait,
} from 'testcontainers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePorts } from '../support/free-ports.js'
import { repoRoot } from '../support/stack.js'

const admin = { email: 'owner@example.invalid', password: 'edge-cache-test-password-1' }
/** the product the test saves, and a page that reads nothing of the products folder */
const PRODUCT = 'corvane-rx500-rtu'
const PRODUCT_PAGE = `/products/${PRODUCT}`
const UNRELATED_PAGE = '/about'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Signs in to content-api from inside web's container (content-api is not published) and sets
 * the product's summary; prints the status of the save. */
const saveScript = `
const api = 'http://content-api:4100/api'
const login = await fetch(api + '/auth/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: process.env.E, password: process.env.P }),
})
const { token } = await login.json()
const auth = { authorization: 'Bearer ' + token }
const { version } = await (await fetch(api + '/products/' + process.env.SLUG, { headers: auth })).json()
const saved = await fetch(api + '/products/' + process.env.SLUG, {
  method: 'PATCH',
  headers: { ...auth, 'content-type': 'application/json' },
  body: JSON.stringify({ version, summary: process.env.SUMMARY }),
})
console.log(saved.status)
`

describe('the edge page cache in the compose stack', () => {
  let environment: StartedDockerComposeEnvironment | undefined
  let web: StartedTestContainer
  let edge: StartedTestContainer
  let edgeUrl: string

  const get = async (pathname: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${edgeUrl}${pathname}`, { headers, redirect: 'manual' })
    return { status: res.status, cache: res.headers.get('x-cache'), res, body: await res.text() }
  }
  /** sets the product's summary through content-api, as an editor's save does */
  const save = async (summary: string) => {
    const saved = await web.exec(['node', '--input-type=module', '-e', saveScript], {
      env: { E: admin.email, P: admin.password, SLUG: PRODUCT, SUMMARY: summary },
    })
    expect(saved.stdout.trim()).toBe('200')
  }
  /** asks until the edge has the page (a miss fills it) and answers it itself */
  const cached = async (pathname: string, headers: Record<string, string> = {}) => {
    for (let i = 0; i < 30; i++) {
      const answer = await get(pathname, headers)
      if (answer.cache === 'HIT') return answer
      // a page web just made at a revision the edge's purger has not brought yet is not kept
      await sleep(100)
    }
    throw new Error(`${pathname} never a hit`)
  }

  beforeAll(async () => {
    const [port] = (await freePorts(1)) as [number]
    environment = await new DockerComposeEnvironment(repoRoot, 'docker-compose.yml')
      .withProjectName(`site-edge-cache-${process.pid}-${Date.now().toString(36)}`)
      .withBuild()
      .withEnvironment({
        WEB_PUBLISHED_PORT: String(port),
        DEMO_MODE: 'false',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        PUBLIC_MEDIA_URL: '',
      })
      .withWaitStrategy('content-api-1', Wait.forHealthCheck())
      .withWaitStrategy('media-1', Wait.forHealthCheck())
      .withWaitStrategy('web-1', Wait.forHealthCheck())
      .withWaitStrategy('edge-1', Wait.forHealthCheck())
      .withStartupTimeout(180_000)
      .up()
    web = environment.getContainer('web-1')
    edge = environment.getContainer('edge-1')
    edgeUrl = `http://${edge.getHost()}:${edge.getMappedPort(8080)}`
  })

  afterAll(async () => {
    await environment?.down({ removeVolumes: true, timeout: 20_000 })
  })

  it('when a public page is asked again, then the edge answers it itself (X-Cache: HIT) with the same page and its tags', async () => {
    const first = await get('/solutions')
    expect(first.status).toBe(200)
    const again = await cached('/solutions')
    expect(again.body).toBe(first.body)
    expect(again.res.headers.get('surrogate-key')).toBeTruthy()
    // the purge tags stay inside the edge
    expect(again.res.headers.get('xkey')).toBeNull()
  })

  it('when a product is saved, then the edge purges its page (the next answer is a miss with the new text) and another page stays a hit', async () => {
    const productBefore = await cached(PRODUCT_PAGE)
    const unrelatedBefore = await cached(UNRELATED_PAGE)
    // the page the test keeps must not read what the save changes
    expect(unrelatedBefore.res.headers.get('surrogate-key')?.split(' ')).not.toEqual(
      expect.arrayContaining(['products/']),
    )
    const summary = `Edge purge check ${Date.now().toString(36)}`
    expect(productBefore.body).not.toContain(summary)

    await save(summary)

    // the purge follows the revision stream: a few tries while it arrives, well inside s-maxage
    let after = await get(PRODUCT_PAGE)
    for (let i = 0; i < 40 && !after.body.includes(summary); i++) {
      await sleep(100)
      after = await get(PRODUCT_PAGE)
    }
    expect(after.body).toContain(summary)
    // emptied by the purge, not refreshed in the background after expiring (that would be a hit)
    expect(after.cache).toBe('MISS')
    const unrelatedAfter = await get(UNRELATED_PAGE)
    expect(unrelatedAfter.cache).toBe('HIT')
    expect(unrelatedAfter.body).toBe(unrelatedBefore.body)
  })

  it('when the admin, a preview, a form post or a signed-in visitor asks, then the edge never keeps the answer', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await get('/admin/login')).cache).toBe('PASS')
      expect((await get(`/preview/products/${PRODUCT}`)).cache).toBe('PASS')
      expect((await get('/', { cookie: '__session=not-a-real-session' })).cache).toBe('PASS')
      const posted = await fetch(`${edgeUrl}/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'name=Edge&email=edge%40example.invalid&message=never%20kept',
        redirect: 'manual',
      })
      expect(posted.headers.get('x-cache')).toBe('PASS')
    }
  })

  it('when a page is asked with campaign parameters or with the consent and other cookies, then it is the same cached page', async () => {
    const plain = await cached('/products')
    const tagged = await get('/products?utm_source=news&utm_campaign=x&fbclid=abc&gclid=def')
    expect(tagged.cache).toBe('HIT')
    expect(tagged.body).toBe(plain.body)
    const withCookies = await get('/products', { cookie: 'cookie_consent=accepted; lang=ar' })
    expect(withCookies.cache).toBe('HIT')
  })

  it('when pages are asked with brotli, gzip or no compression, then each encoding is kept as its own variant', async () => {
    const br = await cached('/sectors', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.res.headers.get('content-encoding')).toBe('br')
    const gzip = await cached('/sectors', { 'accept-encoding': 'gzip' })
    expect(gzip.res.headers.get('content-encoding')).toBe('gzip')
    const identity = await cached('/sectors', { 'accept-encoding': 'identity' })
    expect(identity.res.headers.get('content-encoding')).toBeNull()
    expect(identity.body).toBe(br.body)
  })

  it('when a PURGE comes to the public port, then it is refused and nothing is purged', async () => {
    await cached('/solutions')
    const res = await fetch(`${edgeUrl}/solutions`, {
      method: 'PURGE',
      headers: { 'xkey-purge': 'all settings/' },
    })
    expect(res.status).toBe(405)
    expect((await get('/solutions')).cache).toBe('HIT')
  })

  it("when the edge's last purge brought another revision than web's pages are at, then it keeps none of them until a purge brings theirs", async () => {
    // what a purger ahead of web's replicas does: a purge (of no page) with the revision it holds to
    const purge = `fetch('http://127.0.0.1:8090/', { method: 'PURGE',
      headers: { 'xkey-purge': 'no-such-tag', 'x-content-revision': 'a-revision-web-has-not-heard-of' } })
      .then((r) => console.log(r.status))`
    const purged = await edge.exec(['node', '-e', purge])
    expect(purged.stdout.trim()).toBe('200')
    for (let i = 0; i < 3; i++) expect((await get('/sectors/energy')).cache).toBe('PASS')

    // the purger's purge of a real save brings the revision web's pages are at
    await save(`Edge revision check ${Date.now().toString(36)}`)
    await cached('/sectors/energy')
  })
})
