// What the load benchmarks share (run.ts, analytics.ts): autocannon against one target at a time,
// a warm-up, and the table they print.
import autocannon from 'autocannon'

export interface Target {
  name: string
  url: string
  headers?: Record<string, string>
  /** POST targets: the method and body sent with every request */
  method?: 'GET' | 'POST'
  body?: string
  /** the row this one is compared with (ratio column) */
  versus?: string
  /** headers that change from one request to the next (e.g. a browser of its own each) */
  varyHeaders?: () => Record<string, string>
}

export interface Row {
  target: string
  requestsPerSecond: number
  p50: number
  p99: number
  failures: number
  versus?: string
}

export function positiveNumber(variable: string, fallback: number): number {
  const raw = process.env[variable]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${variable} must be a positive number, got "${raw}"`)
  }
  return value
}

/** BENCH_DURATION (seconds per target, default 8) and BENCH_CONNECTIONS (default 20). */
export function loadSettings() {
  return {
    durationSeconds: positiveNumber('BENCH_DURATION', 8),
    connections: positiveNumber('BENCH_CONNECTIONS', 20),
  }
}

const WARMUP_REQUESTS = 20

/** Sequential requests first: JIT, SSR caches and (for media) the variant on disk are warm. */
export async function warmUp(target: Target): Promise<void> {
  for (let i = 0; i < WARMUP_REQUESTS; i++) {
    const response = await fetch(target.url, {
      method: target.method ?? 'GET',
      headers: { ...target.headers, ...target.varyHeaders?.() },
      ...(target.body !== undefined ? { body: target.body } : {}),
    })
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`warm-up of ${target.name}: status ${response.status}`)
  }
}

export async function measure(
  target: Target,
  settings: { connections: number; durationSeconds: number },
): Promise<Row> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    ...(target.body !== undefined ? { body: target.body } : {}),
    connections: settings.connections,
    duration: settings.durationSeconds,
    ...(target.varyHeaders
      ? {
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, ...target.varyHeaders?.() },
              }),
            },
          ],
        }
      : {}),
  })
  return {
    target: target.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    ...(target.versus ? { versus: target.versus } : {}),
  }
}

export function printTable(rows: Row[]): void {
  const header = ['target', 'req/s (avg)', 'p50 ms', 'p99 ms', 'errors/non-2xx', 'ratio']
  const cells = rows.map((row) => {
    const reference = rows.find((r) => r.target === row.versus)
    return [
      row.target,
      row.requestsPerSecond.toFixed(0),
      row.p50.toFixed(1),
      row.p99.toFixed(1),
      String(row.failures),
      reference ? `${(row.requestsPerSecond / reference.requestsPerSecond).toFixed(2)} x` : '',
    ]
  })
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)))
  const line = (values: string[]) =>
    values
      .map((v, i) => (i === 0 ? v.padEnd(widths[i] ?? 0) : v.padStart(widths[i] ?? 0)))
      .join('  ')
  console.log(line(header))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const c of cells) console.log(line(c))
}
