import type { Browser } from '@playwright/test'
import {
  pageKeys,
  translatableFieldKeys,
  translatableSettingKeys,
  translationLanguages,
  type CollectionKey,
  type TranslationLanguage,
} from '@site/contract'
import { catalogue } from '../../services/web/app/i18n/messages.ts'
import { expect, test } from './fixtures.ts'
import { decided } from './visitor-and-editor.ts'

/**
 * Every public page under /<code>, for each language of the list but the default, speaks that
 * language: `<html lang>` is its code; its visible text, <title>, meta description, image alt
 * texts and accessible names contain no English phrase of the site's own catalogue and no
 * English value of the seeded content (the legal texts included); and it follows the language's
 * own rules (`rules` below: Arabic isolates every Latin run, French is set with French
 * typography). The brand wordmark (marked translate="no") is the one English name a page may show.
 */

const collections = [
  'solutions',
  'products',
  'sectors',
  'partners',
  'clients',
  'about-sections',
] as const satisfies readonly CollectionKey[]

type Json = Record<string, unknown>
const getJson = async <T>(url: string): Promise<T> => {
  const res = await fetch(url)
  expect(res.status, url).toBe(200)
  return (await res.json()) as T
}

/** Spaces normalised; no-break spaces kept as they are (French typography is made of them). */
const normalize = (text: string) => text.replace(/[ \t\n\r]+/g, ' ').trim()

interface PageReading {
  /** <html lang> */
  lang: string
  /** everything readable, spaces normalised */
  text: string
  /** text runs with Latin letters and none right-to-left that no isolating element wraps */
  unisolated: string[]
}

/** What one language holds its pages to beyond speaking it. */
interface LanguageRules {
  name: string
  /** what is not the language's prose and is left out of the text read (a CSS selector) */
  notProse: string
  /** further checks of each page as read: a title and the findings (none when right) */
  checks: Array<{ title: string; findings: (reading: PageReading) => string[] }>
}

/**
 * The places a text breaks French typography, each with a few characters around it: ; ! ? or a
 * colon ending a phrase without a narrow no-break space before it (times such as 10:00 and
 * addresses such as https://x are not phrases), straight double quotes, and guillemets without
 * a no-break space inside.
 */
function frenchTypographyFaults(text: string): string[] {
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

/** Each language's own rules: a language added to the list without them is a type error. */
const rules: Record<TranslationLanguage, LanguageRules> = {
  ar: {
    name: 'Arabic',
    notProse: '[translate=no]',
    checks: [
      // a Latin run in the Arabic flow without <bdi>, a dir attribute or lang="en" may be
      // reordered with its neighbours by the bidi algorithm
      { title: 'Latin text not isolated', findings: ({ unisolated }) => unisolated },
    ],
  },
  fr: {
    name: 'French',
    // addresses, e-mails, telephone numbers, code and English marked as such are not French prose
    notProse: '[translate=no],a[href^="mailto:"],a[href^="tel:"],code,[lang=en]',
    checks: [
      {
        title: 'French typography: narrow no-break space before ; ! ? :, « guillemets »',
        findings: ({ text }) => frenchTypographyFaults(text),
      },
    ],
  },
}

/**
 * The catalogue's English phrases a page in `code` must not show: each English text cut at its
 * placeholders, the parts of two words or more whose text in `code` differs.
 */
function englishPhrases(code: TranslationLanguage): string[] {
  const phrases = new Set<string>()
  for (const [key, english] of Object.entries(catalogue.en)) {
    if (catalogue[code][key as keyof typeof catalogue.en] === english) continue
    for (const part of english.split(/\{\w+\}/)) {
      const phrase = normalize(part).replace(/^[\s,.:;!?]+|[\s,:;]+$/g, '')
      if (phrase.split(' ').length >= 2) phrases.add(phrase)
    }
  }
  return [...phrases]
}

/**
 * Whether a record has no translation at all: every translatable field it fills is missing in
 * the language. Such a record (one another spec made in the shared stack, in English only) is
 * shown in English by the fallback rule; a record with some translation must have all of it.
 */
function untranslated(collection: string, english: Json, translated: Json | undefined): boolean {
  const missing = new Set((translated?.missing as string[] | undefined) ?? [])
  const filled = translatableFieldKeys(collection as CollectionKey).filter((key) => {
    const value = english[key]
    return Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value !== ''
  })
  return filled.length > 0 && filled.every((key) => missing.has(key))
}

/** A collection's records in English and in `code`, without those that have no translation. */
async function translatedRecords(api: string, collection: string, code: TranslationLanguage) {
  const [en, translation] = await Promise.all([
    getJson<Json[]>(`${api}/api/${collection}`),
    getJson<Json[]>(`${api}/api/${collection}?lang=${code}`),
  ])
  return en.flatMap((record) => {
    const translated = translation.find((r) => r.slug === record.slug)
    return untranslated(collection, record, translated) ? [] : [{ record, translated }]
  })
}

/** Every public page in `code`: the fixed pages, each record's page, a 404 and a missing record. */
async function pathsIn(api: string, code: TranslationLanguage): Promise<string[]> {
  const slugs = async (collection: string) =>
    (await translatedRecords(api, collection, code))
      .filter(({ record }) => record.is_active !== false)
      .map(({ record }) => String(record.slug))
  const [solutions, products, sectors] = await Promise.all(
    ['solutions', 'products', 'sectors'].map(slugs),
  )
  return [
    '',
    '/about',
    '/solutions',
    ...(solutions ?? []).map((s) => `/solutions/${s}`),
    '/products',
    ...(products ?? []).map((s) => `/products/${s}`),
    '/sectors',
    ...(sectors ?? []).map((s) => `/sectors/${s}`),
    '/contact',
    '/terms',
    '/privacy-policy.html',
    '/no-such-page',
    '/solutions/nope',
  ].map((path) => `/${code}${path}`)
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
 * The English of every translatable field of the content (collections, page contents with the
 * legal texts, company settings), in lines of at least 12 characters with letters. A value whose
 * translation is the same text on purpose (a translator kept a brand name) is not English left
 * over, and is skipped; such kept values are returned too, for the page text to be read without
 * them (the solutions' category "Energy Storage" is not left over inside the kept partner name
 * "Tessaline Energy Storage").
 */
async function englishContent(api: string, code: TranslationLanguage) {
  const found = new Set<string>()
  const keptAsIs = new Set<string>()
  const add = (english: unknown, translated: unknown, fellBack: boolean) => {
    const values = (v: unknown): string[] =>
      typeof v === 'string'
        ? markdownLines(v)
        : Array.isArray(v)
          ? v.flatMap((item) => (typeof item === 'string' ? markdownLines(item) : []))
          : []
    const kept = new Set(fellBack ? [] : values(translated).map(normalize))
    for (const line of values(english).map(normalize)) {
      if (!worthChecking(line)) continue
      if (kept.has(line)) keptAsIs.add(line)
      else found.add(line)
    }
  }
  for (const collection of collections) {
    for (const { record, translated } of await translatedRecords(api, collection, code)) {
      const missing = (translated?.missing as string[] | undefined) ?? []
      for (const key of translatableFieldKeys(collection)) {
        add(record[key], translated?.[key], missing.includes(key))
      }
    }
  }
  type PageRead = { sections: Array<{ key: string; fields: Array<Json> }>; missing: string[] }
  for (const name of pageKeys) {
    const [en, translation] = await Promise.all([
      getJson<PageRead>(`${api}/api/${name}-content`),
      getJson<PageRead>(`${api}/api/${name}-content?lang=${code}`),
    ])
    for (const section of en.sections) {
      for (const field of section.fields) {
        if (field.translatable !== true) continue
        const translated = translation.sections
          .find((s) => s.key === section.key)
          ?.fields.find((f) => f.key === field.key)?.value
        const fellBack = translation.missing.includes(`${section.key}.${String(field.key)}`)
        add(field.value, translated, fellBack)
      }
    }
  }
  type SettingsRead = { settings: Array<{ key: string; value: unknown }>; missing: string[] }
  const [en, translation] = await Promise.all([
    getJson<SettingsRead>(`${api}/api/company-settings`),
    getJson<SettingsRead>(`${api}/api/company-settings?lang=${code}`),
  ])
  for (const { key, value } of en.settings) {
    if (!translatableSettingKeys.includes(key)) continue
    const translated = translation.settings.find((s) => s.key === key)?.value
    add(value, translated, translation.missing.includes(key))
  }
  return { english: [...found], keptAsIs: [...keptAsIs] }
}

/**
 * What a visitor (or their screen reader, or a search engine) reads on the page: the rendered
 * text, the <title>, the meta description, image alt texts, accessible names and titles; what is
 * not prose (`notProse`) left out. And the Latin runs that sit in a right-to-left flow without
 * an isolating element (<bdi>, a dir attribute, lang="en").
 */
async function readPage(browser: Browser, url: string, notProse: string): Promise<PageReading> {
  const context = await browser.newContext({ reducedMotion: 'reduce' })
  const page = await context.newPage()
  await decided(page)
  await page.goto(url)
  const reading = await page.evaluate((notProse) => {
    let visible = document.body.innerText
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(notProse)))
      visible = visible.replace(element.innerText, ' ')
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
    if (document.documentElement.dir === 'rtl') {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        const parent = node.parentElement
        if (!parent || parent.closest('script,style,noscript,template,[translate=no]')) continue
        if (!/[A-Za-z]/.test(text) || /[\u0590-\u08FF]/.test(text)) continue
        const isolate = parent.closest('bdi,[dir],[lang=en]')
        if (!isolate || isolate === document.documentElement) unisolated.push(text.trim())
      }
    }
    return { lang: document.documentElement.lang, text: parts.join('\n'), unisolated }
  }, notProse)
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

for (const code of translationLanguages) {
  const { name, notProse, checks } = rules[code]
  test(`when every ${name} page is read, then it is lang="${code}", shows no English of the catalogue or the content, and follows ${name} rules`, async ({
    browser,
    stack,
  }) => {
    // one browser context per page, dozens of pages, on a shared CPU
    test.setTimeout(600_000)
    const readings = new Map<string, PageReading>()
    for (const path of await pathsIn(stack.contentApiUrl, code)) {
      readings.set(path, await readPage(browser, `${stack.webUrl}${path}`, notProse))
    }
    const findings = (check: (reading: PageReading) => string[]) =>
      report(new Map([...readings].map(([path, reading]) => [path, check(reading)])))

    expect
      .soft(
        findings(({ lang }) => (lang === code ? [] : [`lang="${lang}"`])),
        `${name} pages not marked lang="${code}"`,
      )
      .toEqual([])

    const phrases = englishPhrases(code)
    expect(phrases.length).toBeGreaterThan(100)
    expect
      .soft(
        findings(({ text }) => phrases.filter((p) => containsPhrase(text, p))),
        `English phrases of the site catalogue on ${name} pages`,
      )
      .toEqual([])

    const { english, keptAsIs } = await englishContent(stack.contentApiUrl, code)
    expect(english.length).toBeGreaterThan(50)
    // the page without the values kept as they are (longest first), where no English is
    const withoutKept = (text: string) =>
      [...keptAsIs].sort((x, y) => y.length - x.length).reduce((t, v) => t.split(v).join(' '), text)
    expect
      .soft(
        findings(({ text }) => english.filter((value) => withoutKept(text).includes(value))),
        `English content values on ${name} pages`,
      )
      .toEqual([])

    for (const check of checks) expect.soft(findings(check.findings), check.title).toEqual([])
  })
}
