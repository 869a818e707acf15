import {
  SETTINGS_ADMIN_PATH,
  collectionDefinitions,
  defaultLanguage,
  isTranslationLanguage,
  pageAdmin,
  pageAdminPath,
  pagePublicPaths,
  recordAdminPath,
  recordShownAt,
  type LanguageCode,
  type MediaUse,
  type PageKey,
} from '@site/contract'
import { publicPathIn } from '../search/documents.js'
import { collectionNames, titleOf } from './collections.js'
import type { ContentIndex } from './content-index.js'

/** Does any string inside `value` (a field, a list, a Markdown body) mention `ref`? */
function mentions(value: unknown, ref: string): boolean {
  if (typeof value === 'string') return value.includes(ref)
  if (Array.isArray(value)) return value.some((v) => mentions(v, ref))
  if (value && typeof value === 'object') return Object.values(value).some((v) => mentions(v, ref))
  return false
}

/**
 * The fields of `values` that mention `ref`, with the language they are in: the top-level keys
 * are the default language's fields, a translation language's key (`ar:`, `fr:`) holds its
 * overlay, whose keys are fields too.
 */
type Mention = { key: string; lang: LanguageCode; value: unknown }

function fieldsMentioning(values: Record<string, unknown>, ref: string): Mention[] {
  return Object.entries(values).flatMap(([key, value]): Mention[] => {
    if (isTranslationLanguage(key) && value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.entries(value as Record<string, unknown>)
        .filter(([, inner]) => mentions(inner, ref))
        .map(([inner, innerValue]) => ({ key: inner, lang: key, value: innerValue }))
    }
    return mentions(value, ref) ? [{ key, lang: defaultLanguage, value }] : []
  })
}

const withLang = (url: string, lang: LanguageCode) =>
  lang === defaultLanguage ? url : `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`

const atField = (url: string, field: string) => `${url}#field-${encodeURIComponent(field)}`

/**
 * Every place `ref` (media/<file>) is mentioned: each field of each record, page section and
 * setting, in each language. Values are scanned whole (image fields, image lists and Markdown
 * bodies alike), so an image is never reported unused while anything still mentions it.
 */
export function mediaUsesOf(index: ContentIndex, ref: string): MediaUse[] {
  const uses: MediaUse[] = []
  for (const collection of collectionNames) {
    const def = collectionDefinitions[collection]
    for (const [slug, entry] of index.collection(collection)) {
      const found = fieldsMentioning(entry.data, ref)
      if (found.length === 0) continue
      const title = titleOf(collection, slug, entry.data)
      // a record with a page of its own that visitors may see (not switched off)
      const ownPage = def.publicPath?.includes(':slug') === true && entry.data.is_active !== false
      const shownAt = ownPage ? recordShownAt(def, slug) : null
      for (const { key, lang } of found) {
        uses.push({
          kind: 'record',
          collection,
          slug,
          field: key,
          lang,
          title,
          admin_url: atField(withLang(recordAdminPath(collection, slug), lang), key),
          ...(shownAt ? { public_url: publicPathIn(shownAt, lang) } : {}),
        })
      }
    }
  }
  for (const [page, entry] of index.pages) uses.push(...pageUses(page, entry.data, ref))
  if (index.settings) {
    for (const { key, lang } of fieldsMentioning(index.settings.data, ref)) {
      uses.push({
        kind: 'settings',
        field: key,
        lang,
        title: 'Company Info',
        admin_url: atField(withLang(SETTINGS_ADMIN_PATH, lang), key),
      })
    }
  }
  return uses
}

/** A page's values are sections of fields: a use names `<section>.<field>`. */
function pageUses(page: PageKey, values: Record<string, unknown>, ref: string): MediaUse[] {
  return fieldsMentioning(values, ref).flatMap(({ key: section, lang, value }) => {
    const fields =
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.entries(value as Record<string, unknown>)
            .filter(([, v]) => mentions(v, ref))
            .map(([field]) => field)
        : [null]
    return fields.map((field): MediaUse => ({
      kind: 'page',
      page,
      field: field === null ? section : `${section}.${field}`,
      lang,
      title: `${pageAdmin[page].name} page`,
      admin_url: atField(
        withLang(`${pageAdminPath(page)}?edit=${encodeURIComponent(section)}`, lang),
        field ?? section,
      ),
      public_url: publicPathIn(pagePublicPaths[page], lang),
    }))
  })
}
