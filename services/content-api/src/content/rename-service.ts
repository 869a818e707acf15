import { z } from 'zod'
import type { ContentGit } from '../git/content-git.js'
import { AppError, validationError } from '@site/platform'
import { Slug, Version, fieldErrorsOf, recordPathOf, type SessionUser } from '@site/contract'
import { decodeRecord, encodeRecord, type RecordData } from './codecs.js'
import { collections, recordFile, titleOf, type CollectionName } from './collections.js'
import type { ContentStore } from './content-store.js'
import { present, type ApiRecord } from './presenter.js'
import { readRecordFile } from './record-service.js'
import { readRedirectsFile, redirectsAfterRename, redirectsFileChange } from './redirect-service.js'
import {
  navigationAfterRename,
  navigationFileChange,
  readNavigationFile,
} from './navigation-service.js'
import { referrersOf } from './references.js'
import { writeAndCommitAll, type FileChange } from './write-file.js'

const RenameInput = z.object({ to: Slug, version: Version })

/** `data` with every reference to `target`'s `from` pointing at `to` instead. */
function withReferenceRenamed(
  collection: CollectionName,
  data: RecordData,
  target: CollectionName,
  from: string,
  to: string,
): RecordData {
  const next: RecordData = { ...data }
  for (const ref of collections[collection].references) {
    if (ref.target !== target) continue
    const value = next[ref.field]
    if (Array.isArray(value)) next[ref.field] = value.map((v) => (v === from ? to : v))
    else if (value === from) next[ref.field] = to
  }
  return next
}

/**
 * Renames a record's slug (its file name and address) in one commit: the file under its new
 * name, the old one gone, every record referring to it rewritten with the new slug (clean diffs:
 * only that value changes), and, for a record with a page of its own, a redirect from the old
 * address to the new one (existing redirects to the old address now lead to the new one).
 */
export class RenameService {
  constructor(
    private readonly store: ContentStore,
    private readonly git: ContentGit,
  ) {}

  async rename(
    collection: CollectionName,
    slug: string,
    body: unknown,
    editor: SessionUser,
  ): Promise<ApiRecord> {
    const def = collections[collection]
    const parsed = RenameInput.safeParse(body)
    if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error))
    const { to, version } = parsed.data
    if (to === slug) throw validationError({ to: 'This is already its address' })

    return this.git.withWriteLock(async () => {
      const root = this.store.root
      const current = await readRecordFile(root, collection, slug)
      if (current.text === null || current.decoded === null)
        throw new AppError(404, 'not_found', `There is no ${def.label} "${slug}"`)
      if (current.version !== version) {
        const record = { file: current.file, version: current.version, data: current.decoded }
        throw new AppError(409, 'conflict', `This ${def.label} was changed since you loaded it`, {
          details: {
            current: present(this.store.index, collection, slug, record, { editor: true }),
          },
        })
      }
      if ((await readRecordFile(root, collection, to)).text !== null) {
        throw new AppError(409, 'slug_taken', `A ${def.label} "${to}" already exists`, {
          fields: { to: 'Already used' },
        })
      }

      // the bytes move as they are (git sees a rename); an outside edit moves along in the work
      // tree while the commit carries the committed version
      const committedOld = await this.git.committedText(current.file)
      const changes: FileChange[] = [
        {
          file: recordFile(collection, to),
          text: current.text,
          previous: null,
          commitText: committedOld ?? current.text,
        },
        { file: current.file, text: null, previous: current.text },
      ]
      for (const referrer of referrersOf(this.store.index, collection, slug)) {
        const other = await readRecordFile(root, referrer.collection, referrer.slug)
        if (other.text === null || other.decoded === null) continue
        const rewrite = (data: RecordData) =>
          withReferenceRenamed(referrer.collection, data, collection, slug, to)
        const text = encodeRecord(referrer.collection, rewrite(other.decoded), other.text)
        changes.push({
          file: other.file,
          text,
          previous: other.text,
          ontoCommitted: (committed) => {
            if (committed === null) return text
            const decoded = decodeRecord(referrer.collection, other.file, committed)
            if (!decoded.ok) throw new Error(`${other.file} at HEAD is invalid`)
            return encodeRecord(referrer.collection, rewrite(decoded.data), committed)
          },
        })
      }
      const oldPath = recordPathOf(collection, slug)
      const newPath = recordPathOf(collection, to)
      if (oldPath && newPath) {
        const redirects = await readRedirectsFile(root)
        const move = (list: Parameters<typeof redirectsAfterRename>[0]) =>
          redirectsAfterRename(list, oldPath, newPath)
        changes.push(redirectsFileChange(redirects, move(redirects.redirects), move))
      }
      // the menus' items that point at it follow it (they store its slug, its id)
      const navigation = await readNavigationFile(root)
      const follow = (menus: typeof navigation.menus) =>
        navigationAfterRename(menus, collection, slug, to)
      const followed = follow(navigation.menus)
      if (JSON.stringify(followed) !== JSON.stringify(navigation.menus))
        changes.push(navigationFileChange(navigation, followed, follow))

      const title = titleOf(collection, slug, current.decoded)
      await writeAndCommitAll(
        this.store,
        this.git,
        changes,
        `${collection}: rename "${title}" from ${slug} to ${to}`,
        editor,
      )
      const renamed = this.store.index.collection(collection).get(to)
      if (!renamed) throw new Error(`${recordFile(collection, to)} was not loaded after the rename`)
      return present(this.store.index, collection, to, renamed, { editor: true })
    })
  }
}
