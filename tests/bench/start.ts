// Start-up benchmark of the production build (part of `npm run bench`, after the build):
// - a second start with unchanged sources: the build check (scripts/build-if-changed.mjs, which
//   should skip the build) and the time until all three services answer /health;
// - the first view of Home on a phone after a fresh start (empty variant cache), with and without
//   the background warm-up (WARM_ON_START): the slowest image's time, request to last byte.
// It prints numbers and asserts nothing about them.
import { spawnSync } from 'node:child_process'
import { chromium } from '@playwright/test'
import { startStack, type Stack } from '../support/stack.js'

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

const buildCheck = () => {
  const result = spawnSync(process.execPath, ['scripts/build-if-changed.mjs'], { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`build check failed: ${result.stderr}`)
  return result.stdout
}

/** The check a second `npm start` makes: the first call builds (or stamps) as a first start. */
function secondStartCheck(): number {
  buildCheck()
  const started = performance.now()
  const output = buildCheck()
  if (!/skipping it/.test(output)) console.log('(the second build check built: sources changed)')
  return performance.now() - started
}

async function timedStack(env: Record<string, string>): Promise<{ stack: Stack; ms: number }> {
  const started = performance.now()
  const stack = await startStack({ env })
  return { stack, ms: performance.now() - started }
}

/** Waits for web's "warmed" log line; its time since health. */
async function warmed(stack: Stack): Promise<number> {
  const started = performance.now()
  while (!/"warmed"/.test(stack.logs().web ?? '')) {
    if (performance.now() - started > 600_000) throw new Error('no warm-up within 10 minutes')
    await new Promise((r) => setTimeout(r, 100))
  }
  return performance.now() - started
}

/** Home on a 390 px phone: each image's time from request to its last byte; the slowest. */
async function slowestImage(webUrl: string): Promise<{ ms: number; url: string; count: number }> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    const times: Array<{ ms: number; url: string }> = []
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'image' || !request.url().includes('/media/')) return
      const timing = request.timing()
      times.push({
        ms: timing.responseEnd,
        url: new URL(request.url()).pathname + new URL(request.url()).search,
      })
    })
    await page.goto(webUrl, { waitUntil: 'networkidle' })
    const slowest = times.sort((a, b) => b.ms - a.ms)[0] ?? { ms: 0, url: '(no image)' }
    return { ...slowest, count: times.length }
  } finally {
    await browser.close()
  }
}

const rows: string[][] = []
const checkMs = secondStartCheck()
for (const warm of [false, true]) {
  const { stack, ms } = await timedStack({ WARM_ON_START: String(warm) })
  try {
    if (!warm) rows.push(['second start: build check', `${Math.round(checkMs)} ms`])
    if (!warm) rows.push(['second start: services healthy', `${Math.round(ms)} ms`])
    if (!warm) rows.push(['second start: total', `${((checkMs + ms) / 1000).toFixed(1)} s`])
    // with the warm-up, the visitor comes 5 s after the services answer (Home is warmed first)
    if (warm) await new Promise((r) => setTimeout(r, 5_000))
    const image = await slowestImage(stack.webUrl)
    rows.push([
      `first Home view on a phone, ${warm ? '5 s after start, warm-up on' : 'warm-up off'}: slowest of ${image.count} images`,
      `${Math.round(image.ms)} ms (${image.url})`,
    ])
    if (warm) {
      const ms = (await warmed(stack)) + 5_000
      rows.push(['warm-up of every sitemap page, after start', `${(ms / 1000).toFixed(1)} s`])
    }
  } finally {
    await stack.stop()
  }
}
const width = Math.max(...rows.map(([name = '']) => name.length))
for (const [name = '', value = ''] of rows) console.log(`${name.padEnd(width)}  ${value}`)
