import type { Browser } from '@playwright/test'
import { translatableFieldKeys, translatableSettingKeys, type CollectionKey } from '@site/contract'
import { catalogue } from '../../services/web/app/i18n/messages.ts'
import { expect, test } from './fixtures.ts'
import { decided } from './visitor-and-editor.ts'

/**
 * Every public page under /fr speaks French, written as French is printed: `<html lang="fr">`;
 * its visible text, <title>, meta description, image alt texts and accessible names contain no
 * English phrase of the site's own catalogue and no English value of the seeded content (as
 * arabic-pages.spec.ts checks for Arabic); and its punctuation follows French typography: a
 * narrow no-break space (U+202F) before ; ! ? and before a colon that ends a phrase, quotations in
 * « guillemets » with a no-break space inside, no straight "quotes". The brand wordmark (marked
 * translate="no") is the one English name a French page may show.
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

const normalize = (text: string) => text.replace(/[ \t\n\r]+/g, ' ').trim()

/**
 * The catalogue's English phrases a French page must not show: each English text cut at its
 * placeholders, the parts of two words or more whose French text differs.
 */
function englishPhrases(): string[] {
  const phrases = new Set<string>()
  for (const [key, english] of Object.entries(catalogue.en)) {
    if (catalogue.fr[key as keyof typeof catalogue.fr] === english) continue
    for (const part of english.split(/\{\w+\}/)) {
      const phrase = normalize(part).replace(/^[\s,.:;!?]+|[\s,:;]+$/g, '')
      if (phrase.split(' ').length >= 2) phrases.add(phrase)
    }
  }
  return [...phrases]
}

/** Every public page in French: the fixed pages, each record's page, a 404 and a missing record. */
/**
 * Whether a record has no French at all: every translatable field it fills is missing in French.
 * Such a record (one another spec made in the shared stack, in English only) is shown in English
 * by the fallback rule; a record with some French must have all of it.
 */
function untranslated(collection: string, english: Json, french: Json | undefined): boolean {
  const missing = new Set((french?.missing as string[] | undefined) ?? [])
  const filled = translatableFieldKeys(collection as CollectionKey).filter((key) => {
    const value = english[key]
    return Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value !== ''
  })
  return filled.length > 0 && filled.every((key) => missing.has(key))
}

/** A collection's records in English and in French, without those that have no French at all. */
async function translatedRecords(api: string, collection: string) {
  const [en, fr] = await Promise.all([
    getJson<Json[]>(`${api}/api/${collection}`),
    getJson<Json[]>(`${api}/api/${collection}?lang=fr`),
  ])
  return en.flatMap((record) => {
    const french = fr.find((r) => r.slug === record.slug)
    return untranslated(collection, record, french) ? [] : [{ record, french }]
  })
}

async function frenchPaths(api: string): Promise<string[]> {
  const slugs = async (collection: string) =>
    (await translatedRecords(api, collection))
      .filter(({ record }) => record.is_active !== false)
      .map(({ record }) => String(record.slug))
  const [solutions, products, sectors] = await Promise.all(
    ['solutions', 'products', 'sectors'].map(slugs),
  )
  return [
    '/fr',
    '/fr/about',
    '/fr/solutions',
    ...(solutions ?? []).map((s) => `/fr/solutions/${s}`),
    '/fr/products',
    ...(products ?? []).map((s) => `/fr/products/${s}`),
    '/fr/sectors',
    ...(sectors ?? []).map((s) => `/fr/sectors/${s}`),
    '/fr/contact',
    '/fr/terms',
    '/fr/privacy-policy.html',
    '/fr/no-such-page',
    '/fr/solutions/nope',
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
 * settings), in lines of at least 12 characters with letters. A value whose French is the same
 * text on purpose (a translator kept a brand name) is not English left over, and is skipped; such
 * kept values are returned too, for the page text to be read without them (the solutions'
 * category "Energy Storage" is not left over inside the kept partner name "Tessaline Energy
 * Storage").
 */
async function englishContent(api: string): Promise<{ english: string[]; keptAsIs: string[] }> {
  const found = new Set<string>()
  const keptAsIs = new Set<string>()
  const add = (english: unknown, french: unknown, fellBack: boolean) => {
    const values = (v: unknown): string[] =>
      typeof v === 'string'
        ? markdownLines(v)
        : Array.isArray(v)
          ? v.flatMap((item) => (typeof item === 'string' ? markdownLines(item) : []))
          : []
    const kept = new Set(fellBack ? [] : values(french).map(normalize))
    for (const line of values(english).map(normalize)) {
      if (!worthChecking(line)) continue
      if (kept.has(line)) keptAsIs.add(line)
      else found.add(line)
    }
  }
  for (const collection of collections) {
    for (const { record, french } of await translatedRecords(api, collection)) {
      const missing = (french?.missing as string[] | undefined) ?? []
      for (const key of translatableFieldKeys(collection)) {
        add(record[key], french?.[key], missing.includes(key))
      }
    }
  }
  type PageRead = { sections: Array<{ key: string; fields: Array<Json> }>; missing: string[] }
  for (const name of pageContents) {
    const [en, fr] = await Promise.all([
      getJson<PageRead>(`${api}/api/${name}-content`),
      getJson<PageRead>(`${api}/api/${name}-content?lang=fr`),
    ])
    for (const section of en.sections) {
      for (const field of section.fields) {
        if (field.translatable !== true) continue
        const french = fr.sections
          .find((s) => s.key === section.key)
          ?.fields.find((f) => f.key === field.key)?.value
        add(field.value, french, fr.missing.includes(`${section.key}.${String(field.key)}`))
      }
    }
  }
  type SettingsRead = { settings: Array<{ key: string; value: unknown }>; missing: string[] }
  const [en, fr] = await Promise.all([
    getJson<SettingsRead>(`${api}/api/company-settings`),
    getJson<SettingsRead>(`${api}/api/company-settings?lang=fr`),
  ])
  for (const { key, value } of en.settings) {
    if (!translatableSettingKeys.includes(key)) continue
    add(value, fr.settings.find((s) => s.key === key)?.value, fr.missing.includes(key))
  }
  return { english: [...found], keptAsIs: [...keptAsIs] }
}

interface PageReading {
  /** <html lang> */
  lang: string
  /** everything readable (text spaces normalised, no-break spaces kept as they are) */
  text: string
}

/**
 * What a visitor (or their screen reader, or a search engine) reads on the page: the rendered
 * text, the <title>, the meta description, image alt texts, accessible names and titles; the
 * brand wordmark (translate="no"), addresses, e-mails, phone numbers and code left out (they are
 * not French prose).
 */
async function readPage(browser: Browser, url: string): Promise<PageReading> {
  const context = await browser.newContext({ reducedMotion: 'reduce' })
  const page = await context.newPage()
  await decided(page)
  await page.goto(url)
  const reading = await page.evaluate(() => {
    const skipped = Array.from(
      document.querySelectorAll<HTMLElement>(
        '[translate=no],a[href^="mailto:"],a[href^="tel:"],code,[lang=en]',
      ),
    )
    let visible = document.body.innerText
    for (const element of skipped) visible = visible.replace(element.innerText, ' ')
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
    return { lang: document.documentElement.lang, text: parts.join('\n') }
  })
  await context.close()
  return { ...reading, text: normalize(reading.text) }
}

/**
 * The places a text breaks French typography, each with a few characters around it: ; ! ? or a
 * colon ending a phrase without a narrow no-break space before it (times such as 10:00 and
 * addresses such as https://x are not phrases), straight double quotes, and guillemets without
 * a no-break space inside.
 */
function typographyFaults(text: string): string[] {
  const nbsp = '[\\u202F\\u00A0]'
  const rules = [
    // a letter, digit or closing mark, then any space other than U+202F (or none), then ; ! ?
    new RegExp(`[\\p{L}\\p{N})»](?:[ \\u00A0])?[;!?](?=\\s|$)`, 'gu'),
    // the same before a colon followed by a space or the end (not 10:00, not https://)
    new RegExp(`[\\p{L})»](?:[ \\u00A0])?:(?=\\s|$)`, 'gu'),
    /"[^"\n]{1,80}"/gu,
    new RegExp(`«(?!${nbsp})|(?<!${nbsp})»`, 'gu'),
  ]
  const faults: string[] = []
  for (const rule of rules) {
    for (const match of text.matchAll(rule)) {
      const at = match.index ?? 0
      faults.push(text.slice(Math.max(0, at - 20), at + match[0].length + 5))
    }
  }
  return faults
}

/**
 * KNOWN GAP: the legal texts are still English and Arabic code
 * (web/app/legal/*-text.tsx) and show in English on /fr until they move into content with their
 * French (docs/legal-fr/). Until then these pages are held to lang="fr" only; remove this list
 * when they are content.
 */
const legalPagesStillEnglish = new Set(['/fr/terms', '/fr/privacy-policy.html'])

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

test('when every French page is read, then it is lang="fr", shows no English of the catalogue or the content, and follows French typography', async ({
  browser,
  stack,
}) => {
  test.setTimeout(300_000)
  const readings = new Map<string, PageReading>()
  for (const path of await frenchPaths(stack.contentApiUrl)) {
    readings.set(path, await readPage(browser, `${stack.webUrl}${path}`))
  }
  const findings = (check: (reading: PageReading) => string[]) =>
    report(new Map([...readings].map(([path, reading]) => [path, check(reading)])))
  const textFindings = (check: (reading: PageReading) => string[]) =>
    report(
      new Map(
        [...readings]
          .filter(([path]) => !legalPagesStillEnglish.has(path))
          .map(([path, reading]) => [path, check(reading)]),
      ),
    )

  expect
    .soft(
      findings(({ lang }) => (lang === 'fr' ? [] : [`lang="${lang}"`])),
      'French pages not marked lang="fr"',
    )
    .toEqual([])

  const phrases = englishPhrases()
  expect(phrases.length).toBeGreaterThan(100)
  expect
    .soft(
      textFindings(({ text }) => phrases.filter((p) => containsPhrase(text, p))),
      'English phrases of the site catalogue on French pages',
    )
    .toEqual([])

  const { english, keptAsIs } = await englishContent(stack.contentApiUrl)
  expect(english.length).toBeGreaterThan(50)
  // the page without the values French keeps as they are (longest first), where no English is
  const withoutKept = (text: string) =>
    [...keptAsIs].sort((x, y) => y.length - x.length).reduce((t, v) => t.split(v).join(' '), text)
  expect
    .soft(
      textFindings(({ text }) => english.filter((value) => withoutKept(text).includes(value))),
      'English content values on French pages',
    )
    .toEqual([])

  expect
    .soft(
      textFindings(({ text }) => typographyFaults(text)),
      'French typography: narrow no-break space before ; ! ? :, « guillemets »',
    )
    .toEqual([])
})
