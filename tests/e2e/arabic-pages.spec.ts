import type { Browser } from '@playwright/test'
import { translatableFieldKeys, translatableSettingKeys, type CollectionKey } from '@site/contract'
import { catalogue } from '../../services/web/app/i18n/messages.ts'
import { expect, test } from './fixtures.ts'
import { decided } from './visitor-and-editor.ts'

/**
 * Every public page under /ar speaks Arabic: its visible text, <title>, meta description, image
 * alt texts and accessible names contain no English phrase of the site's own catalogue, and no
 * English value of the seeded content. The brand wordmark (marked translate="no") is the one
 * English name an Arabic page may show.
 */

const collections = [
  'solutions',
  'products',
  'sectors',
  'partners',
  'clients',
  'about-sections',
] as const satisfies readonly CollectionKey[]
const pageContents = ['home', 'about', 'solutions', 'products', 'sectors'] as const

type Json = Record<string, unknown>
const getJson = async <T>(url: string): Promise<T> => {
  const res = await fetch(url)
  expect(res.status, url).toBe(200)
  return (await res.json()) as T
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * The catalogue's English phrases an Arabic page must not show: each English text cut at its
 * placeholders, the parts of two words or more whose Arabic text differs.
 */
function englishPhrases(): string[] {
  const phrases = new Set<string>()
  for (const [key, english] of Object.entries(catalogue.en)) {
    if (catalogue.ar[key as keyof typeof catalogue.ar] === english) continue
    for (const part of english.split(/\{\w+\}/)) {
      const phrase = normalize(part).replace(/^[\s,.:;!?]+|[\s,:;]+$/g, '')
      if (phrase.split(' ').length >= 2) phrases.add(phrase)
    }
  }
  return [...phrases]
}

/** Every public page in Arabic: the fixed pages, each record's page, a 404 and a missing record. */
async function arabicPaths(api: string): Promise<string[]> {
  const slugs = async (collection: string) =>
    (await getJson<Json[]>(`${api}/api/${collection}`))
      .filter((record) => record.is_active !== false)
      .map((record) => String(record.slug))
  const [solutions, products, sectors] = await Promise.all(
    ['solutions', 'products', 'sectors'].map(slugs),
  )
  return [
    '/ar',
    '/ar/about',
    '/ar/solutions',
    ...(solutions ?? []).map((s) => `/ar/solutions/${s}`),
    '/ar/products',
    ...(products ?? []).map((s) => `/ar/products/${s}`),
    '/ar/sectors',
    ...(sectors ?? []).map((s) => `/ar/sectors/${s}`),
    '/ar/contact',
    '/ar/terms',
    '/ar/privacy-policy.html',
    '/ar/no-such-page',
    '/ar/solutions/nope',
  ]
}

/** A Markdown body as the lines a reader sees (markup, list marks and link targets removed). */
function markdownLines(markdown: string): string[] {
  return markdown.split(/\n/).map((line) =>
    line
      .replace(/^\s*(#{1,6}|[-*+]|\d+\.|>)\s+/, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[*_`]/g, ''),
  )
}

const worthChecking = (value: string) => value.length >= 12 && /\p{L}/u.test(value)

/**
 * The English of every translatable field of the content (collections, page contents, company
 * settings), in lines of at least 12 characters with letters. A value whose Arabic is the same
 * text on purpose (a translator kept a brand name) is not English left over, and is skipped.
 */
async function englishContent(api: string): Promise<string[]> {
  const found = new Set<string>()
  const add = (english: unknown, arabic: unknown, fellBack: boolean) => {
    const values = (v: unknown): string[] =>
      typeof v === 'string'
        ? markdownLines(v)
        : Array.isArray(v)
          ? v.flatMap((item) => (typeof item === 'string' ? markdownLines(item) : []))
          : []
    const kept = new Set(fellBack ? [] : values(arabic).map(normalize))
    for (const line of values(english).map(normalize)) {
      if (worthChecking(line) && !kept.has(line)) found.add(line)
    }
  }
  for (const collection of collections) {
    const [en, ar] = await Promise.all([
      getJson<Json[]>(`${api}/api/${collection}`),
      getJson<Json[]>(`${api}/api/${collection}?lang=ar`),
    ])
    for (const record of en) {
      const arabic = ar.find((r) => r.slug === record.slug)
      const missing = (arabic?.missing as string[] | undefined) ?? []
      for (const key of translatableFieldKeys(collection)) {
        add(record[key], arabic?.[key], missing.includes(key))
      }
    }
  }
  type PageRead = { sections: Array<{ key: string; fields: Array<Json> }>; missing: string[] }
  for (const name of pageContents) {
    const [en, ar] = await Promise.all([
      getJson<PageRead>(`${api}/api/${name}-content`),
      getJson<PageRead>(`${api}/api/${name}-content?lang=ar`),
    ])
    for (const section of en.sections) {
      for (const field of section.fields) {
        if (field.translatable !== true) continue
        const arabic = ar.sections
          .find((s) => s.key === section.key)
          ?.fields.find((f) => f.key === field.key)?.value
        add(field.value, arabic, ar.missing.includes(`${section.key}.${String(field.key)}`))
      }
    }
  }
  type SettingsRead = { settings: Array<{ key: string; value: unknown }>; missing: string[] }
  const [en, ar] = await Promise.all([
    getJson<SettingsRead>(`${api}/api/company-settings`),
    getJson<SettingsRead>(`${api}/api/company-settings?lang=ar`),
  ])
  for (const { key, value } of en.settings) {
    if (!translatableSettingKeys.includes(key)) continue
    add(value, ar.settings.find((s) => s.key === key)?.value, ar.missing.includes(key))
  }
  return [...found]
}

interface PageReading {
  /** everything readable, spaces normalised */
  text: string
  /** text runs with Latin letters and no Arabic that no isolating element wraps */
  unisolated: string[]
}

/**
 * What a visitor (or their screen reader, or a search engine) reads on the page: the rendered
 * text, the <title>, the meta description, image alt texts, accessible names and titles; the
 * brand wordmark (translate="no") left out. And the Latin runs that sit in the Arabic flow
 * without an isolating element (<bdi>, a dir attribute, lang="en"), which the bidi algorithm
 * may reorder with their neighbours.
 */
async function readPage(browser: Browser, url: string): Promise<PageReading> {
  const context = await browser.newContext({ reducedMotion: 'reduce' })
  const page = await context.newPage()
  await decided(page)
  await page.goto(url)
  const reading = await page.evaluate(() => {
    const brands = Array.from(document.querySelectorAll<HTMLElement>('[translate=no]'))
    let visible = document.body.innerText
    for (const brand of brands) visible = visible.replace(brand.innerText, ' ')
    const parts = [
      document.title,
      document.querySelector('meta[name=description]')?.getAttribute('content') ?? '',
      visible,
    ]
    document.body.querySelectorAll('[alt],[aria-label],[title],[placeholder]').forEach((el) => {
      if (el.closest('[translate=no]')) return
      for (const name of ['alt', 'aria-label', 'title', 'placeholder']) {
        parts.push(el.getAttribute(name) ?? '')
      }
    })
    const unisolated: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      const parent = node.parentElement
      if (!parent || parent.closest('script,style,noscript,template,[translate=no]')) continue
      if (!/[A-Za-z]/.test(text) || /[\u0600-\u06FF]/.test(text)) continue
      const isolate = parent.closest('bdi,[dir],[lang=en]')
      if (!isolate || isolate === document.documentElement) unisolated.push(text.trim())
    }
    return { text: parts.join('\n'), unisolated }
  })
  await context.close()
  return { ...reading, text: normalize(reading.text) }
}

/** "page → "phrase", "phrase"" lines, one per page with findings. */
function report(found: Map<string, string[]>): string[] {
  return [...found]
    .filter(([, phrases]) => phrases.length > 0)
    .map(([path, phrases]) => `${path} → ${phrases.map((p) => JSON.stringify(p)).join(', ')}`)
}

const containsPhrase = (text: string, phrase: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
    'u',
  ).test(text)

test('when every Arabic page is read, then it shows no English of the catalogue or the content, and every Latin run is isolated', async ({
  browser,
  stack,
}) => {
  test.setTimeout(300_000)
  const readings = new Map<string, PageReading>()
  for (const path of await arabicPaths(stack.contentApiUrl)) {
    readings.set(path, await readPage(browser, `${stack.webUrl}${path}`))
  }
  const findings = (check: (reading: PageReading) => string[]) =>
    report(new Map([...readings].map(([path, reading]) => [path, check(reading)])))

  const phrases = englishPhrases()
  expect(phrases.length).toBeGreaterThan(100)
  expect
    .soft(
      findings(({ text }) => phrases.filter((p) => containsPhrase(text, p))),
      'English phrases of the site catalogue on Arabic pages',
    )
    .toEqual([])

  expect
    .soft(
      findings(({ unisolated }) => unisolated),
      'Latin text not isolated',
    )
    .toEqual([])

  const english = await englishContent(stack.contentApiUrl)
  expect(english.length).toBeGreaterThan(50)
  expect
    .soft(
      findings(({ text }) => english.filter((value) => text.includes(value))),
      'English content values on Arabic pages',
    )
    .toEqual([])
})
