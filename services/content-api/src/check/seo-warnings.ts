import {
  collectionDefinitions,
  defaultLanguage,
  languageCodes,
  type LanguageCode,
  overSeoLimit,
  recordPagePath,
  resolveSeo,
  SEO_DESCRIPTION_LIMIT,
  SEO_SECTION,
  SEO_TITLE_LIMIT,
  type CollectionFields,
} from '@site/contract'
import type { ContentProblem } from '../content/codecs.js'
import { collectionNames } from '../content/collections.js'
import type { ContentIndex } from '../content/content-index.js'

/**
 * The content check's SEO warnings (advice, never a failed check): a title or description a
 * search engine shows for two pages of the site in one language, and an SEO title past what
 * Google shows (contract seo.ts). Each names its file and the field to change.
 */

type Kind = 'title' | 'description'

/** One page's head text in one language, and where it is written. */
interface HeadText {
  file: string
  /** the field path in its file ("seo_title", "ar.seo_title", "seo.seo_description") */
  field: string
  lang: LanguageCode
  kind: Kind
  text: string
  /** whether it is the page's own SEO text (not its title or summary in its place) */
  own: boolean
}

/** How many other files a duplicate warning names (the rest are counted): a bounded line. */
const NAMED_DUPLICATES = 3

const words: Record<Kind, string> = { title: 'SEO title', description: 'SEO description' }

export function seoWarnings(index: ContentIndex): ContentProblem[] {
  const texts = [...recordTexts(index), ...pageTexts(index)]
  return [...duplicates(texts), ...overLimit(texts)]
}

const fieldIn = (lang: LanguageCode, key: string) =>
  lang === defaultLanguage ? key : `${lang}.${key}`

/** Each record with its own page (active), in each language, by the rule the head uses. */
function recordTexts(index: ContentIndex): HeadText[] {
  const out: HeadText[] = []
  for (const collection of collectionNames) {
    const def: CollectionFields = collectionDefinitions[collection]
    if (recordPagePath(def, 'x') === null) continue
    const summaryKey = def.descriptionField ?? ''
    for (const { file, data } of index.collection(collection).values()) {
      if (data.is_active === false) continue
      for (const lang of languageCodes) {
        const english = lang === defaultLanguage
        const own = (english ? data : (data[lang] ?? {})) as Record<string, unknown>
        const has = (key: string) => typeof own[key] === 'string' && own[key] !== ''
        const value = (key: string) => (has(key) ? own[key] : data[key])
        const seo = resolveSeo(
          { seo_title: value('seo_title'), seo_description: value('seo_description') },
          { title: value(def.titleField), description: value(summaryKey) },
          english ? [] : ['seo_title', 'seo_description'].filter((k) => !has(k)),
          { title: !english && !has(def.titleField), description: !english && !has(summaryKey) },
        )
        for (const [kind, seoKey, fallbackKey] of [
          ['title', 'seo_title', def.titleField],
          ['description', 'seo_description', summaryKey],
        ] as const) {
          const isOwn = seo[kind] !== '' && String(value(seoKey) ?? '').trim() === seo[kind]
          const key = isOwn ? seoKey : fallbackKey
          // a translation showing the English text is the English file's to warn about, once
          if (!english && !has(key)) continue
          out.push({ file, lang, kind, text: seo[kind], field: fieldIn(lang, key), own: isOwn })
        }
      }
    }
  }
  return out
}

/**
 * Each page's own SEO texts in each language; a page without them is named by its route's
 * catalogue title, which is no content to warn about.
 */
function pageTexts(index: ContentIndex): HeadText[] {
  const out: HeadText[] = []
  for (const { file, data } of index.pages.values()) {
    for (const lang of languageCodes) {
      const values = (lang === defaultLanguage ? data : (data as Record<string, unknown>)[lang]) as
        Record<string, Record<string, unknown> | undefined> | undefined
      const seo = values?.[SEO_SECTION] ?? {}
      for (const [kind, key] of [
        ['title', 'seo_title'],
        ['description', 'seo_description'],
      ] as const) {
        const text = typeof seo[key] === 'string' ? seo[key].trim() : ''
        if (text)
          out.push({
            file,
            lang,
            kind,
            text,
            field: fieldIn(lang, `${SEO_SECTION}.${key}`),
            own: true,
          })
      }
    }
  }
  return out
}

const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase()

/** Texts shown for more than one page in one language: a warning on each, naming the others. */
function duplicates(texts: HeadText[]): ContentProblem[] {
  const groups = new Map<string, HeadText[]>()
  for (const t of texts) {
    if (!t.text) continue
    const key = `${t.lang}\u0000${t.kind}\u0000${normal(t.text)}`
    groups.set(key, [...(groups.get(key) ?? []), t])
  }
  const out: ContentProblem[] = []
  for (const group of groups.values()) {
    const files = [...new Set(group.map((t) => t.file))]
    if (files.length < 2) continue
    for (const t of group) {
      const others = files.filter((f) => f !== t.file)
      const named = others.slice(0, NAMED_DUPLICATES).join(', ')
      const more =
        others.length > NAMED_DUPLICATES ? ` and ${others.length - NAMED_DUPLICATES} more` : ''
      out.push({
        file: t.file,
        field: t.field,
        severity: 'warning',
        message: `${words[t.kind]} "${t.text}" (${t.lang}) is also shown for ${named}${more}: search results cannot tell the pages apart`,
      })
    }
  }
  return out
}

/** A title past Google's display limit (own or the title in its place); an own description too. */
function overLimit(texts: HeadText[]): ContentProblem[] {
  return texts
    .filter((t) => (t.kind === 'title' || t.own) && overSeoLimit(t.kind, t.text))
    .map((t) => ({
      file: t.file,
      field: t.field,
      severity: 'warning' as const,
      message: `${words[t.kind]} over the limit (${t.lang}): ${[...t.text].length} characters, search results show about ${t.kind === 'title' ? SEO_TITLE_LIMIT : SEO_DESCRIPTION_LIMIT}`,
    }))
}
