// The writing editor on a 5,000-word Markdown field: how long after the admin form's load the
// editor is ready, the first input's delay (Event Timing's first-input: from the key press to its
// handler), and, for 30 keys typed after it, the time from each key press to the next frame
// (the text on screen). Desktop Chromium, no CPU slowdown; median and worst of the keys.
// Not part of `npm test`: it measures, it asserts nothing.
//   npm run build && node --import tsx tests/bench/editor.ts
import fs from 'node:fs/promises'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { startStack } from '../support/stack.js'

const WORDS = 5_000
const SLUG = 'halvorn-reliability-suite'

/**
 * A body of `WORDS` words in paragraphs of 100, some bold. Short words: a Markdown field holds at
 * most 20,000 characters (field-kinds.ts), and 5,000 words of ordinary length would not fit.
 */
function longBody(): string {
  const words = Array.from({ length: WORDS }, (_, i) =>
    i % 37 === 0 ? '**grid**' : ['a', 'of', 'to', 'sun', 'kW'][i % 5],
  )
  const paragraphs: string[] = []
  for (let i = 0; i < words.length; i += 100)
    paragraphs.push(words.slice(i, i + 100).join(' ') + '.')
  return paragraphs.join('\n\n')
}

/** What the page's measures use of the browser (this file is type-checked without the DOM's types). */
interface InPage {
  document: {
    querySelector(s: string): { focus(): void } | null
    addEventListener(
      type: string,
      listener: (e: { timeStamp: number }) => void,
      capture: boolean,
    ): void
  }
  performance: { now(): number }
  requestAnimationFrame(callback: () => void): void
  PerformanceObserver: new (
    cb: (list: { getEntries(): Array<{ startTime: number; processingStart: number }> }) => void,
  ) => {
    observe(o: { type: string; buffered: boolean }): void
  }
  keyFrames: number[]
  firstInput?: number
}

const stack = await startStack({
  prepareContent: async (dir) => {
    const file = path.join(dir, 'products', `${SLUG}.md`)
    const text = await fs.readFile(file, 'utf8')
    const end = text.indexOf('\n---\n', 4) + 5
    await fs.writeFile(file, `${text.slice(0, end)}\n${longBody()}\n`)
    return {}
  },
})
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
})
try {
  const page = await browser.newPage()
  await page.goto(`${stack.webUrl}/admin/login`)
  await page.getByRole('button', { name: 'Auto-fill' }).click()
  await page.getByRole('button', { name: /^sign in$/i }).click()
  await page.waitForURL(`${stack.webUrl}/admin`)

  const start = Date.now()
  await page.goto(`${stack.webUrl}/admin/products/${SLUG}`, { waitUntil: 'load' })
  const loaded = Date.now() - start
  await page
    .locator('.cm-content')
    .waitFor({ timeout: 60_000 })
    .catch(async (error: unknown) => {
      console.error((await page.locator('main').innerText()).slice(0, 500))
      throw error
    })
  const ready = Date.now() - start
  await page.evaluate(() => {
    const w = globalThis as unknown as InPage
    w.keyFrames = []
    new w.PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.firstInput = e.processingStart - e.startTime
    }).observe({ type: 'first-input', buffered: true })
    w.document.addEventListener(
      'keydown',
      (e) => w.requestAnimationFrame(() => w.keyFrames.push(w.performance.now() - e.timeStamp)),
      true,
    )
    w.document.querySelector('.cm-content')?.focus()
  })
  await page.keyboard.press('Control+End')
  for (const key of 'kilowatt hours per day, measured'.slice(0, 30))
    await page.keyboard.press(key === ' ' ? 'Space' : key)
  await page.waitForTimeout(200)
  const { firstInput, keyFrames } = await page.evaluate(() => {
    const w = globalThis as unknown as InPage
    return { firstInput: w.firstInput, keyFrames: w.keyFrames }
  })
  const sorted = [...keyFrames].sort((a, b) => a - b)
  const ms = (n: number | undefined) => (n === undefined ? 'n/a' : `${n.toFixed(1)} ms`)
  console.log(`writing editor, ${WORDS}-word Markdown field (${SLUG})`)
  console.log(`  form loaded                ${loaded} ms`)
  console.log(`  editor ready               ${ready} ms after navigation`)
  console.log(`  first input delay          ${ms(firstInput)}`)
  console.log(
    `  key to next frame          median ${ms(sorted[Math.floor(sorted.length / 2)])}, worst ${ms(sorted.at(-1))} (${sorted.length} keys)`,
  )
} finally {
  await browser.close()
  await stack.stop()
}
