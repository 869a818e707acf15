// Load benchmark of the production build: starts the stack on loopback (tests/support/stack.ts),
// warms it up, then runs autocannon against each target in turn and prints a table. It asserts no
// timings (machines differ); it fails only when a target answered with errors or non-2xx.
//   npm run bench                 BENCH_DURATION=seconds (default 8), BENCH_CONNECTIONS (20)
import os from 'node:os'
import autocannon from 'autocannon'
import { type Stack, startStack } from '../support/stack.js'

const durationSeconds = positiveNumber('BENCH_DURATION', 8)
const connections = positiveNumber('BENCH_CONNECTIONS', 20)
const WARMUP_REQUESTS = 20

interface Target {
  name: string
  url: string
}

interface Row {
  target: string
  requestsPerSecond: number
  p50: number
  p99: number
  failures: number
}

function positiveNumber(variable: string, fallback: number): number {
  const raw = process.env[variable]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${variable} must be a positive number, got "${raw}"`)
  }
  return value
}

function targetsOf(stack: Stack): Target[] {
  return [
    { name: 'web GET /', url: `${stack.webUrl}/` },
    { name: 'web GET /solutions/energy-systems', url: `${stack.webUrl}/solutions/energy-systems` },
    { name: 'content-api GET /api/solutions', url: `${stack.contentApiUrl}/api/solutions` },
    {
      name: 'media GET variant (cached, 640 webp)',
      url: `${stack.mediaUrl}/media/solution-energy-systems.jpg?w=640&f=webp`,
    },
  ]
}

/** Sequential requests first: JIT, SSR caches and (for media) the variant on disk are warm. */
async function warmUp(target: Target): Promise<void> {
  for (let i = 0; i < WARMUP_REQUESTS; i++) {
    const response = await fetch(target.url)
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`warm-up of ${target.name}: status ${response.status}`)
  }
}

async function measure(target: Target): Promise<Row> {
  const result = await autocannon({
    url: target.url,
    connections,
    duration: durationSeconds,
  })
  return {
    target: target.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  }
}

function printTable(rows: Row[]): void {
  const header = ['target', 'req/s (avg)', 'p50 ms', 'p99 ms', 'errors/non-2xx']
  const cells = rows.map((row) => [
    row.target,
    row.requestsPerSecond.toFixed(0),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
    String(row.failures),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)))
  const line = (values: string[]) =>
    values
      .map((v, i) => (i === 0 ? v.padEnd(widths[i] ?? 0) : v.padStart(widths[i] ?? 0)))
      .join('  ')
  console.log(line(header))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const c of cells) console.log(line(c))
}

async function main(): Promise<number> {
  console.log(
    `node ${process.version}, ${os.cpus().length} CPUs, ${connections} connections, ` +
      `${durationSeconds} s per target, stack on loopback (NODE_ENV=production)`,
  )
  const stack = await startStack()
  try {
    const targets = targetsOf(stack)
    for (const target of targets) await warmUp(target)
    const rows: Row[] = []
    for (const target of targets) {
      process.stdout.write(`measuring ${target.name}...\n`)
      rows.push(await measure(target))
    }
    console.log('')
    printTable(rows)
    const failed = rows.filter((row) => row.failures > 0)
    if (failed.length > 0) {
      console.error(`\nerrors or non-2xx answers: ${failed.map((r) => r.target).join(', ')}`)
      for (const [name, output] of Object.entries(stack.logs())) {
        console.error(`\n--- ${name} (last lines) ---\n${output.split('\n').slice(-15).join('\n')}`)
      }
      return 1
    }
    return 0
  } finally {
    await stack.stop()
  }
}

process.exitCode = await main()
