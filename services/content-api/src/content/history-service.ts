import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { ContentGit, CommitInfo } from '../git/content-git.js'
import { HttpError } from '../http/errors.js'
import type { SessionUser } from '../schemas/index.js'
import { gitBlobId } from './blob-id.js'
import { decodeRecord } from './codecs.js'
import { collections, recordFile, titleOf, type CollectionName } from './collections.js'
import type { ContentStore } from './content-store.js'
import { present, type ApiRecord } from './presenter.js'
import { referenceErrors } from './references.js'
import { writeAndCommit } from './write-file.js'

/** A record's history from git, and restoring an old version as a new commit. */
export class HistoryService {
  constructor(
    private readonly store: ContentStore,
    private readonly git: ContentGit,
  ) {}

  history(collection: CollectionName, slug: string): Promise<CommitInfo[]> {
    return this.git.log(recordFile(collection, slug))
  }

  private async recordAt(collection: CollectionName, slug: string, commit: string) {
    const file = recordFile(collection, slug)
    const text = await this.git.fileAt(commit, file)
    if (text === null) {
      throw new HttpError(
        404,
        'not_found',
        `The ${collections[collection].label} "${slug}" did not exist in ${commit}`,
      )
    }
    const decoded = decodeRecord(collection, file, text)
    if (!decoded.ok) {
      throw new HttpError(422, 'invalid_version', `${file} was not valid in ${commit}`, {
        details: { problems: decoded.problems },
      })
    }
    return { file, text, data: decoded.data }
  }

  async at(collection: CollectionName, slug: string, commit: string): Promise<ApiRecord> {
    const { file, text, data } = await this.recordAt(collection, slug, commit)
    return present(
      this.store.index,
      collection,
      slug,
      { file, version: gitBlobId(text), data },
      { editor: true },
    )
  }

  /** Brings back the record as it was in `commit` with a new commit; history is never rewritten. */
  async restore(
    collection: CollectionName,
    slug: string,
    commit: string,
    editor: SessionUser,
    version?: string,
  ): Promise<ApiRecord> {
    const old = await this.recordAt(collection, slug, commit)
    return this.git.withWriteLock(async () => {
      const current = await readFile(path.join(this.store.root, old.file), 'utf8').catch(() => null)
      // with the version the editor was looking at, a change saved since is not undone blindly
      if (version !== undefined && (current === null ? '' : gitBlobId(current)) !== version) {
        throw new HttpError(
          409,
          'conflict',
          `This ${collections[collection].label} was changed since you loaded it`,
        )
      }
      const dangling = referenceErrors(this.store.index, collection, slug, old.data)
      if (Object.keys(dangling).length > 0) {
        throw new HttpError(
          409,
          'dangling_reference',
          'That version refers to records that no longer exist',
          {
            fields: dangling,
          },
        )
      }
      const previous = current
      if (previous !== old.text) {
        await writeAndCommit(this.store, this.git, {
          file: old.file,
          text: old.text,
          previous,
          message: `${collection}: restore "${titleOf(collection, slug, old.data)}" from ${commit.slice(0, 7)}`,
          author: editor,
        })
      }
      const entry = this.store.index.collection(collection).get(slug)
      if (!entry) throw new HttpError(500, 'internal', 'The restored record did not load')
      return present(this.store.index, collection, slug, entry, { editor: true })
    })
  }
}
