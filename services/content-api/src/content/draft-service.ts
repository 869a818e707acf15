import type { Logger } from '@site/platform'
import { AppError, validationError } from '@site/platform'
import type { ContentGit } from '../git/content-git.js'
import type { DraftBranches } from '../git/draft-branches.js'
import type { DraftMeta, DraftStatus, DraftView, PublishConflict } from '@site/contract'
import { threeWayMerge } from '@site/contract'
import { isMakerOrAdmin } from '@site/contract'
import type { SessionUser } from '@site/contract'
import { gitBlobId } from './blob-id.js'
import type { DraftContent } from './draft-content.js'
import { draftLabel, parseDraftTarget, type DraftTarget } from './draft-targets.js'
import { writeAndCommit } from './write-file.js'

const isAdmin = (user: SessionUser) => user.role === 'admin'

/** What a change to a draft was, for the activity feed and the scheduler. */
export interface DraftEvent {
  type: 'saved' | 'status' | 'scheduled' | 'unscheduled' | 'discarded' | 'published'
  target: string
  /** who made the change (for a publish: the admin who published, or the scheduler) */
  by: { name: string; email: string }
  /** who began the draft, where the change was to an existing one (its e-mail goes to them) */
  author?: { name: string; email: string }
  at: string
  status?: DraftStatus
  publishAt?: string | null
  commit?: string | null
}

/**
 * Unpublished work: each draft is a branch (`drafts/<target>`, see DraftBranches) that a save
 * writes to exactly as a publish would write the file, so nothing reaches `main`, the work tree
 * or the public site until an admin publishes it. Records, page contents and the company
 * settings all draft the same way (DraftContent holds what differs). Publishing squashes the
 * draft into one commit on `main` by the drafting editor (a `Co-authored-by` trailer for every
 * other contributor); fields the site changed meanwhile merge by field, and a field both changed
 * is refused with both values until the admin chooses.
 */
export class DraftService {
  constructor(
    private readonly git: ContentGit,
    private readonly drafts: DraftBranches,
    private readonly content: DraftContent,
    private readonly log: Logger,
  ) {}

  private readonly listeners = new Set<(event: DraftEvent) => void>()

  /** Called after every change to a draft (the scheduler re-reads schedules; the remote pushes). */
  onChanged(listener: (event: DraftEvent) => void): void {
    this.listeners.add(listener)
  }

  private changed<T>(value: T, event: Omit<DraftEvent, 'at'>): T {
    const full = { ...event, at: new Date().toISOString() }
    for (const listener of this.listeners) listener(full)
    return value
  }

  /** Parses `<kind>/<name>`; 404 for anything that cannot have a draft. */
  targetOf(kind: string, name: string): DraftTarget {
    return parseDraftTarget(kind, name)
  }

  list(): Promise<DraftMeta[]> {
    return this.drafts.list()
  }

  /** The draft's file text, or null when it has no draft (or an empty one). */
  async textOf(t: DraftTarget): Promise<string | null> {
    if (!(await this.drafts.get(t.target))) return null
    return this.drafts.fileAt(t.target, t.file)
  }

  /** Whether the item has a draft (cheap: presence asks it on every heartbeat of a new record). */
  exists(t: DraftTarget): Promise<boolean> {
    return this.drafts.exists(t.target)
  }

  async get(t: DraftTarget): Promise<DraftView> {
    const meta = await this.meta(t)
    const text = await this.drafts.fileAt(t.target, t.file)
    if (text === null) throw new AppError(404, 'not_found', `The draft of ${t.target} is empty`)
    const item = this.content.present(t, text)
    const published = (await this.git.committedBlob(t.file)) !== null
    return { ...meta, item, published }
  }

  /**
   * Saves the item's fields to its draft (created from the published version, or from nothing for
   * a new item). `version` is the version the editor loaded: the draft's, or the published one's
   * when there is no draft yet; a draft changed since is refused (409), never overwritten.
   */
  async save(
    t: DraftTarget,
    body: unknown,
    editor: SessionUser,
  ): Promise<DraftMeta & { created: boolean }> {
    const edit = this.content.edit(t, body) // 400 before any git work
    return this.git.withLockOnly(async () => {
      const existing = await this.drafts.get(t.target)
      const draftText = existing ? await this.drafts.fileAt(t.target, t.file) : null
      const currentText = draftText ?? (await this.content.published(t))
      const currentVersion = currentText === null ? null : gitBlobId(currentText)
      if (currentVersion !== null && edit.version !== currentVersion) {
        throw new AppError(
          409,
          'conflict',
          `The draft of ${t.target} changed since you loaded it`,
          {
            details: { version: currentVersion },
          },
        )
      }
      const { text, summary } = await edit.apply(currentText)
      const meta = await this.drafts.commit(
        t.target,
        [{ file: t.file, text }],
        `draft: ${t.kind === 'record' ? t.collection : t.file.replace(/\.json$/, '')}: ${summary}`,
        editor,
      )
      return this.changed(
        { ...meta, created: existing === null },
        { type: 'saved', target: t.target, by: editor },
      )
    })
  }

  async setStatus(t: DraftTarget, status: DraftStatus, user: SessionUser): Promise<DraftMeta> {
    if (status === 'ready' && !isAdmin(user)) {
      throw new AppError(403, 'forbidden', 'Only an admin marks a draft ready to publish')
    }
    const { createdBy: author } = await this.meta(t)
    const meta = await this.git.withLockOnly(() => this.drafts.setStatus(t.target, status, user))
    return this.changed(meta, { type: 'status', target: t.target, by: user, author, status })
  }

  async schedule(t: DraftTarget, at: string | null, user: SessionUser): Promise<DraftMeta> {
    const { createdBy: author, unpublishAt } = await this.meta(t)
    if (at !== null && Date.parse(at) <= Date.now()) {
      throw validationError({ at: 'Choose a time in the future' })
    }
    if (at !== null && unpublishAt !== null && Date.parse(at) >= Date.parse(unpublishAt)) {
      throw validationError({
        at: 'Choose a time before the draft\'s "Unpublish at", or change that first',
      })
    }
    const meta = await this.git.withLockOnly(() => this.drafts.setSchedule(t.target, at, user))
    return this.changed(meta, {
      type: at === null ? 'unscheduled' : 'scheduled',
      target: t.target,
      by: user,
      author,
      publishAt: at,
    })
  }

  /**
   * The time the record is to be hidden once this draft is published (null clears it): part of
   * what the draft proposes, so whoever may change the draft sets it, and the publish writes it
   * as the record's `unpublish_at`. Only records that can be hidden, and only after the draft's
   * "Publish at" when it has one.
   */
  async scheduleUnpublish(
    t: DraftTarget,
    at: string | null,
    user: SessionUser,
  ): Promise<DraftMeta> {
    if (t.kind !== 'record' || !this.content.canUnpublish(t)) {
      throw validationError({
        at: `The ${draftLabel(t)} cannot be scheduled to unpublish: it has no "Active" flag to clear`,
      })
    }
    const { publishAt } = await this.meta(t)
    if (at !== null && Date.parse(at) <= Date.now()) {
      throw validationError({ at: 'Choose a time in the future' })
    }
    if (at !== null && publishAt !== null && Date.parse(at) <= Date.parse(publishAt)) {
      throw validationError({ at: 'Choose a time after the draft\'s "Publish at"' })
    }
    const meta = await this.git.withLockOnly(() => this.drafts.setUnpublishAt(t.target, at, user))
    return this.changed(meta, { type: 'saved', target: t.target, by: user })
  }

  /** Clears a schedule without the checks a person's request gets (the scheduler's own use). */
  async unschedule(target: string, by: { name: string; email: string }): Promise<void> {
    await this.git.withLockOnly(() => this.drafts.setSchedule(target, null, by))
    this.changed(undefined, { type: 'unscheduled', target, by, publishAt: null })
  }

  /** Editors discard their own drafts; admins anyone's. */
  async discard(t: DraftTarget, user: SessionUser): Promise<void> {
    const meta = await this.meta(t)
    if (!isMakerOrAdmin(user, meta)) {
      throw new AppError(
        403,
        'forbidden',
        `Only an admin discards a draft ${meta.createdBy.name} began`,
      )
    }
    await this.git.withLockOnly(() => this.drafts.remove(t.target, meta.tip))
    this.changed(undefined, {
      type: 'discarded',
      target: t.target,
      by: user,
      author: meta.createdBy,
    })
  }

  /**
   * Publishes the draft as one commit on `main`, then removes the branch. `choices` settles the
   * fields both sides changed ("draft" or "published" per field); without a choice for each, 409
   * lists them with both values. `by` is who published (the admin, or the scheduler for a
   * scheduled draft); the commit's author is the drafting editor whoever publishes.
   */
  async publish(
    t: DraftTarget,
    choices: Record<string, 'draft' | 'published'> = {},
    by: { name: string; email: string } | null = null,
  ): Promise<{ item: Record<string, unknown>; commit: string | null }> {
    const meta = await this.meta(t)
    const draftText = await this.drafts.fileAt(t.target, t.file)
    if (draftText === null) throw new AppError(409, 'conflict', `The draft of ${t.target} is empty`)
    const baseText = await this.git.fileAt(meta.base, t.file)
    return this.git.withWriteLock(async () => {
      const published = await this.content.published(t)
      let text = draftText
      if (published !== null && published !== baseText) {
        text = this.merged(t, baseText, draftText, published, choices)
      }
      // the draft's "Unpublish at" becomes the record's, in the same commit
      if (meta.unpublishAt !== null) text = this.content.withUnpublishAt(t, text, meta.unpublishAt)
      await this.content.checkPublishable(t, text)
      const others = meta.authors.filter((a) => a.email !== meta.createdBy.email)
      const trailers = others.map((a) => `Co-authored-by: ${a.name} <${a.email}>`).join('\n')
      const verb = published === null ? 'publish new' : 'publish'
      const title = this.content.title(t, text)
      const subject = t.kind === 'record' ? title.replace(': ', `: ${verb} `) : `${title}: ${verb}`
      await writeAndCommit(this.content.store, this.git, {
        file: t.file,
        text,
        previous: published,
        message: trailers ? `${subject}\n\n${trailers}` : subject,
        author: meta.createdBy,
      })
      await this.drafts.remove(t.target, meta.tip)
      this.log.info('draft published', { target: t.target, by: meta.createdBy.email })
      const [commit] = await this.git.log(t.file, 1)
      const result = { item: this.content.current(t), commit: commit?.id ?? null }
      return this.changed(result, {
        type: 'published',
        target: t.target,
        by: by ?? meta.createdBy,
        author: meta.createdBy,
        commit: result.commit,
      })
    })
  }

  private merged(
    t: DraftTarget,
    baseText: string | null,
    draftText: string,
    publishedText: string,
    choices: Record<string, 'draft' | 'published'>,
  ): string {
    const base = this.content.fields(t, baseText)
    const draft = this.content.fields(t, draftText)
    const published = this.content.fields(t, publishedText)
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
        `The published ${draftLabel(t)} changed the same fields as the draft: choose for each`,
        { details: { conflicts } },
      )
    }
    const merged = { ...result.merged }
    for (const field of result.conflicts) {
      const value = choices[field] === 'published' ? published[field] : draft[field]
      if (value === undefined) delete merged[field]
      else merged[field] = value
    }
    return this.content.encode(t, merged, publishedText)
  }

  private async meta(t: DraftTarget): Promise<DraftMeta> {
    const meta = await this.drafts.get(t.target)
    if (!meta) throw new AppError(404, 'not_found', `There is no draft of ${draftLabel(t)}`)
    return meta
  }
}
