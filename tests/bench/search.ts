/**
 * Search benchmark: 10,000 generated records (solutions and products, a third with Arabic, a third
 * with French) in a temporary git repository; prints the first search's index build, then p50/p95
 * of the admin's GET /api/search and the visitors' GET /api/site-search for exact, prefix, typo,
 * two-word, Arabic and French queries, one request at a time. Numbers only; nothing is asserted.
 *
 * Run: node --import tsx tests/bench/search.ts   (part of `npm run bench`)
 */
import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { startBenchApi } from './bench-api.ts'

const RECORDS = Number(process.env.BENCH_RECORDS ?? 10_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60)

const WORDS = `battery inverter solar grid storage cooling rack cabinet controller substation
  transformer microgrid hybrid diesel turbine cable meter sensor gateway firewall switch router
  server cluster backup network fibre antenna tower pump valve motor drive conveyor robot
  scada historian analytics dashboard forecast tariff demand response lithium phosphate module
  string combiner tracker panel charger hydrogen electrolyser desalination chiller airflow
  containment busbar breaker relay protection telemetry modem radio satellite camera access
  badge vault cloud edge latency uptime redundancy maintenance warranty training audit`
  .split(/\s+/)
  .filter(Boolean)
const ARABIC =
  'الطاقة الشمسية تخزين البطاريات شبكة محطة تبريد أنظمة مراقبة حماية كهرباء إدارة'.split(' ')
const FRENCH =
  'énergie électricité stockage réseau batterie solaire refroidissement poste contrôleur surveillance protection câble'.split(
    ' ',
  )

/** A deterministic pseudo-random word sequence (the same corpus on every run). */
let seed = 42
const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31)
const words = (list: string[], n: number) =>
  Array.from({ length: n }, () => list[next() % list.length]).join(' ')

/**
 * Prose around the technical words: 5,000 made-up words drawn with a skew (a few common, most
 * rare), as real copy has, so a query does not match nearly every record.
 */
const SYLLABLES = 'ka lo mi ne su ra te vo di pa ge bu fi zo ha ly qu en ar is'.split(' ')
const PROSE = Array.from({ length: 5000 }, (_, i) => {
  let word = ''
  for (let n = i + 7; word.length < 6 || n > 0; n = Math.floor(n / SYLLABLES.length))
    word += SYLLABLES[n % SYLLABLES.length]
  return word
})
const prose = (n: number) =>
  Array.from({ length: n }, () => PROSE[Math.floor(PROSE.length * (next() / 2 ** 31) ** 3)]).join(
    ' ',
  )
/** `n` words of copy: one in eight a technical word */
const copy = (n: number) => `${words(WORDS, Math.ceil(n / 8))} ${prose(n - Math.ceil(n / 8))}`

const gitIn = (cwd: string, ...args: string[]) =>
  execFileSync(
    'git',
    ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.invalid', ...args],
    { cwd },
  )

async function generate(dir: string): Promise<void> {
  for (const folder of ['solutions', 'products', 'media']) {
    await mkdir(path.join(dir, folder), { recursive: true })
  }
  const writes: Array<Promise<void>> = []
  for (let i = 0; i < RECORDS; i++) {
    const translation = (code: string, list: string[]) =>
      `${code}:\n  title: "${words(list, 3)} ${i}"\n  description: "${words(list, 14)}"\n`
    const translated =
      i % 3 === 0 ? translation('ar', ARABIC) : i % 3 === 1 ? translation('fr', FRENCH) : ''
    const title = `${words(WORDS, 3)} ${i}`
    const text =
      i % 2 === 0
        ? `---\ntitle: ${title}\ncategory: Energy\nicon: zap\ndescription: ${copy(20)}\nfeatures:\n  - ${words(WORDS, 4)}\nsort_order: ${i}\n${translated}---\n\n${copy(80)}\n`
        : `---\ntitle: ${title}\nsummary: ${copy(20)}\ncategory: Hardware Systems\nis_active: true\nsort_order: ${i}\n${translated}---\n\n${copy(80)}\n`
    const folder = i % 2 === 0 ? 'solutions' : 'products'
    writes.push(writeFile(path.join(dir, `${folder}/record-${i}.md`), text))
  }
  await Promise.all(writes)
  gitIn(dir, 'init', '-q', '-b', 'main')
  gitIn(dir, 'add', '-A')
  gitIn(dir, 'commit', '-q', '-m', 'generated')
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

async function main() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'search-bench-'))
  const contentDir = path.join(root, 'content')
  try {
    await mkdir(contentDir)
    await generate(contentDir)
    const { service, server, base, token } = await startBenchApi(root, contentDir)
    const admin = { authorization: `Bearer ${token}` }

    // the index is built in the background from start-up: the first search waits for it
    let started = performance.now()
    await fetch(`${base}/search?q=battery`, { headers: admin })
    console.log(
      `search: first query right after start-up at ${RECORDS} records (waits for the index): ${Math.round(performance.now() - started)} ms`,
    )

    const queries = [
      ['exact word', 'inverter', 'en'],
      ['prefix', 'subst', 'en'],
      ['typo', 'trasformer', 'en'],
      ['two words', 'solar storage', 'en'],
      ['Arabic (no hamza, haa)', 'انظمه الطاقه', 'ar'],
      ['French (no accents)', 'electricite reseau', 'fr'],
    ] as const
    let visitor = 0
    /**
     * Wall time per request, and the CPU time this process (server and client both) spent per
     * request: on a machine shared with other work the wall time includes waiting for a core,
     * the CPU time does not.
     */
    const measure = async (url: string, headers: () => Record<string, string>) => {
      const times: number[] = []
      const cpuBefore = process.cpuUsage()
      for (let i = 0; i < ROUNDS; i++) {
        started = performance.now()
        const res = await fetch(url, { headers: headers() })
        await res.arrayBuffer()
        if (!res.ok) throw new Error(`${url}: ${res.status}`)
        times.push(performance.now() - started)
      }
      const cpu = process.cpuUsage(cpuBefore)
      return { times: times.sort((a, b) => a - b), cpuMs: (cpu.user + cpu.system) / 1000 / ROUNDS }
    }
    const rows: Array<Record<string, string | number>> = []
    for (const [label, q, lang] of queries) {
      const api = await measure(`${base}/search?q=${encodeURIComponent(q)}&limit=20`, () => admin)
      // each request from another address, so the per-visitor rate limit measures nothing here
      const site = await measure(
        `${base}/site-search?q=${encodeURIComponent(q)}&lang=${lang}`,
        () => ({ 'x-forwarded-for': `10.1.${Math.floor(++visitor / 250)}.${visitor % 250}` }),
      )
      rows.push({
        query: `${label}: ${q}`,
        'api p50 ms': percentile(api.times, 50).toFixed(1),
        'api p95 ms': percentile(api.times, 95).toFixed(1),
        'api cpu ms': api.cpuMs.toFixed(1),
        'site p50 ms': percentile(site.times, 50).toFixed(1),
        'site p95 ms': percentile(site.times, 95).toFixed(1),
        'site cpu ms': site.cpuMs.toFixed(1),
      })
    }
    console.table(rows)
    const all = (key: string) => rows.map((r) => Number(r[key])).reduce((a, b) => Math.max(a, b), 0)
    console.log(
      `search at ${RECORDS} records: worst query p95 ${all('api p95 ms')} ms at GET /api/search (${all('api cpu ms')} ms CPU a request), ${all('site p95 ms')} ms at GET /api/site-search (${all('site cpu ms')} ms CPU); load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
    )
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await service.close()
  } finally {
    await rm(root, { recursive: true, force: true })
  }
}

await main()
