import { z } from 'zod'
import { Slug, Version } from './common.js'
import type { CollectionFields } from './fields/collection-shape.js'
import { isCollectionKey } from './fields/collections.js'
import type { Field } from './fields/field-kinds.js'
import { SEO_FIELD_KEYS } from './seo.js'

/**
 * How a collection's list is read (sort, filter, search, page) and acted on (bulk actions, order
 * by hand): one vocabulary for content-api, which applies it, and web, which writes it into the
 * admin list's URL. What may be sorted or filtered is read from the field registry, so a field
 * added there is sortable or filterable without naming it here.
 */

/** Kinds whose value is one short scalar: a column a list can be sorted by. */
const SORTABLE_KINDS = new Set<Field['kind']>([
  'text',
  'number',
  'boolean',
  'icon',
  'url',
  'email',
  'phone',
  'reference',
])

/** A text field this short is a label (category, industry), not prose: it can be filtered by. */
const LABEL_MAX = 80

/** A text field this short is a name or a label (a title, a category), not a sentence. */
const NAME_MAX = 120

/** What a page shows to search engines, not a column an editor sorts the list by. */
const notColumns = new Set<string>(SEO_FIELD_KEYS)

/** The columns a collection's list sorts by: `slug` and every one-value short field. */
export function sortableFields(def: Pick<CollectionFields, 'fields'>): string[] {
  const fields = Object.entries(def.fields).flatMap(([key, f]) =>
    !notColumns.has(key) &&
    SORTABLE_KINDS.has(f.kind) &&
    !(f.kind === 'reference' && f.many) &&
    !(f.kind === 'text' && f.max > NAME_MAX)
      ? [key]
      : [],
  )
  return ['slug', ...fields]
}

/** The fields a list filters by value: flags, icons, references and short labels. */
export function filterableFields(def: Pick<CollectionFields, 'fields'>): string[] {
  return Object.entries(def.fields).flatMap(([key, f]) =>
    f.kind === 'boolean' ||
    f.kind === 'icon' ||
    f.kind === 'reference' ||
    (f.kind === 'text' && f.max <= LABEL_MAX)
      ? [key]
      : [],
  )
}

/**
 * The states a record can be listed by: its flags (where the collection has them), an open draft
 * or a scheduled one, a translation that is missing or made from an English that changed since.
 */
export const listStatuses = [
  'active',
  'inactive',
  'featured',
  'draft',
  'scheduled',
  'missing',
  'outdated',
] as const
export type ListStatus = (typeof listStatuses)[number]

/** The statuses that mean something for a collection (no "active" where there is no flag). */
export function statusesOf(def: Pick<CollectionFields, 'fields'>): ListStatus[] {
  return listStatuses.filter(
    (s) =>
      ((s !== 'active' && s !== 'inactive') || 'is_active' in def.fields) &&
      (s !== 'featured' || 'is_featured' in def.fields),
  )
}

/** Most records a page of a list holds: bounds what one read costs to build and send. */
export const LIST_PAGE_MAX = 200
/** Most `filter` terms one read may carry. */
export const LIST_FILTERS_MAX = 8

/** One `filter` term: `<key>:<value>`, a field's value, `status:<status>` or `lang:<code>`. */
export interface ListFilter {
  key: string
  value: string
}

/** A list read's query, validated. Without `limit` the whole list is answered (as before). */
export interface ListQuery {
  sort: string | null
  order: 'asc' | 'desc'
  filters: ListFilter[]
  q: string
  page: number
  limit: number | null
}

const one = (v: unknown) => (Array.isArray(v) ? v[v.length - 1] : v)
const many = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v])

/**
 * The zod schema of a collection's list query (`sort`, `order`, `filter`, `q`, `page`, `limit`),
 * checked against its fields: an unknown column or filter is a 400 naming what is allowed.
 * `languages` are the translation languages a `lang:` filter may name.
 */
export function listQuerySchema(
  def: Pick<CollectionFields, 'fields'>,
  languages: readonly string[],
): z.ZodType<ListQuery> {
  const sortable = sortableFields(def)
  const filterable = filterableFields(def)
  const statuses = statusesOf(def)
  const filterTerm = z
    .string()
    .max(120, 'A filter is at most 120 characters')
    .transform((term, ctx): ListFilter => {
      const colon = term.indexOf(':')
      const key = colon < 0 ? term : term.slice(0, colon)
      const value = colon < 0 ? '' : term.slice(colon + 1)
      if (colon < 0 || value === '') {
        ctx.addIssue({ code: 'custom', message: `Write a filter as key:value, not "${term}"` })
      } else if (key === 'status' && !(statuses as string[]).includes(value)) {
        ctx.addIssue({ code: 'custom', message: `Status is one of ${statuses.join(', ')}` })
      } else if (key === 'lang' && !languages.includes(value)) {
        ctx.addIssue({ code: 'custom', message: `Language is one of ${languages.join(', ')}` })
      } else if (key !== 'status' && key !== 'lang' && !filterable.includes(key)) {
        ctx.addIssue({
          code: 'custom',
          message: `Filter by status, lang or ${filterable.join(', ')}; not "${key}"`,
        })
      }
      return { key, value }
    })
  return z
    .object({
      sort: z.preprocess(
        one,
        z
          .enum(sortable as [string, ...string[]], {
            message: `Sort by one of ${sortable.join(', ')}`,
          })
          .nullable()
          .default(null),
      ),
      order: z.preprocess(one, z.enum(['asc', 'desc']).default('asc')),
      filter: z.preprocess(
        many,
        z.array(filterTerm).max(LIST_FILTERS_MAX, `At most ${LIST_FILTERS_MAX} filters`),
      ),
      q: z.preprocess(one, z.string().trim().max(200).default('')),
      page: z.preprocess(one, z.coerce.number().int().min(1).max(1_000_000).default(1)),
      limit: z.preprocess(
        one,
        z.coerce
          .number()
          .int()
          .min(1)
          .max(LIST_PAGE_MAX, `A page holds at most ${LIST_PAGE_MAX} records`)
          .nullable()
          .default(null),
      ),
    })
    .transform(({ filter, ...rest }) => ({ ...rest, filters: filter }))
}

/** A paged list read's answer (`limit` given). */
export interface ListPage<T> {
  items: T[]
  /** records matching the query, over every page */
  total: number
  page: number
  limit: number
  /**
   * the values each label field (category, industry) holds across the list, for a filter to
   * offer: sorted, at most LIST_FACET_MAX each
   */
  facets: Record<string, string[]>
}

/** Most values a facet offers. */
export const LIST_FACET_MAX = 100

/** The filterable fields whose values are free labels (a filter offers the values found). */
export function facetFields(def: Pick<CollectionFields, 'fields'>): string[] {
  return filterableFields(def).filter((key) => def.fields[key]?.kind === 'text')
}

/** The actions a list applies to the records it has selected. */
export const bulkActions = ['activate', 'deactivate', 'feature', 'unfeature', 'delete'] as const
export type BulkAction = (typeof bulkActions)[number]

/** Most records one bulk action or one reorder names: bounds one commit and its check. */
export const BULK_MAX = 1_000

const distinctSlugs = z
  .array(Slug)
  .min(1, 'Name at least one record')
  .max(BULK_MAX, `At most ${BULK_MAX} records at once`)
  .refine((slugs) => new Set(slugs).size === slugs.length, 'A record is named twice')

/**
 * POST /<collection>/bulk: the action, the records, and (optionally) the version each was loaded
 * at; a record changed since makes the whole action a 409 that names it.
 */
export const BulkBody = z.object({
  action: z.enum(bulkActions, { message: `Action is one of ${bulkActions.join(', ')}` }),
  slugs: distinctSlugs,
  versions: z.record(Slug, Version).optional(),
})
export type BulkBody = z.infer<typeof BulkBody>

/** What a bulk action answers: the records it changed (those already so are left alone). */
export interface BulkResult {
  changed: string[]
}

/**
 * PUT /<collection>/order: the records in their new order, the whole list or a run of it that
 * is contiguous in the present order; with `parent`, the order of that record's children.
 */
export const OrderBody = z.object({
  slugs: distinctSlugs,
  parent: Slug.optional(),
  versions: z.record(Slug, Version).optional(),
})
export type OrderBody = z.infer<typeof OrderBody>

const textOf = (v: unknown) => (typeof v === 'string' ? v : '')

/**
 * Whether a record matches a list's search (`needle` lower case): its title, slug, description
 * or a column its list shows.
 */
export function matchesListSearch(
  def: Pick<CollectionFields, 'titleField' | 'descriptionField' | 'listColumns'>,
  record: Record<string, unknown>,
  slug: string,
  needle: string,
): boolean {
  return [
    textOf(record[def.titleField]),
    slug,
    def.descriptionField ? textOf(record[def.descriptionField]) : '',
    ...def.listColumns.map((c) => textOf(record[c])),
  ].some((t) => t.toLowerCase().includes(needle))
}

/** Most views one user may save (over every collection): bounds what a user's record holds. */
export const LIST_VIEWS_MAX = 50

/** A list view a user named ("Save view"): the collection and the list URL's query string. */
export const SavedListView = z.object({
  name: z.string().trim().min(1, 'Name the view').max(60, 'A view name is at most 60 characters'),
  collection: z.string().refine(isCollectionKey, 'Not a collection'),
  /** `sort=title&status=inactive`: what the list's URL holds, read by the list as any URL */
  query: z
    .string()
    .max(600, 'A view is at most 600 characters')
    .regex(/^[^\s#?]*$/, 'A view is a query string without "?", "#" or spaces'),
})
export type SavedListView = z.infer<typeof SavedListView>

/** GET and PUT /auth/list-views: the user's saved views, a name once per collection. */
export const SavedListViews = z.object({
  views: z
    .array(SavedListView)
    .max(LIST_VIEWS_MAX, `At most ${LIST_VIEWS_MAX} saved views`)
    .refine(
      (views) => new Set(views.map((v) => `${v.collection}\n${v.name}`)).size === views.length,
      'Two views of a list have the same name',
    ),
})
export type SavedListViews = z.infer<typeof SavedListViews>
