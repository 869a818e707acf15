/**
 * Content checks benchmark: over generated solutions whose Markdown links to each other (one
 * "hub" record linked by HUB_LINKERS of them), prints the first full check after start-up, the
 * cost of a reload (what a save, a pull or a hand edit runs) without and with the checks
 * listening, the reload of the hub (its linkers are re-checked), and the dashboard's read of all
 * problems. Numbers only; nothing is asserted.
 *
 * Run: node --import tsx tests/bench/content-checks.ts   (BENCH_RECORDS=5000 by default)
 */
import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { silentLogger } from '@site/platform'
import { ContentChecks } from '../../services/content-api/src/check/content-checks.ts'
import { ContentStore } from '../../services/content-api/src/content/content-store.ts'

const RECORDS = Number(process.env.BENCH_RECORDS ?? 5_000)
const HUB_LINKERS = 200
const RELOADS = 40

const body = (i: number) =>
  [
    `## Overview of solution ${i}`,
    '',
    'Lorem ipsum dolor sit amet. '.repeat(15),
    '',
    `See [the next one](/solutions/solution-${(i + 1) % RECORDS}), ` +
      `[a missing one](/solutions/missing-${i}) and ` +
      (i < HUB_LINKERS ? '[the hub](/solutions/hub).' : '[contact us](/contact).'),
    '',
    '### Details',
    '',
    '![Panels on a roof](/media/panel.jpg)',
  ].join('\n')

const record = (title: string, text: string) =>
  `---\ntitle: ${title}\ndescription: ${title} for the benchmark.\n---\n\n${text}\n`

async function generate(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'solutions'), { recursive: true })
  const writes: Array<Promise<void>> = [
    writeFile(path.join(dir, 'solutions/hub.md'), record('Hub', 'The hub.')),
  ]
  for (let i = 0; i < RECORDS; i++) {
    writes.push(
      writeFile(path.join(dir, `solutions/solution-${i}.md`), record(`Solution ${i}`, body(i))),
    )
  }
  await Promise.all(writes)
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: dir })
}

const ms = (n: number) => `${n.toFixed(2)} ms`
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0

/** The median time of a reload after rewriting the file with a new line each time. */
async function reloadCost(store: ContentStore, dir: string, file: string, title: string) {
  const times: number[] = []
  for (let n = 0; n < RELOADS; n++) {
    await writeFile(path.join(dir, file), record(title, `${body(7)}\n\nEdit ${n}.`))
    const started = performance.now()
    await store.reload(file)
    times.push(performance.now() - started)
  }
  return median(times)
}

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-checks-'))
  try {
    await generate(dir)
    const store = new ContentStore(dir, silentLogger)
    await store.loadAll()
    console.log(`${RECORDS + 1} records loaded`)

    const plain = await reloadCost(store, dir, 'solutions/solution-7.md', 'Solution 7')
    console.log(`reload of one record, no checks: ${ms(plain)} (median of ${RELOADS})`)

    const checks = new ContentChecks(store, silentLogger)
    let started = performance.now()
    await checks.start()
    console.log(`first full check of every record: ${ms(performance.now() - started)}`)

    const checked = await reloadCost(store, dir, 'solutions/solution-7.md', 'Solution 7')
    console.log(`reload of one record, with the checks: ${ms(checked)}`)
    const hub = await reloadCost(store, dir, 'solutions/hub.md', 'Hub')
    console.log(`reload of a record ${HUB_LINKERS} others link to, with the checks: ${ms(hub)}`)

    started = performance.now()
    const all = checks.all()
    console.log(
      `all problems (the dashboard's read, SEO compared afresh): ${ms(performance.now() - started)}, ${all.length} problems`,
    )
    started = performance.now()
    checks.all()
    console.log(`all problems again (same revision): ${ms(performance.now() - started)}`)
    checks.stop()
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

await main()
