// How fast a change merged on the content remote reaches the public site. Starts the stack with
// CONTENT_GIT_REMOTE on a real git server over smart HTTP (git http-backend), then a developer's
// clone pushes a new product summary N times: each push is followed by a signed push webhook to
// web's POST /hooks/git, and the time until the product page shows the new text is measured
// (p50/p95). Then the same without the webhook: the poll (CONTENT_GIT_POLL_S) brings it.
// It asserts no timings; it fails only when a change never arrives.
//   node --import tsx tests/bench/git-remote.ts      BENCH_PUSHES (20), BENCH_POLL_PUSHES (5)
import { randomBytes } from 'node:crypto'
import { startStackWithRemote } from '../support/content-remote.js'

const PUSHES = Number(process.env.BENCH_PUSHES ?? 20)
const POLL_PUSHES = Number(process.env.BENCH_POLL_PUSHES ?? 5)
const POLL_S = 2
const PRODUCT = 'corvane-rx500-rtu'

const site = await startStackWithRemote(POLL_S)

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

/** Pushes a new summary; with `webhook`, tells the site; resolves with ms until it is served. */
async function round(n: number, webhook: boolean): Promise<number> {
  const marker = `Remote change ${n} ${randomBytes(3).toString('hex')}`
  await site.pushChange(
    `products/${PRODUCT}.md`,
    (text) => text.replace(/^summary: .*$/m, `summary: ${marker}`),
    `developer: summary ${n}`,
  )
  const started = performance.now()
  if (webhook) {
    const res = await site.webhook()
    if (res.status !== 202) throw new Error(`webhook answered ${res.status}`)
  }
  for (;;) {
    const page = await (await fetch(`${site.stack.webUrl}/products/${PRODUCT}`)).text()
    if (page.includes(marker)) return performance.now() - started
    if (performance.now() - started > (POLL_S + 10) * 1000) {
      throw new Error(`push ${n} was not served after ${POLL_S + 10} s`)
    }
    await new Promise((r) => setTimeout(r, 10))
  }
}

try {
  await round(0, true) // the page's first render and the first fetch are not measured
  const webhook: number[] = []
  for (let n = 1; n <= PUSHES; n++) webhook.push(await round(n, true))
  const poll: number[] = []
  for (let n = 1; n <= POLL_PUSHES; n++) poll.push(await round(PUSHES + n, false))
  const row = (name: string, values: number[]) =>
    `| ${name} | ${values.length} | ${percentile(values, 50).toFixed(0)} | ${percentile(values, 95).toFixed(0)} | ${Math.max(...values).toFixed(0)} |`
  console.log('\nRemote change to served page (git http-backend remote, through web)')
  console.log('| path | pushes | p50 ms | p95 ms | max ms |')
  console.log('| --- | --- | --- | --- | --- |')
  console.log(row('signed webhook -> served', webhook))
  console.log(row(`poll every ${POLL_S} s -> served`, poll))
} finally {
  await site.stop()
}
