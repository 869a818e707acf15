import { createMemoryLogger } from '@site/platform'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanUpRemotes, startWithRemote } from '../test-support/remote-repo.js'
import { createHttp, editable } from '../test-support/http.js'
import { startTestApi } from '../test-support/test-repo.js'

/** The value of one sample line (`name{labels} value`), 0 when the scrape has none. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

const scrape = async (url: string) => (await fetch(`${url}/metrics`)).text()

const contactMessage = {
  full_name: 'Layla Haddad',
  email: 'layla@example.com',
  company: 'Desert Utilities',
  phone: '+971 50 123 4567',
  subject: 'Solar for a warehouse',
  service: 'energy-management',
  message: 'We would like a quote for a 2 MW rooftop plant.',
  guard: { website: '', elapsed_ms: 12_000 },
}

const closers: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
  await cleanUpRemotes()
})

async function started(options: Parameters<typeof startTestApi>[0] = {}) {
  const api = await startTestApi(options)
  closers.push(() => api.close())
  return { api, http: createHttp(`${api.url}/api`), token: await api.login() }
}

describe('content-api /metrics', () => {
  it('when scraped, then saves, commits, git lock, outbox and HTTP metrics are there with their types', async () => {
    const { api } = await started()
    const res = await fetch(`${api.url}/metrics`)
    expect(res.status).toBe(200)
    const text = await res.text()
    for (const [name, type] of [
      ['site_content_saves_total', 'counter'],
      ['site_content_commits_total', 'counter'],
      ['site_git_locked', 'gauge'],
      ['site_outbox_pending', 'gauge'],
      ['http_requests_total', 'counter'],
      ['http_request_duration_seconds', 'histogram'],
      ['process_cpu_user_seconds_total', 'counter'],
    ])
      expect(text).toContain(`# TYPE ${name} ${type}`)
    expect(sample(text, 'site_git_locked')).toBe(0)
    // without CONTENT_GIT_REMOTE there is no remote state to report
    expect(text).not.toMatch(/^site_git_remote_reachable /m)
  })

  it('when a record is saved, then a save and a commit are counted and its request under the route pattern', async () => {
    const { api, http, token } = await started()
    const before = await scrape(api.url)
    const record = (await http.get<Record<string, unknown>>('/solutions/energy-systems', token))
      .body
    const saved = await http.post(
      '/solutions/energy-systems',
      { ...editable(record), title: 'Energy systems, renewed' },
      token,
    )
    expect(saved.status).toBe(200)
    const refused = await http.post('/solutions/energy-systems', { title: '' }, token)
    expect(refused.status).toBeGreaterThanOrEqual(400)
    const after = await scrape(api.url)
    const ok = 'site_content_saves_total{target="records",outcome="ok"}'
    expect(sample(after, ok)).toBe(sample(before, ok) + 1)
    expect(sample(after, 'site_content_saves_total{target="records",outcome="refused"}')).toBe(1)
    expect(sample(after, 'site_content_commits_total')).toBe(
      sample(before, 'site_content_commits_total') + 1,
    )
    expect(
      sample(after, 'http_requests_total{method="POST",route="/api/solutions/:slug",status="200"}'),
    ).toBe(1)
    expect(after).not.toContain('energy-systems')
  })

  it('when paths no route knows are asked, then they share one route label', async () => {
    const { api } = await started()
    for (const path of ['/api/nothing/1', '/api/nothing/2', '/wp-login.php'])
      expect((await fetch(`${api.url}${path}`)).status).toBe(404)
    const text = await scrape(api.url)
    expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(3)
    expect(text).not.toContain('wp-login')
  })

  it('when a contact message waits for a mail server that does not answer, then the outbox counts it', async () => {
    const { api, http } = await started({
      mail: {
        smtpUrl: 'smtp://127.0.0.1:9',
        notifyEmail: 'team@example.com',
        from: 'Site <no-reply@example.com>',
      },
    })
    expect(sample(await scrape(api.url), 'site_outbox_pending')).toBe(0)
    expect((await http.post('/contacts', contactMessage)).status).toBe(201)
    expect(sample(await scrape(api.url), 'site_outbox_pending')).toBe(1)
  })

  it('when there is a remote, then its reachability, pending commits and last push are reported, and an unreachable remote is 0', async () => {
    const r = await startWithRemote()
    await r.save('/solutions/energy-systems', { title: 'Pushed title' })
    await r.sync()
    let text = await scrape(r.api.url)
    expect(sample(text, 'site_git_remote_reachable')).toBe(1)
    expect(sample(text, 'site_git_pending_commits')).toBe(0)
    expect(sample(text, 'site_git_last_push_timestamp_seconds')).toBeGreaterThan(
      Date.now() / 1000 - 60,
    )
    expect(sample(text, 'site_git_last_fetch_timestamp_seconds')).toBeGreaterThan(0)
    await r.remoteDown()
    await r.sync()
    text = await scrape(r.api.url)
    expect(sample(text, 'site_git_remote_reachable')).toBe(0)
  })

  it('when METRICS_TOKEN is set, then a scrape without it or with another is 401, with it 200', async () => {
    const { api } = await started({ metricsToken: 'content-metrics-token' })
    expect((await fetch(`${api.url}/metrics`)).status).toBe(401)
    const wrong = await fetch(`${api.url}/metrics`, {
      headers: { authorization: 'Bearer content-metrics-tokem' },
    })
    expect(wrong.status).toBe(401)
    const right = await fetch(`${api.url}/metrics`, {
      headers: { authorization: 'Bearer content-metrics-token' },
    })
    expect(right.status).toBe(200)
  })
})

describe('content-api request ids', () => {
  it('when a request brings an X-Request-Id, then it is answered and every log line of the request carries it', async () => {
    const logger = createMemoryLogger('content-api')
    const { api } = await started({ logger })
    const res = await fetch(`${api.url}/api/revision`, { headers: { 'X-Request-Id': 'web-42' } })
    expect(res.headers.get('x-request-id')).toBe('web-42')
    const lines = logger.lines.filter((l) => l.requestId === 'web-42')
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'request',
        method: 'GET',
        path: '/api/revision',
        status: 200,
      }),
    ])
    expect(Object.keys(lines[0] ?? {})).toEqual([
      'time',
      'level',
      'service',
      'msg',
      'requestId',
      'method',
      'path',
      'status',
      'ms',
    ])
  })
})
