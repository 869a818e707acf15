// The main thread's work while a page loads, from a Chrome trace: style, layout, text shaping and
// font loading, and the longest tasks with what filled them. A phone as Lighthouse's mobile run
// emulates it (412 x 823, CPU slowed 4x), so the numbers are comparable to its long tasks; each
// page is loaded RUNS times and the median run shown; an Arabic page both as a visitor's first
// page and after another Arabic page (the font then in the browser's cache). The trace runs until
// the Arabic font files (fetched after the first paint) have come and two frames later, so any
// relayout they cause is counted.
// Not part of `npm test`: it measures, it asserts nothing.
//   npm run main-thread
//   MAIN_THREAD_PAGES="/ar /about" RUNS=5 TRACE_DIR=/tmp/traces ... (keeps the traces to open)
import fs from 'node:fs/promises'
import path from 'node:path'
import os from 'node:os'
import { chromium } from '@playwright/test'
import { startStack } from '../support/stack.js'

const pages = process.env.MAIN_THREAD_PAGES?.split(/\s+/).filter(Boolean) ?? [
  '/',
  '/about',
  '/products',
  '/ar',
  '/ar/about',
  '/ar/products',
]
const runs = Number(process.env.RUNS ?? 3)
const traceDir = process.env.TRACE_DIR

interface TraceEvent {
  name: string
  cat: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  args?: { name?: string; data?: { url?: string; score?: number; had_recent_input?: boolean } }
}

/** Names of the trace events counted in each column (as Chrome's performance panel names them). */
const kinds = {
  style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet'],
  layout: ['Layout'],
  paint: ['Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'CompositeLayers'],
  parse: ['ParseHTML'],
  script: ['EvaluateScript', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EventDispatch'],
}

/** What the page's waits use of the browser (this file is type-checked without the DOM's types). */
interface InPage {
  document: {
    documentElement: { lang: string }
    fonts: Iterable<{ family: string; status: string }>
  }
  performance: { getEntriesByType(type: string): Array<{ name: string; duration: number }> }
  requestAnimationFrame(callback: () => void): void
  localStorage: { getItem(key: string): string | null }
}

interface Measure {
  style: number
  layout: number
  paint: number
  parse: number
  script: number
  longest: number
  /** what of the tasks after the first contentful paint exceeds 50 ms (Lighthouse's TBT) */
  blocking: number
  /** the tasks of 50 ms or more, each with the events that filled it */
  longTasks: string[]
  cls: number
}

/** The renderer's main thread that parsed the page (the one with a ParseHTML of its address). */
function mainThread(events: TraceEvent[], url: string): { pid: number; tid: number } {
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.data?.url === url)
  if (parse) return { pid: parse.pid, tid: parse.tid }
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  if (!main) throw new Error(`no renderer main thread in the trace of ${url}`)
  return { pid: main.pid, tid: main.tid }
}

function measure(events: TraceEvent[], url: string): Measure {
  const { pid, tid } = mainThread(events, url)
  const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X')
  const sum = (names: string[]) =>
    own.filter((e) => names.includes(e.name)).reduce((total, e) => total + (e.dur ?? 0), 0) / 1000
  const tasks = own.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= 50_000)
  const longTasks = tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0)
    const inside = own.filter((e) => e !== task && e.ts >= task.ts && e.ts < end)
    const parts = Object.entries(kinds)
      .map(([kind, names]) => {
        const ms =
          inside.filter((e) => names.includes(e.name)).reduce((t, e) => t + (e.dur ?? 0), 0) / 1000
        return ms >= 1 ? `${kind} ${Math.round(ms)}` : ''
      })
      .filter(Boolean)
    return `${Math.round((task.dur ?? 0) / 1000)} ms (${parts.join(', ')})`
  })
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)
  const blocking =
    own
      .filter((e) => e.name === 'RunTask' && paint && e.ts > paint.ts)
      .reduce((total, e) => total + Math.max(0, (e.dur ?? 0) - 50_000), 0) / 1000
  const cls = events
    .filter((e) => e.name === 'LayoutShift' && !e.args?.data?.had_recent_input)
    .reduce((total, e) => total + (e.args?.data?.score ?? 0), 0)
  return {
    style: sum(kinds.style),
    layout: sum(kinds.layout),
    paint: sum(kinds.paint),
    parse: sum(kinds.parse),
    script: sum(kinds.script),
    longest:
      own.filter((e) => e.name === 'RunTask').reduce((m, e) => Math.max(m, e.dur ?? 0), 0) / 1000,
    blocking,
    longTasks,
    cls,
  }
}

const stack = await startStack()
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
})
const dir = traceDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'main-thread-')))
await fs.mkdir(dir, { recursive: true })
try {
  // the server's first render of each page (and its images) is not what a visitor meets
  for (const page of pages) await (await fetch(`${stack.webUrl}${page}`)).text()
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  )
  const header = [
    'page',
    'style',
    'layout',
    'paint',
    'parse',
    'script',
    'longest',
    'blocking',
    'CLS',
  ]
  console.log(header.join('\t'))
  const cases = pages.flatMap((address) =>
    address === '/ar' || address.startsWith('/ar/')
      ? [
          { address, after: null },
          { address, after: '/ar/contact' },
        ]
      : [{ address, after: null }],
  )
  for (const { address, after } of cases) {
    const results: Measure[] = []
    for (let run = 0; run < runs; run++) {
      // a new context each time: nothing cached, as Lighthouse's runs
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      })
      // the cookie banner decided, as for a returning visitor (it is the same on every page)
      await context.addCookies([
        { name: 'site_consent', value: 'declined', url: stack.webUrl, sameSite: 'Lax' },
      ])
      const page = await context.newPage()
      // a page seen before, untraced: its font is in the browser's cache for the measured one
      if (after) {
        await page.goto(`${stack.webUrl}${after}`, { waitUntil: 'load', timeout: 120_000 })
        // until it has fetched the font after painting and noted it (ArabicFont.tsx)
        await page.waitForFunction(
          () => (globalThis as unknown as InPage).localStorage.getItem('arabic_font_cached'),
          undefined,
          { timeout: 120_000 },
        )
      }
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      const name = `${address}${after ? ` after ${after}` : ''}`.replace(/\W+/g, '_')
      const file = path.join(dir, `${name}-${run}.json`)
      await browser.startTracing(page, {
        path: file,
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'toplevel',
          'loading',
          'blink.user_timing',
          'disabled-by-default-layout_shift.debug',
        ],
      })
      const url = `${stack.webUrl}${address}`
      await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
      // Arabic pages: until the font files the page asks for after its first paint have come
      await page.waitForFunction(() => {
        const { document, performance } = globalThis as unknown as InPage
        return (
          document.documentElement.lang !== 'ar' ||
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.woff2') && entry.duration > 0).length >= 2 ||
          Array.from(document.fonts).filter(
            (f) => f.family.replace(/["']/g, '') === 'Noto Sans Arabic' && f.status === 'loaded',
          ).length >= 2
        )
      })
      await page.evaluate(() => {
        const { requestAnimationFrame } = globalThis as unknown as InPage
        return new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
        )
      })
      await browser.stopTracing()
      await context.close()
      const trace = JSON.parse(await fs.readFile(file, 'utf8')) as { traceEvents: TraceEvent[] }
      results.push(measure(trace.traceEvents, url))
    }
    const byLongest = [...results].sort((a, b) => a.longest - b.longest)
    const median = byLongest[Math.floor(byLongest.length / 2)]
    if (!median) continue
    const ms = (n: number) => `${Math.round(n)}`
    console.log(
      [
        after ? `${address} after ${after}` : address,
        ms(median.style),
        ms(median.layout),
        ms(median.paint),
        ms(median.parse),
        ms(median.script),
        ms(median.longest),
        ms(median.blocking),
        median.cls.toFixed(3),
      ].join('\t'),
    )
    for (const task of median.longTasks) console.log(`\tlong task ${task}`)
  }
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  )
} finally {
  await browser.close()
  await stack.stop()
  if (!traceDir) await fs.rm(dir, { recursive: true, force: true })
}
