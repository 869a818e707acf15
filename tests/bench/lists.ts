/**
 * Admin list benchmark: 10,000 generated products in a temporary git repository; prints the
 * server time of an editor's list first screen (a page of 50: sorted, filtered, searched) beside
 * the whole-list read it replaces, and the time of a bulk action and a reorder (one commit each).
 * Numbers only; nothing is asserted.
 *
 * Run: node --import tsx tests/bench/lists.ts   (part of `npm run bench`)
 */
import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { startBenchApi } from './bench-api.ts'

const RECORDS = Number(process.env.BENCH_RECORDS ?? 10_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 20)
const categories = ['Storage', 'Hardware Systems', 'Software', 'Networking']

async function generate(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'products'), { recursive: true })
  const writes: Array<Promise<void>> = []
  for (let i = 0; i < RECORDS; i++) {
    writes.push(
      writeFile(
        path.join(dir, `products/product-${i}.md`),
        `---\ntitle: Product ${i}${i % 97 === 0 ? ' LFP' : ''}\nsummary: Generated product ${i} for the list benchmark.\ncategory: ${categories[i % categories.length]}\nis_featured: ${i % 10 === 0}\nis_active: ${i % 7 !== 0}\nsort_order: ${i}\n---\n\n${'A product description. '.repeat(20)}\n`,
      ),
    )
  }
  await Promise.all(writes)
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Bench', '-c', 'user.email=b@example.invalid', ...args], {
      cwd: dir,
    })
  git('init', '-q', '-b', 'main')
  git('add', '-A')
  git('commit', '-q', '-m', 'generated')
}

/** Median and worst of RUNS timed calls, in ms. */
async function timed(run: () => Promise<unknown>): Promise<{ median: number; max: number }> {
  const samples: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now()
    await run()
    samples.push(performance.now() - t)
  }
  samples.sort((a, b) => a - b)
  return {
    median: Math.round(samples[Math.floor(samples.length / 2)] ?? 0),
    max: Math.round(samples[samples.length - 1] ?? 0),
  }
}

async function main() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'bench-lists-'))
  const contentDir = path.join(root, 'content')
  try {
    await generate(contentDir)
    const { service, server, base, token } = await startBenchApi(root, contentDir)
    const auth = { authorization: `Bearer ${token}` }
    const read = (query: string) =>
      fetch(`${base}/products${query}`, { headers: auth }).then(async (r) => {
        if (r.status !== 200) throw new Error(`${query}: ${r.status}`)
        return r.arrayBuffer()
      })

    const reads: Array<[string, string]> = [
      ['whole list (the admin before: every record, cached per revision)', ''],
      ['first screen: page of 50, public order', '?limit=50'],
      ['first screen: sorted by title, descending', '?sort=title&order=desc&limit=50'],
      [
        'first screen: inactive, category Storage',
        '?filter=status:inactive&filter=category:Storage&limit=50',
      ],
      ['first screen: search "lfp"', '?q=lfp&limit=50'],
      [
        'first screen: translation missing (every record checked)',
        '?filter=status:missing&limit=50',
      ],
    ]
    console.log(`\nadmin list of ${RECORDS} products, server time (median / max of ${RUNS} reads)`)
    const rows = []
    for (const [what, query] of reads) {
      const size = (await read(query)).byteLength
      const { median, max } = await timed(() => read(query))
      rows.push({
        read: what,
        'median ms': median,
        'max ms': max,
        'answer KB': Math.round(size / 1024),
      })
    }
    console.table(rows)

    const post = (method: string, url: string, body: unknown) =>
      fetch(`${base}${url}`, {
        method,
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.status)
    const fifty = Array.from({ length: 50 }, (_, i) => `product-${i + 1}`)
    let t = performance.now()
    const bulk = await post('POST', '/products/bulk', { action: 'feature', slugs: fifty })
    console.log(
      `bulk feature of 50 products, one commit: ${Math.round(performance.now() - t)} ms (${bulk})`,
    )
    t = performance.now()
    const order = await post('PUT', '/products/order', { slugs: [...fifty].reverse() })
    console.log(
      `reorder of a run of 50 products, one commit: ${Math.round(performance.now() - t)} ms (${order})`,
    )

    server.close()
    await service.close()
  } finally {
    await rm(root, { recursive: true, force: true })
  }
}

await main()
