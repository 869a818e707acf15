/**
 * content-api benchmark: loads 10,000 generated records from a temporary git repository and
 * prints load time, index memory, list/single latency, commits per second under concurrent
 * saves, content-api's own CPU and git processes per one-field save (sequential saves, as an
 * editor makes them), and how long an external edit takes to be served. Numbers only; nothing is
 * asserted.
 *
 * Run: node --expose-gc --import tsx tests/bench/content-api.ts   (part of `npm run bench`)
 */
import { spawnedProcesses } from './spawn-counter.ts'
import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { Session } from 'node:inspector'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { ContentStore } from '../../services/content-api/src/content/content-store.ts'
import { silentLogger } from '@site/platform'
import { startBenchApi } from './bench-api.ts'

const RECORDS = Number(process.env.BENCH_RECORDS ?? 10_000)
const DURATION = Number(process.env.BENCH_DURATION ?? 5)
/** BENCH_SAVE_COST_ONLY=1: only the one-field save's cost and the external edit (a quick profile) */
const SAVE_COST_ONLY = process.env.BENCH_SAVE_COST_ONLY === '1'

const gitIn = (cwd: string, ...args: string[]) =>
  execFileSync(
    'git',
    ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.invalid', ...args],
    { cwd },
  )

async function generate(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'solutions'), { recursive: true })
  await mkdir(path.join(dir, 'clients'), { recursive: true })
  await mkdir(path.join(dir, 'media'), { recursive: true })
  await writeFile(path.join(dir, 'media/logo.png'), Buffer.from('89504e470d0a1a0a', 'hex'))
  const half = Math.floor(RECORDS / 2)
  const writes: Array<Promise<void>> = []
  for (let i = 0; i < half; i++) {
    writes.push(
      writeFile(
        path.join(dir, `solutions/solution-${i}.md`),
        `---\ntitle: Solution ${i}\ncategory: Energy\nicon: zap\ndescription: Generated solution number ${i} for the benchmark.\nfeatures:\n  - Feature one\n  - Feature two\nbenefits:\n  - Benefit\nsort_order: ${i}\n---\n\nA detailed description of solution ${i}, long enough to look like real copy. `.repeat(
          1,
        ) +
          'Lorem ipsum dolor sit amet. '.repeat(20) +
          '\n',
      ),
    )
  }
  for (let i = half; i < RECORDS; i++) {
    writes.push(
      writeFile(
        path.join(dir, `clients/client-${i}.json`),
        JSON.stringify(
          {
            name: `Client ${i}`,
            logo: 'media/logo.png',
            industry: 'Utilities',
            description: 'A client.',
            sort_order: i,
          },
          null,
          2,
        ),
      ),
    )
  }
  await Promise.all(writes)
  gitIn(dir, 'init', '-q', '-b', 'main')
  gitIn(dir, 'add', '-A')
  gitIn(dir, 'commit', '-q', '-m', 'generated')
}

const gc = () => (globalThis as { gc?: () => void }).gc?.()
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

async function load(url: string, title: string, headers: Record<string, string> = {}) {
  const r = await autocannon({ url, connections: 10, duration: DURATION, headers })
  return {
    title,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    answers: `2xx ${r['2xx']}, 3xx ${r['3xx']}, other ${r.non2xx - r['3xx']}`,
  }
}

async function main() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'bench-content-'))
  const contentDir = path.join(root, 'content')
  try {
    let t = performance.now()
    await generate(contentDir)
    console.log(
      `generated ${RECORDS} records + git commit in ${Math.round(performance.now() - t)} ms`,
    )

    gc()
    const heapBefore = process.memoryUsage().heapUsed
    t = performance.now()
    const store = new ContentStore(contentDir, silentLogger)
    await store.loadAll()
    const revision = store.index.revision
    const loadMs = performance.now() - t
    gc()
    const heapAfter = process.memoryUsage().heapUsed
    console.log(
      `load ${RECORDS} records: ${Math.round(loadMs)} ms (revision ${revision}); index heap ≈ ${mb(heapAfter - heapBefore)}`,
    )

    const { service, server, base, token } = await startBenchApi(root, contentDir)

    if (!SAVE_COST_ONLY) await measureReadsAndConcurrentSaves(base, token)
    await measureSaveCost(base, token)

    // an external edit (a developer, a git pull) until it is served
    const samples: number[] = []
    for (let i = 0; i < 10; i++) {
      const file = path.join(contentDir, `clients/client-${i + Math.floor(RECORDS / 2)}.json`)
      const name = `Edited ${i}`
      t = performance.now()
      await writeFile(file, JSON.stringify({ name, logo: 'media/logo.png' }))
      for (;;) {
        const rec = (await (
          await fetch(`${base}/clients/client-${i + Math.floor(RECORDS / 2)}`)
        ).json()) as { name: string }
        if (rec.name === name) break
        await new Promise((r) => setTimeout(r, 5))
      }
      samples.push(performance.now() - t)
    }
    samples.sort((a, b) => a - b)
    console.log(
      `external edit -> served: median ${Math.round(samples[5] ?? 0)} ms, max ${Math.round(samples[9] ?? 0)} ms`,
    )

    server.close()
    await service.close()
    await store.close()
  } finally {
    await rm(root, { recursive: true, force: true })
  }
}

/** Read latency under load (autocannon) and commits per second of concurrent saves. */
async function measureReadsAndConcurrentSaves(base: string, token: string): Promise<void> {
  const rows = [
    await load(`${base}/clients/client-${RECORDS - 1}`, 'GET one record'),
    await load(`${base}/solutions`, `GET list (${Math.floor(RECORDS / 2)} solutions)`),
  ]
  const etag = (await fetch(`${base}/solutions`)).headers.get('etag') ?? ''
  rows.push(
    await load(`${base}/solutions`, 'GET list, If-None-Match (304)', { 'if-none-match': etag }),
  )
  console.log('\nlatency (autocannon, 10 connections, loopback)')
  console.table(
    rows.map((r) => ({
      target: r.title,
      'req/s': r.rps,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      errors: r.errors,
      answers: r.answers,
    })),
  )

  // concurrent saves to different records: each is one commit
  const SAVES = 200
  const slugs = Array.from({ length: SAVES }, (_, i) => `client-${RECORDS - 1 - i}`)
  const versions = await Promise.all(
    slugs.map(
      async (s) =>
        ((await (await fetch(`${base}/clients/${s}`)).json()) as { version: string }).version,
    ),
  )
  const t = performance.now()
  const results = await Promise.all(
    slugs.map((s, i) =>
      fetch(`${base}/clients/${s}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ version: versions[i], industry: `Industry ${i}` }),
      }).then((r) => r.status),
    ),
  )
  const seconds = (performance.now() - t) / 1000
  const ok = results.filter((s) => s === 200).length
  console.log(
    `\n${SAVES} concurrent saves: ${ok} ok in ${seconds.toFixed(1)} s = ${(ok / seconds).toFixed(1)} commits/s`,
  )
}

/**
 * One editor saving one field of one record, save after save: content-api's own CPU per save
 * (process.cpuUsage around each save: this process runs the service; the bench's fetch costs are
 * a small part), its median and p95, the machine's load average beside them (the cores are
 * shared), and the child processes it starts per save (git). Goal: < 25 ms of CPU per save.
 * BENCH_CPU_PROFILE=<file.cpuprofile> also writes a V8 CPU profile of these saves.
 */
async function measureSaveCost(base: string, token: string): Promise<void> {
  const SEQUENTIAL = 60
  const url = `${base}/clients/client-${Math.floor(RECORDS / 2)}`
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` }
  const save = async (i: number) => {
    const { version } = (await (await fetch(url)).json()) as { version: string }
    const res = await fetch(url, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ version, industry: `Sequential ${i}` }),
    })
    if (!res.ok) throw new Error(`save ${i} failed: ${res.status} ${await res.text()}`)
  }
  for (let i = 0; i < 5; i++) await save(i) // warm: JIT, long-lived git processes started
  const profile = await startProfile(process.env.BENCH_CPU_PROFILE)
  const load = os.loadavg()
  const spawnsBefore = spawnedProcesses()
  const cpuBefore = process.cpuUsage()
  const perSave: number[] = []
  const t = performance.now()
  for (let i = 0; i < SEQUENTIAL; i++) {
    const before = process.cpuUsage()
    await save(i + 5)
    const spent = process.cpuUsage(before)
    perSave.push((spent.user + spent.system) / 1000)
  }
  const wallMs = (performance.now() - t) / SEQUENTIAL
  const cpu = process.cpuUsage(cpuBefore)
  const cpuMs = (cpu.user + cpu.system) / 1000 / SEQUENTIAL
  const spawns = (spawnedProcesses() - spawnsBefore) / SEQUENTIAL
  await profile?.stop()
  perSave.sort((a, b) => a - b)
  const at = (p: number) => perSave[Math.min(perSave.length - 1, Math.floor(p * perSave.length))]
  console.log(
    `\none-field save at ${RECORDS} records, ${SEQUENTIAL} in a row: ${wallMs.toFixed(1)} ms each; ` +
      `content-api CPU per save median ${at(0.5)?.toFixed(1)} ms, p95 ${at(0.95)?.toFixed(1)} ms, ` +
      `mean ${cpuMs.toFixed(1)} ms (user ${(cpu.user / 1000 / SEQUENTIAL).toFixed(1)}, ` +
      `system ${(cpu.system / 1000 / SEQUENTIAL).toFixed(1)}); ${spawns.toFixed(1)} processes ` +
      `started per save; load average ${load.map((l) => l.toFixed(1)).join(' ')} (goal < 25 ms)`,
  )
}

/** A V8 CPU profile of this process until stop() (written to `file`), or null without a file. */
async function startProfile(file: string | undefined) {
  if (!file) return null
  const session = new Session()
  session.connect()
  const post = (method: string) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, (error, result) => (error ? reject(error) : resolve(result))),
    )
  await post('Profiler.enable')
  await post('Profiler.start')
  return {
    async stop() {
      const { profile } = (await post('Profiler.stop')) as { profile: unknown }
      await writeFile(file, JSON.stringify(profile))
      session.disconnect()
      console.log(`CPU profile of the saves written to ${file}`)
    },
  }
}

await main()
