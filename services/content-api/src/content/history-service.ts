import path from 'node:path'
import { readTextIfExists } from '../fs/read-text.js'
import type { ContentGit, CommitInfo } from '../git/content-git.js'
import { AppError } from '@site/platform'
import { CompanySettings, type PageKey, type PageValues, type SessionUser } from '@site/contract'
import { gitBlobId } from './blob-id.js'
import {
  decodePage,
  decodeRecord,
  decodeSettings,
  encodeDocument,
  encodeRecord,
  type Decoded,
  type RecordData,
} from './codecs.js'
import { collections, recordFile, titleOf, type CollectionName } from './collections.js'
import type { ContentStore } from './content-store.js'
import { pageFile, SETTINGS_FILE } from './layout.js'
import { present, presentPage } from './presenter.js'
import { flattenTree, unflattenTree } from './merge.js'
import { withScheduleOf } from './record-save.js'
import { referenceErrors } from './references.js'
import { writeAndCommit } from './write-file.js'

/**
 * One file with a history: how to read a version of it, how to show it, and how to write an old
 * version back. Records, pages and the settings are the three kinds; the service is the same.
 */
export interface HistoryFile<T = unknown> {
  file: string
  /** for messages: 'solution "Energy Systems"', 'home page' */
  label: string
  decode: (text: string) => Decoded<T>
  /** the version as the API shows it (the same shape as a read of the current version) */
  present: (data: T, version: string) => unknown
  /** the text to write for `data`, keeping the layout of the file now on disk */
  encode: (data: T, previous: string | null) => string
  /** problems that stop a restore (e.g. references to records deleted since), by field */
  check?: (data: T) => Record<string, string>
  /** the commit subject of a restore */
  restoreMessage: (data: T, commit: string) => string
  /**
   * What a restore keeps of the current version (`now`, null when there is none): a record keeps
   * its schedule to unpublish, so an old version does not bring back a time that has passed
   */
  keep?: (old: T, now: T | null) => T
}

/** A record's history, pages' and the settings' history, and restoring an old version as a new commit. */
export class HistoryService {
  constructor(
    private readonly store: ContentStore,
    private readonly git: ContentGit,
  ) {}

  record(collection: CollectionName, slug: string): HistoryFile<RecordData> {
    const file = recordFile(collection, slug)
    const def = collections[collection]
    return {
      file,
      label: `${def.label} "${slug}"`,
      decode: (text) => decodeRecord(collection, file, text),
      present: (data, version) =>
        present(this.store.index, collection, slug, { file, version, data }, { editor: true }),
      encode: (data, previous) => encodeRecord(collection, data, previous),
      check: (data) => referenceErrors(this.store.index, collection, slug, data),
      restoreMessage: (data, commit) =>
        `${collection}: restore "${titleOf(collection, slug, data)}" from ${commit.slice(0, 7)}`,
      keep: withScheduleOf,
    }
  }

  page(page: PageKey): HistoryFile<PageValues> {
    const file = pageFile(page)
    return {
      file,
      label: `${page} page`,
      decode: (text) => decodePage(file, page, text),
      present: (data, version) => presentPage(page, data, version),
      encode: (data, previous) => encodeDocument(data, previous),
      restoreMessage: (_data, commit) => `pages/${page}: restore from ${commit.slice(0, 7)}`,
    }
  }

  settings(): HistoryFile<CompanySettings> {
    return {
      file: SETTINGS_FILE,
      label: 'company settings',
      decode: (text) => decodeSettings(SETTINGS_FILE, text),
      present: (values, version) => ({ version, values }),
      encode: (data, previous) => encodeDocument(data, previous, CompanySettings),
      restoreMessage: (_data, commit) => `settings/company: restore from ${commit.slice(0, 7)}`,
    }
  }

  /** The commits that changed the file, newest first; 404 for something that never existed. */
  async history(target: Pick<HistoryFile, 'file' | 'label'>): Promise<CommitInfo[]> {
    const commits = await this.git.log(target.file)
    if (commits.length === 0 && (await this.currentText(target)) === null) {
      throw new AppError(404, 'not_found', `There is no ${target.label}`)
    }
    return commits
  }

  /** The content as it was in `commit`, in the shape a read of the current version has. */
  async at<T>(target: HistoryFile<T>, commit: string): Promise<unknown> {
    const { text, data } = await this.versionAt(target, commit)
    return target.present(data, gitBlobId(text))
  }

  /**
   * Brings back the content as it was in `commit` with a new commit; history is never rewritten.
   * With `fields` (dotted paths, "ar.title"), only those fields come back and the rest stays as
   * it is now: the one-click restore of a value the remote replaced.
   */
  async restore<T>(
    target: HistoryFile<T>,
    commit: string,
    editor: SessionUser,
    version?: string,
    fields?: string[],
  ): Promise<unknown> {
    const version_ = await this.versionAt(target, commit)
    return this.git.withWriteLock(async () => {
      const current = await this.currentText(target)
      // with the version the editor was looking at, a change saved since is not undone blindly
      if (version !== undefined && (current === null ? '' : gitBlobId(current)) !== version) {
        throw new AppError(409, 'conflict', `The ${target.label} was changed since you loaded it`)
      }
      const old = this.kept(
        target,
        fields ? this.onlyFields(target, version_, current, fields) : version_,
        current,
      )
      const dangling = target.check?.(old.data) ?? {}
      if (Object.keys(dangling).length > 0) {
        throw new AppError(
          409,
          'dangling_reference',
          'That version refers to records that no longer exist',
          { fields: dangling },
        )
      }
      // the old values written in the file's current layout: the diff shows only what comes back
      const text = current === null ? old.text : target.encode(old.data, current)
      await writeAndCommit(this.store, this.git, {
        file: target.file,
        text,
        previous: current,
        // an outside edit in the work tree is not part of the restore's commit
        ontoCommitted: (committed) =>
          committed === null ? old.text : target.encode(old.data, committed),
        message: target.restoreMessage(old.data, commit),
        author: editor,
      })
      return target.present(old.data, gitBlobId(text))
    })
  }

  /** The old version with what the target keeps of the current one (HistoryFile.keep). */
  private kept<T>(
    target: HistoryFile<T>,
    old: { text: string; data: T },
    current: string | null,
  ): { text: string; data: T } {
    if (!target.keep) return old
    const now = current === null ? null : target.decode(current)
    const data = target.keep(old.data, now?.ok ? now.data : null)
    return data === old.data ? old : { data, text: target.encode(data, old.text) }
  }

  /** The current version with `fields` taken from `old`: what a restore of those fields writes. */
  private onlyFields<T>(
    target: HistoryFile<T>,
    old: { text: string; data: T },
    current: string | null,
    fields: string[],
  ): { text: string; data: T } {
    const now = current === null ? null : target.decode(current)
    if (!now?.ok) {
      throw new AppError(
        409,
        'conflict',
        `The ${target.label} cannot be read now to restore fields`,
      )
    }
    const from = flattenTree(old.data as Record<string, unknown>)
    const into = flattenTree(now.data as Record<string, unknown>)
    for (const field of fields) {
      if (from[field] === undefined) delete into[field]
      else into[field] = from[field]
    }
    const restored = target.decode(target.encode(unflattenTree(into) as T, current))
    if (!restored.ok) {
      throw new AppError(
        422,
        'invalid_version',
        `Those values do not fit the ${target.label} now`,
        {
          details: { problems: restored.problems },
        },
      )
    }
    return { text: target.encode(restored.data, current), data: restored.data }
  }

  private currentText(target: Pick<HistoryFile, 'file' | 'label'>): Promise<string | null> {
    return readTextIfExists(path.join(this.store.root, target.file))
  }

  private async versionAt<T>(target: HistoryFile<T>, commit: string) {
    const text = await this.git.fileAt(commit, target.file)
    if (text === null) {
      throw new AppError(404, 'not_found', `The ${target.label} did not exist in ${commit}`)
    }
    const decoded = target.decode(text)
    if (!decoded.ok) {
      throw new AppError(422, 'invalid_version', `${target.file} was not valid in ${commit}`, {
        details: { problems: decoded.problems },
      })
    }
    return { text, data: decoded.data }
  }
}
