import { readDecodedFile } from './read-decoded.js'
import type { ContentGit } from '../git/content-git.js'
import { AppError, validationError } from '@site/platform'
import {
  isTranslationLanguage,
  languageOf,
  Slug,
  slugify,
  type FieldErrors,
  type ListQuery,
  type SessionUser,
  sameValue,
} from '@site/contract'
import { decodeRecord, type RecordData } from './codecs.js'
import { collections, recordFile, titleOf, type CollectionName } from './collections.js'
import type { ContentStore } from './content-store.js'
import { facetsOf, pageOf, selectRecords, type DraftStates } from './list-query.js'
import { mergeFields } from './merge.js'
import { compareRecords, isVisible, present, type ApiRecord, type Audience } from './presenter.js'
import { imageErrors, referenceErrors, referrersOf } from './references.js'
import {
  fieldsOfBody,
  keptOnSave,
  patchedRecord,
  readRecordSave,
  recordText,
  validateRecord,
} from './record-save.js'
import { writeAndCommit } from './write-file.js'

const invalid = (fields: FieldErrors) => validationError(fields)

/** Reads a record's file now on disk (not the index, which may lag behind an external edit). */
export async function readRecordFile(root: string, collection: CollectionName, slug: string) {
  const file = recordFile(collection, slug)
  const read = await readDecodedFile(root, file, (text) => decodeRecord(collection, file, text))
  return read.text === null
    ? { file, text: null, decoded: null, version: null }
    : { file, text: read.text, decoded: read.data, version: read.version }
}

/** Reads, creates, updates and deletes the records of every collection (route -> this -> store). */
export class RecordService {
  constructor(
    private readonly store: ContentStore,
    private readonly git: ContentGit,
  ) {}

  private get index() {
    return this.store.index
  }

  list(collection: CollectionName, audience: Audience): ApiRecord[] {
    return [...this.index.collection(collection).entries()]
      .filter(([, entry]) => isVisible(entry.data, audience))
      .sort(([, a], [, b]) => compareRecords(a.data, b.data))
      .map(([slug, entry]) => present(this.index, collection, slug, entry, audience))
  }

  /**
   * A list read's query (sort, filter, search) over what the audience may see: the matching
   * records in order, presented only for the page asked for (every one without `limit`).
   */
  query(
    collection: CollectionName,
    audience: Audience,
    query: ListQuery,
    drafts?: DraftStates,
  ): { items: ApiRecord[]; total: number; facets: Record<string, string[]> } {
    const visible = [...this.index.collection(collection).entries()].filter(([, entry]) =>
      isVisible(entry.data, audience),
    )
    const selected = selectRecords(collection, visible, query, drafts)
    const shown = query.limit === null ? selected : pageOf(selected, query.page, query.limit)
    return {
      items: shown.map(([slug, entry]) => present(this.index, collection, slug, entry, audience)),
      total: selected.length,
      facets: query.limit === null ? {} : facetsOf(collection, visible),
    }
  }

  get(collection: CollectionName, slug: string, audience: Audience): ApiRecord {
    const entry = this.index.collection(collection).get(slug)
    if (!entry || !isVisible(entry.data, audience)) {
      throw new AppError(404, 'not_found', `There is no ${collections[collection].label} "${slug}"`)
    }
    return present(this.index, collection, slug, entry, audience)
  }

  /**
   * The record's file as it is now; its data as indexed when the index holds that version, so
   * the stamps an outside change implied (content-store.ts withStamps) are what this save keeps
   * and writes to the file.
   */
  private async readCurrent(collection: CollectionName, slug: string) {
    const current = await readRecordFile(this.store.root, collection, slug)
    const indexed = this.index.collection(collection).get(slug)
    return indexed && current.decoded !== null && indexed.version === current.version
      ? { ...current, decoded: indexed.data }
      : current
  }

  /** References and images a record names must exist (400 naming each field). */
  async checkLinks(collection: CollectionName, slug: string, data: RecordData): Promise<void> {
    const errors = {
      ...referenceErrors(this.index, collection, slug, data),
      ...(await imageErrors(this.store.root, collection, data)),
    }
    if (Object.keys(errors).length > 0) throw invalid(errors)
  }

  /** The data of the version an editor loaded, from this process's memory or from git. */
  private async baseOf(
    collection: CollectionName,
    file: string,
    version: string,
  ): Promise<RecordData | null> {
    const remembered = this.store.versions.get(version)
    if (remembered) return remembered as RecordData
    const text = await this.git.readBlob(version)
    if (text === null) return null
    const decoded = decodeRecord(collection, file, text)
    return decoded.ok ? decoded.data : null
  }

  async create(collection: CollectionName, body: unknown, editor: SessionUser): Promise<ApiRecord> {
    const def = collections[collection]
    const { slug: requested, section_key, ...rest } = (body ?? {}) as Record<string, unknown>
    const data = validateRecord(collection, fieldsOfBody(collection, rest))
    const explicit = requested ?? section_key
    let slug: string
    if (explicit !== undefined && explicit !== '') {
      const parsed = Slug.safeParse(explicit)
      if (!parsed.success)
        throw invalid({ slug: parsed.error.issues[0]?.message ?? 'Invalid slug' })
      slug = parsed.data
    } else {
      slug = slugify(titleOf(collection, '', data))
      if (slug === '')
        throw invalid({ [def.titleField]: 'Enter a title to make the slug from, or a slug' })
    }
    return this.git.withWriteLock(async () => {
      if (
        explicit !== undefined &&
        explicit !== '' &&
        (await this.readCurrent(collection, slug)).text !== null
      ) {
        throw new AppError(409, 'slug_taken', `A ${def.label} "${slug}" already exists`, {
          fields: { slug: 'Already used' },
        })
      }
      // a generated slug that is taken gets a number: "energy-systems-2"
      for (let n = 2; (await this.readCurrent(collection, slug)).text !== null; n++)
        slug = `${slugify(titleOf(collection, '', data)).slice(0, 75)}-${n}`
      await this.checkLinks(collection, slug, data)
      await writeAndCommit(this.store, this.git, {
        file: recordFile(collection, slug),
        text: recordText(collection, data, { data: null, text: null }).text,
        previous: null,
        message: `${collection}: create "${titleOf(collection, slug, data)}"`,
        author: editor,
      })
      return this.get(collection, slug, { editor: true })
    })
  }

  /**
   * Saves a record. `partial` (PATCH) applies only the fields sent. A save based on an older
   * version is merged field by field with what changed since; overlapping changes get 409.
   */
  async update(
    collection: CollectionName,
    slug: string,
    body: unknown,
    editor: SessionUser,
    partial = false,
  ): Promise<ApiRecord & { merged_fields: string[] }> {
    const { version, fields, confirmed } = readRecordSave(collection, body, {
      versionRequired: true,
    })
    if (!partial) validateRecord(collection, fields) // answer 400 before waiting for the lock

    return this.git.withWriteLock(async () => {
      const current = await this.readCurrent(collection, slug)
      if (current.text === null || current.decoded === null) {
        throw new AppError(
          404,
          'not_found',
          `There is no ${collections[collection].label} "${slug}"`,
        )
      }
      const base =
        current.version === version
          ? current.decoded
          : await this.baseOf(collection, current.file, version)
      // a save that does not send a language (an English-only form) keeps its stored text, and
      // every save keeps the schedule to unpublish (keptOnSave)
      const mine = validateRecord(
        collection,
        partial
          ? patchedRecord(base ?? current.decoded, fields)
          : { ...keptOnSave(current.decoded), ...fields },
      )

      let next = mine
      let mergedFields: string[] = []
      if (current.version !== version) {
        const result = base
          ? mergeFields(base, mine, current.decoded)
          : {
              ok: false as const,
              conflicts: Object.keys(mine).filter(
                (k) => JSON.stringify(mine[k]) !== JSON.stringify(current.decoded?.[k]),
              ),
            }
        if (!result.ok) {
          throw new AppError(
            409,
            'conflict',
            `This ${collections[collection].label} was changed by someone else since you loaded it`,
            {
              details: {
                conflicts: result.conflicts,
                current: present(
                  this.index,
                  collection,
                  slug,
                  { file: current.file, version: current.version, data: current.decoded },
                  { editor: true },
                ),
              },
            },
          )
        }
        next = result.merged
        mergedFields = result.theirs
      }
      const saved = recordText(
        collection,
        next,
        { data: current.decoded, text: current.text },
        confirmed,
      )
      await this.checkLinks(collection, slug, saved.data)
      const { text } = saved
      // the editor's own changes: what differs from the version they loaded (a form that does
      // not send a language leaves its text alone)
      const loaded = base ?? current.decoded
      const own = Object.keys({ ...loaded, ...mine }).filter(
        (key) =>
          (!isTranslationLanguage(key) || key in fields) && !sameValue(mine[key], loaded[key]),
      )
      // a save of one translation alone says so: history and the dashboard read it as one
      const translated = own.length === 1 && isTranslationLanguage(own[0]) ? own[0] : undefined
      await writeAndCommit(this.store, this.git, {
        file: current.file,
        text,
        previous: current.text,
        // with an outside edit in the work tree, the commit is the committed version plus only
        // the editor's changes
        ontoCommitted: (committed) => {
          if (committed === null) return text
          const decoded = decodeRecord(collection, current.file, committed)
          if (!decoded.ok) throw new Error(`${current.file} at HEAD is invalid`)
          const onto: RecordData = { ...decoded.data }
          for (const key of own) {
            if (mine[key] === undefined) delete onto[key]
            else onto[key] = mine[key]
          }
          return recordText(collection, onto, { data: decoded.data, text: committed }, confirmed)
            .text
        },
        message: translated
          ? `${collection}: translate "${titleOf(collection, slug, saved.data)}" (${languageOf(translated).name})`
          : `${collection}: update "${titleOf(collection, slug, saved.data)}"`,
        author: editor,
      })
      return { ...this.get(collection, slug, { editor: true }), merged_fields: mergedFields }
    })
  }

  /** Deletes a record nobody refers to. With a version, a record changed since is not deleted. */
  async remove(
    collection: CollectionName,
    slug: string,
    editor: SessionUser,
    version?: string,
  ): Promise<ApiRecord> {
    return this.git.withWriteLock(async () => {
      const current = await this.readCurrent(collection, slug)
      if (current.text === null || current.decoded === null) {
        throw new AppError(
          404,
          'not_found',
          `There is no ${collections[collection].label} "${slug}"`,
        )
      }
      const record = present(
        this.index,
        collection,
        slug,
        { file: current.file, version: current.version, data: current.decoded },
        { editor: true },
      )
      if (version && version !== current.version) {
        throw new AppError(
          409,
          'conflict',
          `This ${collections[collection].label} was changed since you loaded it`,
          {
            details: { current: record },
          },
        )
      }
      const referrers = referrersOf(this.index, collection, slug)
      if (referrers.length > 0) {
        const names = referrers
          .map((r) => `${collections[r.collection].label} "${r.title}"`)
          .join(', ')
        throw new AppError(409, 'referenced', `Still used by ${names}; change those first`, {
          details: { referrers },
        })
      }
      await writeAndCommit(this.store, this.git, {
        file: current.file,
        text: null,
        previous: current.text,
        message: `${collection}: delete "${titleOf(collection, slug, current.decoded)}"`,
        author: editor,
      })
      return record
    })
  }
}
