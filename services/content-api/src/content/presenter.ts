import {
  pageDefinitions,
  type PageContent,
  type PageKey,
  type PageValues,
  type ReferenceDepth,
  UNPUBLISH_AT_KEY,
} from '@site/contract'
import type { RecordData } from './codecs.js'
import type { CollectionName } from './collections.js'
import type { ContentIndex, Indexed } from './content-index.js'
import { localize, translatableFieldKeys, type Language } from './translation.js'
import { outdatedByLanguage } from './translation-source.js'
import { deprecatedLanguageField } from './deprecated-fields.js'
import { embedReferences, expansionKeysOf } from './embedding.js'
import { defaultLanguage, type TranslationLanguage, translationLanguages } from '@site/contract'

/**
 * What a reader may see: inactive records only for signed-in editors; expanded references in the
 * reader's language (English when not said), or as stored (`depth: 0`, their slugs).
 */
export interface Audience {
  editor: boolean
  lang?: Language
  /** 1 (the default): references expanded where the public pages need them; 0: as stored */
  depth?: ReferenceDepth
}

export const isVisible = (data: RecordData, audience: Audience) =>
  audience.editor || data.is_active !== false

export type ApiRecord = RecordData & {
  id: string
  slug: string
  version: string
  /**
   * per translation language, the translatable fields whose translation was made from an English
   * that has changed since
   */
  outdated: Record<TranslationLanguage, string[]>
  /** deprecated (one release; read `outdated.ar`): the same list, from before languages were a list */
  outdated_ar?: string[]
}

/**
 * What a read adds to a record's fields, which a write of that read ignores (record-save.ts):
 * `present`'s id, slug, version and outdated (and the deprecated outdated_<code>), a read's language (`lang`, `missing`:
 * translation.ts's localize), an update's `merged_fields`, and per collection the expansions
 * a read adds beside a reference (a product's partner_details: embedding.ts). A reference
 * expanded in place (a solution's children) is a field: its kind takes the embedded record back
 * as its slug.
 */
export const readOnlyRecordKeys: readonly string[] = [
  'id',
  'slug',
  'version',
  'outdated',
  ...translationLanguages.map((code) => `outdated_${code}`),
  'lang',
  'missing',
  'merged_fields',
]

/** The keys a write of a record of `collection` ignores: what a read of it adds. */
export function readOnlyKeysOf(collection: CollectionName): ReadonlySet<string> {
  return new Set([...readOnlyRecordKeys, ...expansionKeysOf(collection)])
}

/**
 * A record as the API returns it: its fields plus id, slug and version, with the references the
 * registry says a read embeds expanded (a solution's children, a product's partner: embedding.ts),
 * unless the reader asks for them as stored (`depth: 0`).
 */
export function present(
  index: ContentIndex,
  collection: CollectionName,
  slug: string,
  entry: Indexed<RecordData>,
  audience: Audience,
): ApiRecord {
  const outdated = outdatedByLanguage(translatableFieldKeys(collection), entry.data)
  const out: ApiRecord = {
    ...entry.data,
    id: slug,
    slug,
    version: entry.version,
    outdated,
    // the deprecated `outdated_<code>` field (docs/architecture.md "Deprecated")
    ...Object.fromEntries(
      Object.entries(outdated).map(([lang, keys]) => [`outdated_${lang}`, keys]),
    ),
  }
  // when a record is to be hidden is the editors' business, not the visitors'
  if (!audience.editor) delete out[UNPUBLISH_AT_KEY]
  if (audience.depth === 0) return out
  // a referenced record as the reader reads it: on /ar a child's or partner's Arabic, not English
  return Object.assign(
    out,
    embedReferences(index, collection, entry.data, {
      visible: (data) => isVisible(data, audience),
      inLanguage: (of, data) => localize(of, data, audience.lang ?? defaultLanguage),
    }),
  )
}

/** Public order: sort_order, then title or name. */
export function compareRecords(a: RecordData, b: RecordData): number {
  const order = Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0)
  if (order !== 0) return order
  return String(a.title ?? a.name ?? '').localeCompare(String(b.title ?? b.name ?? ''))
}

/**
 * A page's content as the API returns it: sections in order, each field with its value in the
 * language asked for (the translation where there is one, English otherwise) and its stored
 * translations.
 */
export function presentPage(
  page: PageKey,
  values: Partial<Record<string, Partial<PageValues> | Record<string, string>>>,
  version: string,
  lang: Language = defaultLanguage,
): PageContent {
  const missing: string[] = []
  const stored = (code: string, section: string, field: string): string => {
    const overlay = values[code] as Partial<PageValues> | undefined
    return overlay?.[section]?.[field] ?? ''
  }
  const sections = pageDefinitions[page].map((section) => ({
    key: section.key,
    label: section.label,
    fields: section.fields.map((field) => {
      const english = (values[section.key] as Record<string, string> | undefined)?.[field.key] ?? ''
      const translations = Object.fromEntries(
        translationLanguages.map((code) => [
          code,
          field.translatable ? stored(code, section.key, field.key) : '',
        ]),
      ) as Record<TranslationLanguage, string>
      const translated = lang === defaultLanguage ? '' : translations[lang]
      if (
        lang !== defaultLanguage &&
        field.translatable &&
        translated === '' &&
        english.trim() !== ''
      ) {
        missing.push(`${section.key}.${field.key}`)
      }
      return {
        key: field.key,
        label: field.label,
        kind: field.kind,
        value: translated !== '' ? translated : english,
        translatable: field.translatable,
        translations,
        // deprecated field (one release): the Arabic as `ar`
        ...deprecatedLanguageField(translations),
      }
    }),
  }))
  return { page, version, lang, missing, sections }
}
