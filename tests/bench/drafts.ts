// From an admin's Publish of a draft to the public page showing it: the stack starts, then N
// times a product's summary is saved to its draft (not timed) and published (timed from the
// publish request until web's public product page carries the new text). Prints p50/p95/max.
// It asserts no timings; it fails only when a publish fails or never shows.
//   node --import tsx tests/bench/drafts.ts      BENCH_PUBLISHES (default 20)
import { randomBytes } from 'node:crypto'
import { startStack } from '../support/stack.js'

const ADMIN = { email: 'bench@example.com', password: 'bench-password-123' }
const PUBLISHES = Number(process.env.BENCH_PUBLISHES ?? 20)
const PRODUCT = 'corvane-rx500-rtu'

const stack = await startStack({
  demoMode: false,
  env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
})
const api = `${stack.contentApiUrl}/api`
const page = `${stack.webUrl}/products/${PRODUCT}`

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

try {
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const { token } = (await login.json()) as { token: string }
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  await fetch(page) // the page's first render is not measured

  const times: number[] = []
  for (let n = 0; n < PUBLISHES; n++) {
    const marker = `Published ${n} ${randomBytes(3).toString('hex')}`
    const product = (await (await fetch(`${api}/products/${PRODUCT}`, { headers })).json()) as {
      id?: string
      slug?: string
      partner_details?: unknown
      [key: string]: unknown
    }
    const { id: _id, slug: _slug, partner_details: _p, ...fields } = product
    const saved = await fetch(`${api}/drafts/products/${PRODUCT}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...fields, summary: marker }),
    })
    if (!saved.ok) throw new Error(`draft save ${n} answered ${saved.status}`)
    const started = performance.now()
    const published = await fetch(`${api}/drafts/products/${PRODUCT}/publish`, {
      method: 'POST',
      headers,
      body: '{}',
    })
    if (!published.ok) throw new Error(`publish ${n} answered ${published.status}`)
    for (;;) {
      if ((await (await fetch(page)).text()).includes(marker)) break
      if (performance.now() - started > 10_000) throw new Error(`publish ${n} never showed`)
      await new Promise((r) => setTimeout(r, 5))
    }
    times.push(performance.now() - started)
  }
  console.log('\nPublish of a draft to the public page showing it (through web)')
  console.log('| publishes | p50 ms | p95 ms | max ms |')
  console.log('| --- | --- | --- | --- |')
  console.log(
    `| ${times.length} | ${percentile(times, 50).toFixed(0)} | ${percentile(times, 95).toFixed(0)} | ${Math.max(...times).toFixed(0)} |`,
  )
} finally {
  await stack.stop()
}
