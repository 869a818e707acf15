import {
  pageDefinitions,
  type PageContent,
  type PageKey,
  type PageValues,
  type ReferenceDepth,
} from '@site/contract'
import type { RecordData } from './codecs.js'
import type { CollectionName } from './collections.js'
import type { ContentIndex, Indexed } from './content-index.js'
import { localize, translatableFieldKeys, type Language } from './translation.js'
import { outdatedTranslations } from './translation-source.js'

/**
 * What a reader may see: inactive records only for signed-in editors; expanded references in the
 * reader's language (English when not said), or as stored (`depth: 0`, their slugs).
 */
export interface Audience {
  editor: boolean
  lang?: Language
  /** 1 (the default): references expanded where the spec's pages need them; 0: as stored */
  depth?: ReferenceDepth
}

export const isVisible = (data: RecordData, audience: Audience) =>
  audience.editor || data.is_active !== false

export type ApiRecord = RecordData & {
  id: string
  slug: string
  version: string
  /** translatable fields whose Arabic was made from an English that has changed since */
  outdated_ar: string[]
}

/**
 * The collections a record of each collection shows besides its own file (a solution its child
 * solutions, a product its partner): a change there changes what its reads answer. Kept
 * beside `present`, which expands them: an expansion added there belongs here too.
 */
export const embeddedCollections: Partial<Record<CollectionName, readonly CollectionName[]>> = {
  solutions: ['solutions'],
  products: ['partners'],
}

/**
 * What a read adds to a record's fields, which a write of that read ignores (record-save.ts):
 * `present`'s id, slug, version and outdated_ar, a read's language (`lang`, `missing`:
 * translation.ts's localize), an update's `merged_fields`, and per collection the expansions
 * `present` adds beside a reference (a product's partner_details). A reference expanded in place
 * (a solution's children) is a field: its kind takes the embedded record back as its slug.
 */
export const readOnlyRecordKeys = [
  'id',
  'slug',
  'version',
  'outdated_ar',
  'lang',
  'missing',
  'merged_fields',
] as const
export const expansionKeys: Partial<Record<CollectionName, readonly string[]>> = {
  products: ['partner_details'],
}

/** The keys a write of a record of `collection` ignores: what a read of it adds. */
export function readOnlyKeysOf(collection: CollectionName): ReadonlySet<string> {
  return new Set([...readOnlyRecordKeys, ...(expansionKeys[collection] ?? [])])
}

/**
 * A record as the API returns it: its fields plus id, slug and version, with references
 * expanded where the spec's pages need them (a solution's children, a product's partner), unless
 * the reader asks for them as stored (`depth: 0`).
 */
export function present(
  index: ContentIndex,
  collection: CollectionName,
  slug: string,
  entry: Indexed<RecordData>,
  audience: Audience,
): ApiRecord {
  const out: ApiRecord = {
    ...entry.data,
    id: slug,
    slug,
    version: entry.version,
    outdated_ar: outdatedTranslations(translatableFieldKeys(collection), entry.data),
  }
  // a referenced record as the reader reads it: on /ar a child's or partner's Arabic, not English
  const inLanguage = (of: CollectionName, data: RecordData) =>
    localize(of, data, audience.lang ?? 'en')
  if (audience.depth === 0) return out
  if (collection === 'solutions') {
    const children = (entry.data.children as string[] | undefined) ?? []
    out.children = children.flatMap((child) => {
      const found = index.collection('solutions').get(child)
      if (!found) return []
      const { title, description, icon } = inLanguage('solutions', found.data)
      return [{ id: child, slug: child, title, description, icon }]
    })
  }
  if (collection === 'products') {
    const partnerSlug = entry.data.partner as string
    const found = partnerSlug ? index.collection('partners').get(partnerSlug) : undefined
    const partner =
      found && isVisible(found.data, audience) ? inLanguage('partners', found.data) : null
    out.partner_details = partner
      ? {
          slug: partnerSlug,
          name: partner.name,
          logo: partner.logo,
          logo_alt: partner.logo_alt ?? '',
          description: partner.description,
          website: partner.website,
          is_strategic: partner.is_strategic,
        }
      : null
  }
  return out
}

/** Public order: sort_order, then title or name. */
export function compareRecords(a: RecordData, b: RecordData): number {
  const order = Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0)
  if (order !== 0) return order
  return String(a.title ?? a.name ?? '').localeCompare(String(b.title ?? b.name ?? ''))
}

/**
 * A page's content as the API returns it: sections in order, each field with its value in the
 * language asked for (Arabic where translated, English otherwise) and its stored Arabic.
 */
export function presentPage(
  page: PageKey,
  values: Partial<PageValues> & { ar?: Partial<PageValues> },
  version: string,
  lang: Language = 'en',
): PageContent {
  const missing: string[] = []
  const sections = pageDefinitions[page].map((section) => ({
    key: section.key,
    label: section.label,
    fields: section.fields.map((field) => {
      const english = values[section.key]?.[field.key] ?? ''
      const ar = (field.translatable && values.ar?.[section.key]?.[field.key]) || ''
      if (lang === 'ar' && field.translatable && ar === '' && english.trim() !== '') {
        missing.push(`${section.key}.${field.key}`)
      }
      return {
        key: field.key,
        label: field.label,
        kind: field.kind,
        value: lang === 'ar' && ar !== '' ? ar : english,
        translatable: field.translatable,
        ar,
      }
    }),
  }))
  return { page, version, lang, missing, sections }
}
