import {
  collectionDefinitions,
  defaultLanguage,
  languageCodes,
  pageDefinitions,
  type Field,
  type LanguageCode,
  type PageKey,
} from '@site/contract'
import type { CollectionName } from '../content/collections.js'

/** A value of an item the content checks read: Markdown, or a link field (a URL or site path). */
export interface ItemText {
  /** the field path in its file, as problems name it ("body", "ar.detailed_description", "legal.body") */
  field: string
  kind: 'markdown' | 'url'
  lang: LanguageCode
  value: string
}

type Values = Record<string, unknown>

const asValues = (value: unknown): Values =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Values) : {}

const checked = (field: Field): field is Field & { kind: 'markdown' | 'url' } =>
  field.kind === 'markdown' || field.kind === 'url'

/**
 * Every Markdown and link value of a record or a page, in each language it is written in: the
 * translations live under the language's code (`ar.detailed_description`, `ar.legal.body`).
 * The places are read from the field registry, so a field added there is checked too.
 */
export function itemTexts(
  item: { kind: 'record'; collection: CollectionName } | { kind: 'page'; page: PageKey },
  data: Values,
): ItemText[] {
  // [path within a language's values, field]
  const places: Array<[string[], Field & { kind: 'markdown' | 'url' }]> = []
  if (item.kind === 'record') {
    for (const [key, field] of Object.entries(
      collectionDefinitions[item.collection].fields as Record<string, Field>,
    ))
      if (checked(field)) places.push([[key], field])
  } else {
    for (const section of pageDefinitions[item.page])
      for (const field of section.fields)
        if (checked(field)) places.push([[section.key, field.key], field])
  }
  const out: ItemText[] = []
  for (const lang of languageCodes) {
    const english = lang === defaultLanguage
    const values = english ? data : asValues(data[lang])
    for (const [path, field] of places) {
      if (!english && !field.translatable) continue
      let value: unknown = values
      for (const key of path) value = asValues(value)[key]
      if (typeof value !== 'string' || value.trim() === '') continue
      const dotted = path.join('.')
      out.push({
        field: english ? dotted : `${lang}.${dotted}`,
        kind: field.kind,
        lang,
        value,
      })
    }
  }
  return out
}
