// Lighthouse (mobile, the default form factor) on the built stack: every page the sitemap lists,
// in every language (the sitemap names each page's address in each language of the list), not a
// chosen few. Prints the four category scores, TBT, CLS, LCP and the JS each page loads
// (gzip-transferred), the worst page first, and names any audit below full marks outside
// performance. A page that asks not to be indexed (search results, never in the sitemap, so only
// measured when chosen) is listed apart: its SEO 'is-crawlable' miss is on purpose, no failure.
// Not part of `npm test`: it measures, it asserts nothing.
//   npm run lighthouse            CHROME_PATH (default /usr/bin/chromium)
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mediaUrlsOf, sitemapPaths } from '../../services/web/server/warm-pages.js'
import { startStack } from '../support/stack.js'

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
// LIGHTHOUSE_PAGES="/ar/solutions /ar/sectors" measures only those (and prints their metrics)
const chosen = process.env.LIGHTHOUSE_PAGES?.split(/\s+/).filter(Boolean)

/** Every page of the stack's own sitemap (each in every language), Home first. */
async function sitemapPages(webUrl: string): Promise<string[]> {
  const res = await fetch(`${webUrl}/sitemap.xml`)
  if (!res.ok) throw new Error(`/sitemap.xml answered ${res.status}`)
  return [...new Set(['/', ...sitemapPaths(await res.text())])]
}

/** The page's own robots meta says noindex (seo.ts writes it for search results). */
function isNoindex(html: string): boolean {
  return /<meta[^>]+name="robots"[^>]+content="[^"]*noindex/i.test(html)
}

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
  const rows: Array<{ cells: string[]; scores: number[] }> = []
  // noindex on purpose: their own table, so a real failure is never hidden among them
  const unindexed: Array<{ cells: string[]; scores: number[] }> = []
  const misses: string[] = []
  const onPurpose: string[] = []
  const pages = chosen ?? (await sitemapPages(stack.webUrl))
  console.log(`measuring ${pages.length} pages`)
  for (const page of pages) {
    const probe = await fetch(`${stack.webUrl}${page}`)
    const html = await probe.text()
    if (probe.status !== 200) {
      console.log(`${page}: ${probe.status}, skipped (not in this build)`)
      continue
    }
    const noindex = isNoindex(html)
    await warmImages(html)
    const report = await lighthouse(`${stack.webUrl}${page}`)
    const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100)
    const lcp = report.audits['largest-contentful-paint']?.numericValue ?? NaN
    const scripts = (report.audits['network-requests']?.details?.items ?? [])
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
    const lcpNode =
      report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]
    if (chosen) {
      const metric = (id: string) => report.audits[id]?.displayValue ?? '?'
      console.log(
        `${page} FCP ${metric('first-contentful-paint')}, SI ${metric('speed-index')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}; LCP element: ${lcpNode?.node?.snippet?.slice(0, 160) ?? '?'}`,
      )
    }
    for (const category of ['accessibility', 'best-practices', 'seo']) {
      for (const { id } of report.categories[category]?.auditRefs ?? []) {
        const audit = report.audits[id]
        if (typeof audit?.score !== 'number' || audit.score >= 1) continue
        if (noindex && id === 'is-crawlable') onPurpose.push(page)
        else misses.push(`${page} ${category}: ${id}`)
      }
    }
    const scores = ['performance', 'accessibility', 'best-practices', 'seo'].map(score)
    const tbt = report.audits['total-blocking-time']?.numericValue ?? NaN
    const cls = report.audits['cumulative-layout-shift']?.numericValue ?? NaN
    ;(noindex ? unindexed : rows).push({
      scores,
      cells: [
        page,
        ...scores.map(String),
        `${Math.round(tbt)} ms`,
        cls.toFixed(3),
        `${(lcp / 1000).toFixed(2)} s`,
        `${(scripts / 1024).toFixed(1)} KiB`,
      ],
    })
    console.log(`${page}: ${scores.join(' ')}`)
  }
  // the worst first: by performance, then by the other three scores together
  const sum = (scores: number[]) => scores.slice(1).reduce((a, b) => a + b, 0)
  const worstFirst = (a: { scores: number[] }, b: { scores: number[] }) =>
    (a.scores[0] ?? 0) - (b.scores[0] ?? 0) || sum(a.scores) - sum(b.scores)
  rows.sort(worstFirst)
  unindexed.sort(worstFirst)
  const header = ['page', 'perf', 'a11y', 'best', 'seo', 'TBT', 'CLS', 'LCP', 'JS (transferred)']
  const widths = header.map((h, i) =>
    Math.max(h.length, ...[...rows, ...unindexed].map((r) => (r.cells[i] ?? '').length)),
  )
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ')
  console.log(`\n${line(header)}`)
  for (const row of rows) console.log(line(row.cells))
  if (unindexed.length > 0) {
    console.log(`\nnoindex on purpose (not in the sitemap):\n${line(header)}`)
    for (const row of unindexed) console.log(line(row.cells))
  }
  for (const miss of misses) console.log(`below full marks: ${miss}`)
  if (onPurpose.length > 0)
    console.log(`not crawlable on purpose (noindex): ${onPurpose.join(' ')}`)
} finally {
  await stack.stop()
}
