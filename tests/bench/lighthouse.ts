// Lighthouse (mobile, the default form factor) on the built stack: Home, the details, the lists
// and contact in both languages. Prints the four category scores, LCP and the JS each page loads
// (gzip-transferred), and names any audit below full marks outside performance. Not part of
// `npm test`: it measures, it asserts nothing.
//   npm run lighthouse            CHROME_PATH (default /usr/bin/chromium)
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mediaUrlsOf } from '../../services/web/server/warm-pages.js'
import { startStack } from '../support/stack.js'

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
// LIGHTHOUSE_PAGES="/ar/solutions /ar/sectors" measures only those
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(/\s+/).filter(Boolean) ?? [
  '/',
  '/ar',
  '/solutions/energy-systems',
  '/products/corvane-rx500-rtu',
  ...['/solutions', '/products', '/sectors', '/contact'].flatMap((path) => [path, `/ar${path}`]),
]

interface Report {
  categories: Record<string, { score: number | null; auditRefs?: Array<{ id: string }> }>
  audits: Record<
    string,
    {
      score?: number | null
      numericValue?: number
      displayValue?: string
      details?: {
        items?: Array<{
          resourceType?: string
          transferSize?: number
          items?: Array<{ node?: { snippet?: string } }>
        }>
      }
    }
  >
}

async function lighthouse(url: string): Promise<Report> {
  const child = spawn(
    process.execPath,
    [
      'node_modules/lighthouse/cli/index.js',
      url,
      '--output=json',
      '--quiet',
      `--chrome-path=${chromePath}`,
      '--chrome-flags=--no-sandbox --disable-gpu --disable-background-networking --disable-component-update --headless',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, CHROME_PATH: chromePath } },
  )
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  const [code] = (await once(child, 'exit')) as [number]
  if (code !== 0) throw new Error(`lighthouse exited with ${code} for ${url}`)
  return JSON.parse(out) as Report
}

/**
 * Media renders a variant the first time it is asked for (an AVIF of a hero can take a second):
 * ask for every image the page names first, so the run measures the site as visitors meet it
 * after its first visitor, not the one-off render (it made Home's LCP swing from 1.3 to 4 s).
 */
async function warmImages(html: string): Promise<void> {
  const urls = mediaUrlsOf(html, stack.webUrl)
  await Promise.all(urls.map(async (url) => (await fetch(url)).arrayBuffer()))
}

const stack = await startStack()
try {
  const rows: string[][] = []
  const misses: string[] = []
  for (const page of PAGES) {
    const probe = await fetch(`${stack.webUrl}${page}`)
    const html = await probe.text()
    if (probe.status !== 200) {
      console.log(`${page}: ${probe.status}, skipped (not in this build)`)
      continue
    }
    await warmImages(html)
    const report = await lighthouse(`${stack.webUrl}${page}`)
    const score = (name: string) => String(Math.round((report.categories[name]?.score ?? 0) * 100))
    const lcp = report.audits['largest-contentful-paint']?.numericValue ?? NaN
    const scripts = (report.audits['network-requests']?.details?.items ?? [])
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
    const lcpNode =
      report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]
    if (process.env.LIGHTHOUSE_PAGES) {
      const metric = (id: string) => report.audits[id]?.displayValue ?? '?'
      console.log(
        `${page} FCP ${metric('first-contentful-paint')}, SI ${metric('speed-index')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}; LCP element: ${lcpNode?.node?.snippet?.slice(0, 160) ?? '?'}`,
      )
    }
    for (const category of ['accessibility', 'best-practices', 'seo']) {
      for (const { id } of report.categories[category]?.auditRefs ?? []) {
        const audit = report.audits[id]
        if (typeof audit?.score === 'number' && audit.score < 1)
          misses.push(`${page} ${category}: ${id}`)
      }
    }
    rows.push([
      page,
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      `${(lcp / 1000).toFixed(2)} s`,
      `${(scripts / 1024).toFixed(1)} KiB`,
    ])
  }
  const header = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP', 'JS (transferred)']
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ')
  console.log(line(header))
  for (const row of rows) console.log(line(row))
  for (const miss of misses) console.log(`below full marks: ${miss}`)
} finally {
  await stack.stop()
}
