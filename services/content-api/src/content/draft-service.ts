import type { Logger } from '@site/platform'
import { AppError, validationError } from '@site/platform'
import type { ContentGit } from '../git/content-git.js'
import type { DraftBranches } from '../git/draft-branches.js'
import type { DraftMeta, DraftStatus, DraftView, PublishConflict } from '../schemas/drafts.js'
import { threeWayMerge } from '../schemas/fields.js'
import { Version, type SessionUser } from '../schemas/index.js'
import { gitBlobId } from './blob-id.js'
import { decodeRecord, encodeRecord, type RecordData } from './codecs.js'
import {
  collectionNames,
  collections,
  recordFile,
  titleOf,
  type CollectionName,
} from './collections.js'
import type { ContentStore } from './content-store.js'
import { present, type ApiRecord } from './presenter.js'
import { readRecordFile, type RecordService } from './record-service.js'
import { translatableFieldKeys } from './translation.js'
import { stampTranslations } from './translation-source.js'
import { writeAndCommit } from './write-file.js'

/** A record's draft: where it lives, and what it changes. */
interface RecordTarget {
  target: string
  collection: CollectionName
  slug: string
  file: string
}

const isAdmin = (user: SessionUser) => user.role === 'admin'

/**
 * Unpublished work on records: each draft is a branch (`drafts/<collection>/<slug>`, see
 * DraftBranches) that a save writes to exactly as a publish would write the file, so nothing
 * reaches `main`, the work tree or the public site until an admin publishes it. Publishing
 * squashes the draft into one commit on `main` by the drafting editor (a `Co-authored-by`
 * trailer for every other contributor); fields the site changed meanwhile merge by field, and a
 * field both changed is refused with both values until the admin chooses.
 */
export class DraftService {
  constructor(
    private readonly store: ContentStore,
    private readonly git: ContentGit,
    private readonly drafts: DraftBranches,
    private readonly records: RecordService,
    private readonly log: Logger,
  ) {}

  private listener: (() => void) | null = null

  /** Called after every change to a draft (the scheduler re-reads the schedules). */
  onChanged(listener: () => void): void {
    this.listener = listener
  }

  private changed<T>(value: T): T {
    this.listener?.()
    return value
  }

  /** Parses `<collection>/<slug>`; 404 for anything that cannot have a draft. */
  targetOf(kind: string, name: string): RecordTarget {
    const collection = collectionNames.find((c) => c === kind)
    if (!collection || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name)) {
      throw new AppError(404, 'not_found', `There is no draftable item "${kind}/${name}"`)
    }
    return {
      target: `${collection}/${name}`,
      collection,
      slug: name,
      file: recordFile(collection, name),
    }
  }

  list(): Promise<DraftMeta[]> {
    return this.drafts.list()
  }

  async get(t: RecordTarget): Promise<DraftView & { item: ApiRecord }> {
    const meta = await this.drafts.get(t.target)
    if (!meta) throw new AppError(404, 'not_found', `There is no draft of ${t.target}`)
    const text = await this.drafts.fileAt(t.target, t.file)
    if (text === null) throw new AppError(404, 'not_found', `The draft of ${t.target} is empty`)
    const decoded = decodeRecord(t.collection, t.file, text)
    if (!decoded.ok) {
      throw new AppError(409, 'invalid_file', `The draft of ${t.target} does not read`, {
        details: { problems: decoded.problems },
      })
    }
    const item = present(
      this.store.index,
      t.collection,
      t.slug,
      { file: t.file, version: gitBlobId(text), data: decoded.data },
      { editor: true },
    )
    const published = (await this.git.committedBlob(t.file)) !== null
    return { ...meta, item, published }
  }

  /**
   * Saves the item's fields to its draft (created from the published version, or from nothing for
   * a new item). `version` is the version the editor loaded: the draft's, or the published one's
   * when there is no draft yet; a draft changed since is refused (409), never overwritten.
   */
  async save(
    t: RecordTarget,
    body: unknown,
    editor: SessionUser,
  ): Promise<DraftMeta & { created: boolean }> {
    const {
      version: rawVersion,
      id: _id,
      slug: _slug,
      confirm_ar: rawConfirmed,
      ...fields
    } = (body ?? {}) as Record<string, unknown>
    const confirmed = Array.isArray(rawConfirmed)
      ? rawConfirmed.filter((k): k is string => typeof k === 'string')
      : []
    const version = rawVersion === undefined ? null : Version.safeParse(rawVersion)
    if (version && !version.success) {
      throw validationError({ version: version.error.issues[0]?.message ?? 'Invalid version' })
    }
    this.records.validate(t.collection, fields) // 400 before any git work
    return this.git.withLockOnly(async () => {
      const existing = await this.drafts.get(t.target)
      const draftText = existing ? await this.drafts.fileAt(t.target, t.file) : null
      const published = await readRecordFile(this.store.root, t.collection, t.slug)
      const currentText = draftText ?? published.text
      const current = currentText === null ? null : this.decode(t, currentText)
      const currentVersion = currentText === null ? null : gitBlobId(currentText)
      if (currentVersion !== null && (version?.data ?? null) !== currentVersion) {
        throw new AppError(
          409,
          'conflict',
          `The draft of ${t.target} changed since you loaded it`,
          {
            details: { version: currentVersion },
          },
        )
      }
      const data = this.records.validate(t.collection, { ar: current?.ar, ...fields })
      await this.records.checkLinks(t.collection, t.slug, data)
      const next = stampTranslations(translatableFieldKeys(t.collection), current, data, confirmed)
      const text = encodeRecord(t.collection, next, currentText)
      const title = titleOf(t.collection, t.slug, next)
      const meta = await this.drafts.commit(
        t.target,
        [{ file: t.file, text }],
        `draft: ${t.collection}: ${current ? 'update' : 'create'} "${title}"`,
        editor,
      )
      return this.changed({ ...meta, created: existing === null })
    })
  }

  async setStatus(t: RecordTarget, status: DraftStatus, user: SessionUser): Promise<DraftMeta> {
    if (status === 'ready' && !isAdmin(user)) {
      throw new AppError(403, 'forbidden', 'Only an admin marks a draft ready to publish')
    }
    await this.meta(t)
    return this.changed(
      await this.git.withLockOnly(() => this.drafts.setStatus(t.target, status, user)),
    )
  }

  async schedule(t: RecordTarget, at: string | null, user: SessionUser): Promise<DraftMeta> {
    await this.meta(t)
    if (at !== null && Date.parse(at) <= Date.now()) {
      throw validationError({ at: 'Choose a time in the future' })
    }
    return this.changed(
      await this.git.withLockOnly(() => this.drafts.setSchedule(t.target, at, user)),
    )
  }

  /** Clears a schedule without the checks a person's request gets (the scheduler's own use). */
  async unschedule(target: string, by: { name: string; email: string }): Promise<void> {
    await this.git.withLockOnly(() => this.drafts.setSchedule(target, null, by))
    this.changed(undefined)
  }

  /** Editors discard their own drafts; admins anyone's. */
  async discard(t: RecordTarget, user: SessionUser): Promise<void> {
    const meta = await this.meta(t)
    if (!isAdmin(user) && meta.createdBy.email !== user.email) {
      throw new AppError(
        403,
        'forbidden',
        `Only an admin discards a draft ${meta.createdBy.name} began`,
      )
    }
    await this.git.withLockOnly(() => this.drafts.remove(t.target, meta.tip))
    this.changed(undefined)
  }

  /**
   * Publishes the draft as one commit on `main`, then removes the branch. `choices` settles the
   * fields both sides changed ("draft" or "published" per field); without a choice for each, 409
   * lists them with both values.
   */
  async publish(
    t: RecordTarget,
    choices: Record<string, 'draft' | 'published'> = {},
  ): Promise<{ item: ApiRecord; commit: string | null }> {
    const meta = await this.meta(t)
    const draftText = await this.drafts.fileAt(t.target, t.file)
    if (draftText === null) throw new AppError(409, 'conflict', `The draft of ${t.target} is empty`)
    const baseText = await this.git.fileAt(meta.base, t.file)
    return this.git.withWriteLock(async () => {
      const published = await readRecordFile(this.store.root, t.collection, t.slug)
      let text = draftText
      if (published.text !== null && published.text !== baseText) {
        text = this.merged(t, baseText, draftText, published.text, choices)
      }
      const data = this.decode(t, text)
      await this.records.checkLinks(t.collection, t.slug, data)
      const others = meta.authors.filter((a) => a.email !== meta.createdBy.email)
      const trailers = others.map((a) => `Co-authored-by: ${a.name} <${a.email}>`).join('\n')
      const verb = published.text === null ? 'publish new' : 'publish'
      const subject = `${t.collection}: ${verb} "${titleOf(t.collection, t.slug, data)}"`
      await writeAndCommit(this.store, this.git, {
        file: t.file,
        text,
        previous: published.text,
        message: trailers ? `${subject}\n\n${trailers}` : subject,
        author: meta.createdBy,
      })
      await this.drafts.remove(t.target, meta.tip)
      this.log.info('draft published', { target: t.target, by: meta.createdBy.email })
      this.changed(undefined)
      const [commit] = await this.git.log(t.file, 1)
      return {
        item: this.records.get(t.collection, t.slug, { editor: true }),
        commit: commit?.id ?? null,
      }
    })
  }

  private merged(
    t: RecordTarget,
    baseText: string | null,
    draftText: string,
    publishedText: string,
    choices: Record<string, 'draft' | 'published'>,
  ): string {
    const base = baseText === null ? {} : this.decode(t, baseText)
    const draft = this.decode(t, draftText)
    const published = this.decode(t, publishedText)
    const result = threeWayMerge(base, draft, published)
    const open = result.conflicts.filter((field) => !choices[field])
    if (open.length > 0) {
      const conflicts: PublishConflict[] = open.map((field) => ({
        field,
        draft: draft[field] ?? null,
        published: published[field] ?? null,
      }))
      throw new AppError(
        409,
        'conflict',
        `The published ${collections[t.collection].label} changed the same fields as the draft: choose for each`,
        { details: { conflicts } },
      )
    }
    const merged: RecordData = { ...result.merged }
    for (const field of result.conflicts) {
      const value = choices[field] === 'published' ? published[field] : draft[field]
      if (value === undefined) delete merged[field]
      else merged[field] = value
    }
    return encodeRecord(t.collection, this.records.validate(t.collection, merged), publishedText)
  }

  private decode(t: RecordTarget, text: string): RecordData {
    const decoded = decodeRecord(t.collection, t.file, text)
    if (!decoded.ok) {
      throw new AppError(409, 'invalid_file', `${t.file} does not read; fix it first`, {
        details: { problems: decoded.problems },
      })
    }
    return decoded.data
  }

  private async meta(t: RecordTarget): Promise<DraftMeta> {
    const meta = await this.drafts.get(t.target)
    if (!meta) throw new AppError(404, 'not_found', `There is no draft of ${t.target}`)
    return meta
  }
}
