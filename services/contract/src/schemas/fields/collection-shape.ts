import { type FieldSet, type ReferenceEmbed } from './field-kinds.js'

/** What a collection definition holds, and what is read from one (references, media, groups). */

export interface CollectionFields<S extends FieldSet = FieldSet> {
  /** plural, as in URLs: 'solutions' */
  name: string
  /** singular, for messages and commit subjects: 'solution' */
  label: string
  /** plural, for headings: 'Solutions' */
  title: string
  fields: S
  /** the field a record is named by, and its slug is generated from */
  titleField: string
  /** markdown files keep this field as the body; without it the record is a JSON file */
  bodyField?: string
  /** the fields shown in the admin list, after the title */
  listColumns: string[]
  /** the admin editor's groups (legend and field keys); every field is in one */
  groups: FieldGroup[]
  /** where a record shows on the site (":slug" is replaced), when it does */
  publicPath?: string
  /** the other pages that show every record of the collection (the clients strip on /about) */
  alsoShownAt?: readonly string[]
  /** a record's description in the admin list (cut at 100 characters) */
  descriptionField?: string
  /** show the description whole, clamped to this many lines, instead of cut at 100 characters */
  descriptionLines?: number
  /** the admin menu's icon and the dashboard quick action's one-line hint */
  admin: { icon: AdminMenuIcon; hint: string }
}

/** A record's display name: its title field, or its slug when that is empty. */
export function recordTitleOf(
  def: Pick<CollectionFields, 'titleField'>,
  record: Record<string, unknown>,
  slug: string = typeof record.slug === 'string' ? record.slug : '',
): string {
  const value = record[def.titleField]
  return typeof value === 'string' && value !== '' ? value : slug
}

/**
 * Where a record shows on the site: its own page ('/products/:slug' filled in), or the shared
 * page its collection is shown on ('/products' for partners); null when it shows nowhere.
 */
export function recordShownAt(
  def: Pick<CollectionFields, 'publicPath'>,
  slug: string,
): string | null {
  return def.publicPath ? def.publicPath.replace(':slug', slug) : null
}

/**
 * A record's own page when its collection gives each record one ('/products/:slug' filled in);
 * null for collections shown on a shared page (partners, clients, about sections).
 */
export function recordPagePath(
  def: Pick<CollectionFields, 'publicPath'>,
  slug: string,
): string | null {
  return def.publicPath?.includes(':slug') ? recordShownAt(def, slug) : null
}

/**
 * Every page a record shows on, in English: where it is shown at (recordShownAt, the page a
 * draft's preview renders) first, then the collection's other pages. Empty when it shows nowhere.
 */
export function recordPlaces(
  def: Pick<CollectionFields, 'publicPath' | 'alsoShownAt'>,
  slug: string,
): string[] {
  const first = recordShownAt(def, slug)
  return [...(first === null ? [] : [first]), ...(def.alsoShownAt ?? [])]
}

/**
 * The shared pages that show a collection's records: the list page of a collection whose records
 * have their own page ('/products/:slug': '/products'), or the page it is shown on ('/products'
 * for partners), then `alsoShownAt`. A record's change changes these pages too (the sitemap).
 */
export function collectionPages(
  def: Pick<CollectionFields, 'publicPath' | 'alsoShownAt'>,
): string[] {
  const own = def.publicPath?.replace(/\/:slug$/, '')
  return [...(own === undefined ? [] : [own === '' ? '/' : own]), ...(def.alsoShownAt ?? [])]
}

/** The admin menu icons a collection or page may use (web draws each). */
export type AdminMenuIcon = 'layers' | 'globe' | 'star' | 'dashboard'

/** A form's groups: a fieldset each, by legend, with the keys of its fields in order. */
export type FieldGroup = { legend: string; intro?: string; fields: string[] }

/**
 * The groups to draw for a field set: the declared ones, then "More" with every field no group
 * names, so a field added to the registry is editable before anyone places it.
 */
export function groupsWithRest(fields: FieldSet, groups: readonly FieldGroup[]): FieldGroup[] {
  const grouped = new Set(groups.flatMap((g) => g.fields))
  const others = Object.keys(fields).filter((key) => !grouped.has(key))
  return others.length ? [...groups, { legend: 'More', fields: others }] : [...groups]
}

export interface Reference {
  field: string
  target: string
  many: boolean
  /** what a read embeds of the records referred to (ReferenceEmbed), when it does */
  embed?: ReferenceEmbed
}

/** The fields of a collection that refer to records. */
export function referencesOf(def: CollectionFields): Reference[] {
  return Object.entries(def.fields).flatMap(([key, f]) =>
    f.kind === 'reference'
      ? [{ field: key, target: f.collection, many: f.many, ...(f.embed ? { embed: f.embed } : {}) }]
      : [],
  )
}

/** The fields naming a file in the media folder (images and documents). */
export function mediaFieldsOf(def: { fields: FieldSet }): string[] {
  return Object.entries(def.fields).flatMap(([key, f]) =>
    f.kind === 'image' || f.kind === 'document' ? [key] : [],
  )
}

/** The keys whose Arabic version holds its own value. */
