import { AppError, validationError } from '@site/platform'
import {
  fieldErrorsOf,
  UNPUBLISH_AT_KEY,
  UnpublishAtBody,
  type SessionUser,
  type UnpublishSchedule,
} from '@site/contract'
import type { ContentGit, GitAuthor } from '../git/content-git.js'
import type { RecordData } from './codecs.js'
import { collectionNames, collections, titleOf, type CollectionName } from './collections.js'
import type { ContentStore } from './content-store.js'
import { recordText } from './record-save.js'
import { readRecordFile } from './record-service.js'
import { writeAndCommit } from './write-file.js'

/**
 * A record's schedule to unpublish, kept in its own file as `unpublish_at` (schemas/unpublish.ts):
 * setting it is a commit, cancelling it is a commit, and carrying it out is one commit that sets
 * `is_active: false` and removes the key, so the diff is only those lines (the record writer
 * keeps the rest of the file as it was). Each runs inside the write lock on the file as it is on
 * disk (a hand edit included).
 */
export class UnpublishSchedules {
  constructor(
    private readonly store: ContentStore,
    private readonly git: ContentGit,
    private readonly now: () => number = Date.now,
  ) {}

  /** 400 naming why, for a collection whose records cannot be hidden. */
  private checkCollection(collection: CollectionName): void {
    const def = collections[collection]
    if (!def.hasActiveFlag)
      throw validationError({
        at: `A ${def.label} cannot be scheduled to unpublish: it has no "Active" flag to clear`,
      })
  }

  /** The record on disk, 404 when there is none. */
  private async load(collection: CollectionName, slug: string) {
    const current = await readRecordFile(this.store.root, collection, slug)
    if (current.text === null || current.decoded === null)
      throw new AppError(404, 'not_found', `There is no ${collections[collection].label} "${slug}"`)
    return { file: current.file, text: current.text, data: current.decoded }
  }

  /** Rewrites the record with `change` applied to its fields, as one commit. */
  private async write(
    collection: CollectionName,
    record: { file: string; text: string; data: RecordData },
    change: (data: RecordData) => RecordData,
    message: string,
    author: GitAuthor,
  ): Promise<void> {
    const next = recordText(collection, change(record.data), record)
    await writeAndCommit(this.store, this.git, {
      file: record.file,
      text: next.text,
      previous: record.text,
      message,
      author,
    })
  }

  /** POST /<collection>/<slug>/unpublish-at `{ at }`: a time in the future, on a shown record. */
  async set(
    collection: CollectionName,
    slug: string,
    body: unknown,
    editor: SessionUser,
  ): Promise<UnpublishSchedule> {
    this.checkCollection(collection)
    const parsed = UnpublishAtBody.safeParse(body)
    if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error))
    const time = Date.parse(parsed.data.at)
    if (time <= this.now())
      throw validationError({ at: 'Choose a time in the future: this one has passed' })
    const at = new Date(time).toISOString()
    return this.git.withWriteLock(async () => {
      const record = await this.load(collection, slug)
      if (record.data.is_active === false)
        throw validationError({ at: 'This record is not shown on the site: nothing to unpublish' })
      const title = titleOf(collection, slug, record.data)
      if (record.data[UNPUBLISH_AT_KEY] !== at)
        await this.write(
          collection,
          record,
          (data) => ({ ...data, [UNPUBLISH_AT_KEY]: at }),
          `${collection}: schedule unpublishing "${title}" at ${at}`,
          editor,
        )
      return { collection, slug, title, at }
    })
  }

  /** DELETE /<collection>/<slug>/unpublish-at: 404 when nothing is scheduled. */
  async cancel(collection: CollectionName, slug: string, editor: SessionUser): Promise<void> {
    this.checkCollection(collection)
    await this.git.withWriteLock(async () => {
      const record = await this.load(collection, slug)
      if (record.data[UNPUBLISH_AT_KEY] === undefined)
        throw new AppError(
          404,
          'not_found',
          `The ${collections[collection].label} "${slug}" is not scheduled to unpublish`,
        )
      await this.write(
        collection,
        record,
        withoutSchedule,
        `${collection}: cancel unpublishing "${titleOf(collection, slug, record.data)}"`,
        editor,
      )
    })
  }

  /**
   * The scheduler's step: hides the record if its schedule on disk is still due (an edit may
   * have moved or cancelled it since the index was read). Returns whether it did.
   */
  async carryOut(collection: CollectionName, slug: string, author: GitAuthor): Promise<boolean> {
    return this.git.withWriteLock(async () => {
      const current = await readRecordFile(this.store.root, collection, slug)
      if (current.text === null || current.decoded === null) return false
      const at = current.decoded[UNPUBLISH_AT_KEY]
      if (typeof at !== 'string' || Date.parse(at) > this.now()) return false
      await this.write(
        collection,
        { file: current.file, text: current.text, data: current.decoded },
        (data) => ({ ...withoutSchedule(data), is_active: false }),
        `${collection}: unpublish "${titleOf(collection, slug, current.decoded)}" as scheduled at ${at}`,
        author,
      )
      return true
    })
  }

  /** Every schedule in the index, soonest first (GET /unpublish-schedules, and the scheduler). */
  list(): Array<UnpublishSchedule & { collection: CollectionName }> {
    return collectionNames
      .filter((collection) => collections[collection].hasActiveFlag)
      .flatMap((collection) =>
        [...this.store.index.collection(collection)].flatMap(([slug, entry]) => {
          const at = entry.data[UNPUBLISH_AT_KEY]
          return typeof at === 'string'
            ? [{ collection, slug, title: titleOf(collection, slug, entry.data), at }]
            : []
        }),
      )
      .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
  }
}

const withoutSchedule = (data: RecordData): RecordData => {
  const { [UNPUBLISH_AT_KEY]: _scheduled, ...rest } = data
  return rest
}
