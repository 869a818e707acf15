import type { z } from 'zod'
import { AppError } from '@site/platform'
import type { ContentGit } from '../git/content-git.js'
import { validationError } from '@site/platform'
import {
  BulkBody,
  OrderBody,
  fieldErrorsOf,
  type BulkAction,
  type BulkResult,
  type SessionUser,
} from '@site/contract'
import type { RecordData } from './codecs.js'
import { collections, titleOf, type CollectionName } from './collections.js'
import type { ContentStore } from './content-store.js'
import { compareRecords } from './presenter.js'
import { recordText } from './record-save.js'
import { readRecordFile } from './record-service.js'
import { referrersOf } from './references.js'
import { writeAndCommitAll, type FileChange } from './write-file.js'

/**
 * What a collection's list does to many records at once: a bulk action (activate, deactivate,
 * feature, unfeature, delete) and an order set by hand. Each is one commit, all or nothing: every
 * record is read and checked (its version, its references) before anything is written, and each
 * file is rewritten by the record writer, so its diff is only the lines that changed.
 */

/** The flag each action sets, and to what. */
const flagOf: Record<Exclude<BulkAction, 'delete'>, { field: string; value: boolean }> = {
  activate: { field: 'is_active', value: true },
  deactivate: { field: 'is_active', value: false },
  feature: { field: 'is_featured', value: true },
  unfeature: { field: 'is_featured', value: false },
}

/** Titles named in a commit subject before "and N more" (the body lists every slug). */
const SUBJECT_TITLES = 5

/**
 * `<collection>: <verb> "A", "B" and "C"`, or `... "A", ... "E" and 7 more`, with every record's
 * slug in the body: one commit's message names every record it changed.
 */
export function manyRecordsMessage(
  collection: CollectionName,
  verb: string,
  named: Array<{ slug: string; title: string }>,
): string {
  const quoted = named.slice(0, SUBJECT_TITLES).map((r) => `"${r.title}"`)
  const rest = named.length - quoted.length
  const list =
    rest > 0
      ? `${quoted.join(', ')} and ${rest} more`
      : quoted.length > 1
        ? `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`
        : (quoted[0] ?? '')
  const subject = `${collection}: ${verb} ${list}`
  return named.length > 1 ? `${subject}\n\n${named.map((r) => r.slug).join('\n')}\n` : subject
}

/** A body read by its schema: 400 naming each invalid field. */
function parsed<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body)
  if (!result.success) throw validationError(fieldErrorsOf(result.error))
  return result.data
}

interface Loaded {
  slug: string
  file: string
  text: string
  data: RecordData
  version: string
}

export class ListActions {
  constructor(
    private readonly store: ContentStore,
    private readonly git: ContentGit,
  ) {}

  /**
   * Reads every named record from disk: 404 naming those that do not exist, 409 naming those
   * changed since the version the editor loaded (`versions`). Runs inside the write lock.
   */
  private async loadAll(
    collection: CollectionName,
    slugs: readonly string[],
    versions: Record<string, string> = {},
  ): Promise<Loaded[]> {
    const loaded: Loaded[] = []
    const absent: string[] = []
    const stale: string[] = []
    for (const slug of slugs) {
      const current = await readRecordFile(this.store.root, collection, slug)
      if (current.text === null || current.decoded === null || current.version === null) {
        absent.push(slug)
        continue
      }
      const loadedAt = versions[slug]
      if (loadedAt !== undefined && loadedAt !== current.version) stale.push(slug)
      loaded.push({
        slug,
        file: current.file,
        text: current.text,
        data: current.decoded,
        version: current.version,
      })
    }
    const label = collections[collection].label
    if (absent.length > 0)
      throw new AppError(
        404,
        'not_found',
        `There is no ${label} ${absent.map((s) => `"${s}"`).join(', ')}`,
        {
          details: { missing: absent },
        },
      )
    if (stale.length > 0)
      throw new AppError(
        409,
        'conflict',
        `Changed by someone else since you loaded them: ${stale.join(', ')}. Nothing was changed.`,
        { details: { stale } },
      )
    return loaded
  }

  /** POST /<collection>/bulk: one commit changing every named record that is not already so. */
  async bulk(collection: CollectionName, body: unknown, editor: SessionUser): Promise<BulkResult> {
    const { action, slugs, versions } = parsed<BulkBody>(BulkBody, body)
    const def = collections[collection]
    const flag = action === 'delete' ? null : flagOf[action]
    if (flag && !(flag.field in def.schema.shape)) {
      throw validationError({
        action: `A ${def.label} cannot be ${action}d: it has no ${flag.field}`,
      })
    }
    return this.git.withWriteLock(async () => {
      const records = await this.loadAll(collection, slugs, versions)
      const changes: Array<FileChange & { slug: string; title: string }> = []
      if (flag === null) {
        const deleted = new Set(slugs)
        // a record still named by one that stays cannot go (one that is deleted too may)
        const held = records.flatMap((r) =>
          referrersOf(this.store.index, collection, r.slug)
            .filter((ref) => !(ref.collection === collection && deleted.has(ref.slug)))
            .map(
              (ref) =>
                `${titleOf(collection, r.slug, r.data)} (used by ${collections[ref.collection].label} "${ref.title}")`,
            ),
        )
        if (held.length > 0)
          throw new AppError(
            409,
            'referenced',
            `Still used: ${held.join(', ')}; change those first. Nothing was deleted.`,
          )
        for (const r of records)
          changes.push({
            slug: r.slug,
            title: titleOf(collection, r.slug, r.data),
            file: r.file,
            text: null,
            previous: r.text,
          })
      } else {
        for (const r of records) {
          if (r.data[flag.field] === flag.value) continue
          const next = recordText(
            collection,
            { ...r.data, [flag.field]: flag.value },
            { data: r.data, text: r.text },
          )
          changes.push({
            slug: r.slug,
            title: titleOf(collection, r.slug, next.data),
            file: r.file,
            text: next.text,
            previous: r.text,
          })
        }
      }
      if (changes.length === 0) return { changed: [] }
      await writeAndCommitAll(
        this.store,
        this.git,
        changes.map(({ slug: _s, title: _t, ...change }) => change),
        manyRecordsMessage(collection, action, changes),
        editor,
      )
      return { changed: changes.map((c) => c.slug) }
    })
  }

  /**
   * PUT /<collection>/order: the named records take the places of the run they fill in the
   * present order. Their present sort orders are reused in the new order when they are distinct
   * (so only the records that moved change); otherwise the collection is numbered 10, 20, 30...
   * With `parent`, the named records are that record's children, in their new order.
   */
  async order(collection: CollectionName, body: unknown, editor: SessionUser): Promise<BulkResult> {
    const { slugs, parent, versions } = parsed<OrderBody>(OrderBody, body)
    const def = collections[collection]
    if (parent !== undefined) return this.orderChildren(collection, parent, slugs, versions, editor)
    if (!('sort_order' in def.schema.shape))
      throw validationError({ slugs: `A ${def.label} has no sort order to set` })
    return this.git.withWriteLock(async () => {
      const named = new Set(slugs)
      // the present order, every record (an editor's list shows the inactive too)
      const present = [...this.store.index.collection(collection).entries()]
        .sort(([, a], [, b]) => compareRecords(a.data, b.data))
        .map(([slug]) => slug)
      const at = present.flatMap((slug, i) => (named.has(slug) ? [i] : []))
      const unknown = slugs.filter((s) => !present.includes(s))
      if (unknown.length > 0)
        throw new AppError(
          404,
          'not_found',
          `There is no ${def.label} ${unknown.map((s) => `"${s}"`).join(', ')}`,
        )
      const first = at[0] ?? 0
      if (at.length !== slugs.length || at[at.length - 1] !== first + slugs.length - 1)
        throw validationError({
          slugs: 'Send the whole order, or a run of records that stand together in it',
        })
      const next = [...present.slice(0, first), ...slugs, ...present.slice(first + slugs.length)]

      const numberOf = (slug: string) =>
        Number(this.store.index.collection(collection).get(slug)?.data.sort_order ?? 0)
      const runValues = present.slice(first, first + slugs.length).map(numberOf)
      const distinct = runValues.every((v, i) => i === 0 || v > (runValues[i - 1] ?? v))
      const wanted = new Map<string, number>(
        distinct
          ? slugs.map((slug, i) => [slug, runValues[i] ?? 0])
          : next.map((slug, i) => [slug, (i + 1) * 10]),
      )
      const moving = [...wanted]
        .filter(([slug, value]) => numberOf(slug) !== value)
        .map(([slug]) => slug)
      // only the records whose number changes are read, checked and written
      const records = await this.loadAll(collection, moving, versions)
      const changes = records.flatMap((r) => {
        const value = wanted.get(r.slug) ?? 0
        if (r.data.sort_order === value) return []
        const saved = recordText(
          collection,
          { ...r.data, sort_order: value },
          { data: r.data, text: r.text },
        )
        return [
          {
            slug: r.slug,
            title: titleOf(collection, r.slug, r.data),
            file: r.file,
            text: saved.text,
            previous: r.text,
          },
        ]
      })
      if (changes.length === 0) return { changed: [] }
      await writeAndCommitAll(
        this.store,
        this.git,
        changes.map(({ slug: _s, title: _t, ...change }) => change),
        manyRecordsMessage(collection, 'reorder', changes),
        editor,
      )
      return { changed: changes.map((c) => c.slug) }
    })
  }

  /** The order of a record's children (the collection's field naming records of itself). */
  private orderChildren(
    collection: CollectionName,
    parent: string,
    slugs: string[],
    versions: Record<string, string> | undefined,
    editor: SessionUser,
  ): Promise<BulkResult> {
    const def = collections[collection]
    const field = def.references.find((r) => r.target === collection && r.many)?.field
    if (!field) throw validationError({ parent: `A ${def.label} has no children to order` })
    return this.git.withWriteLock(async () => {
      const [record] = await this.loadAll(collection, [parent], versions)
      if (!record) return { changed: [] }
      const children = Array.isArray(record.data[field]) ? (record.data[field] as string[]) : []
      const named = new Set(slugs)
      const at = children.flatMap((slug, i) => (named.has(slug) ? [i] : []))
      const first = at[0] ?? 0
      if (at.length !== slugs.length || at[at.length - 1] !== first + slugs.length - 1)
        throw validationError({
          slugs: `Send children of "${parent}": all of them, or a run that stands together`,
        })
      const next = [...children.slice(0, first), ...slugs, ...children.slice(first + slugs.length)]
      if (next.join() === children.join()) return { changed: [] }
      const saved = recordText(
        collection,
        { ...record.data, [field]: next },
        { data: record.data, text: record.text },
      )
      await writeAndCommitAll(
        this.store,
        this.git,
        [{ file: record.file, text: saved.text, previous: record.text }],
        manyRecordsMessage(collection, 'reorder children of', [
          { slug: parent, title: titleOf(collection, parent, record.data) },
        ]),
        editor,
      )
      return { changed: [parent] }
    })
  }
}
