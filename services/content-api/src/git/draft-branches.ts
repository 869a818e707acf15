import { CommitBuilder } from './commit-builder.js'
import { runGit, SERVICE_COMMITTER, type GitRunOptions } from './git-run.js'
import { LooseObjects } from './loose-objects.js'
import { ObjectReader } from './object-reader.js'

import { DRAFT_STATUSES, type DraftAuthor, type DraftMeta, type DraftStatus } from '@site/contract'

export type { DraftAuthor, DraftMeta, DraftStatus }
export { DRAFT_STATUSES }

/** The trailers that carry a draft's state in its own history (so it survives restarts and pushes). */
export const STATUS_TRAILER = 'Draft-Status'
export const PUBLISH_AT_TRAILER = 'Draft-Publish-At'
/** the time the record is to be hidden once the draft is published (records with `is_active`) */
export const UNPUBLISH_AT_TRAILER = 'Draft-Unpublish-At'

const BRANCH_ROOT = 'drafts/'
const REF_ROOT = `refs/heads/${BRANCH_ROOT}`
/** a removed draft's last tip: a sync deletes the same branch on the remote (git/draft-remote.ts) */
export const GONE_DRAFTS = 'refs/content-api/drafts-gone/'
const NO_COMMIT = '0'.repeat(40)
const SEGMENT = /^[a-z0-9-]+$/
/** writers racing on one branch rebuild on the new tip; past this many tries something is wrong */
const MAX_ATTEMPTS = 8

/** `<collection>/<slug>`, `pages/<page>` or `settings/company`: two segments of [a-z0-9-]+. */
export function isDraftTarget(target: string): boolean {
  const parts = target.split('/')
  return parts.length === 2 && parts.every((part) => SEGMENT.test(part))
}

function assertTarget(target: string): void {
  if (typeof target !== 'string' || !isDraftTarget(target)) {
    throw new Error(
      `draft ${JSON.stringify(target)}: not a draft target (want "<collection>/<slug>", two segments of a-z, 0-9 and "-")`,
    )
  }
}

/** A content-relative file path git can hold: no "..", no absolute path, no control characters. */
function assertFile(target: string, file: string): void {
  const parts = typeof file === 'string' ? file.split('/') : []
  const ok =
    parts.length > 0 &&
    parts.every(
      (p) =>
        p !== '' &&
        p !== '.' &&
        p !== '..' &&
        p.toLowerCase() !== '.git' &&
        !p.includes('\\') &&
        [...p].every((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f),
    )
  if (!ok) throw new Error(`draft ${target}: not a content file path: ${JSON.stringify(file)}`)
}

/** The error of a failed step, naming the target it was for. */
function named(target: string, error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error)
  if (message.startsWith(`draft ${target}:`)) return error as Error
  return new Error(`draft ${target}: ${message}`, { cause: error })
}

const FIELD = '\x1f'
const RECORD = '\x1e'
const VALUES = '\x1d'
/** one record per commit, newest first: id, author, author date, and the three trailers' values */
const LOG_FORMAT = [
  '%H',
  '%an',
  '%ae',
  '%aI',
  `%(trailers:key=${STATUS_TRAILER},valueonly,separator=%x1d)`,
  `%(trailers:key=${PUBLISH_AT_TRAILER},valueonly,separator=%x1d)`,
  `%(trailers:key=${UNPUBLISH_AT_TRAILER},valueonly,separator=%x1d)`,
].join('%x1f')

interface LogEntry {
  id: string
  author: DraftAuthor
  date: string
  status: string[]
  publishAt: string[]
  unpublishAt: string[]
}

/**
 * Unpublished work, one branch per item (`refs/heads/drafts/<target>`), written as every save is
 * (commit-builder.ts: blobs, trees and commit from memory) and moved by a guarded update-ref. The work
 * tree, the real index and HEAD's branch are never touched, so the live site and a developer's
 * checkout go on as if drafts did not exist. A draft's status and schedule are git trailers on
 * its commits: they live in the branch itself, survive restarts and travel when it is pushed.
 */
export class DraftBranches {
  private readonly top: string
  private readonly prefix: string
  private readonly mainRef: string
  private readonly clock: (() => Date) | undefined
  private readonly reader: ObjectReader

  constructor(opts: {
    top: string
    prefix: string
    mainRef?: string
    /** the author and committer date of draft commits (tests); default: git's own clock */
    clock?: () => Date
  }) {
    this.top = opts.top
    this.prefix = opts.prefix
    this.mainRef = opts.mainRef ?? 'HEAD'
    this.clock = opts.clock
    this.reader = new ObjectReader(this.top)
  }

  /** The ref of a target's draft branch. */
  static ref(target: string): string {
    assertTarget(target)
    return REF_ROOT + target
  }

  private run(args: string[], options: GitRunOptions = {}): Promise<string> {
    return runGit(this.top, args, options)
  }

  private async resolve(rev: string): Promise<string | null> {
    try {
      return (await this.run(['rev-parse', '--verify', '-q', `${rev}^{commit}`])).trim() || null
    } catch {
      return null
    }
  }

  /**
   * Commits exactly these bytes (text null: delete) onto the draft branch, creating it from
   * mainRef's commit when absent. When the branch exists and nothing changed, no commit is made
   * and the meta is returned as it was; a new draft is always created (with an empty change when
   * its bytes equal main), so "save as draft" always leaves a draft behind.
   */
  async commit(
    target: string,
    changes: Array<{ file: string; text: string | null }>,
    message: string,
    author: DraftAuthor,
  ): Promise<DraftMeta> {
    assertTarget(target)
    for (const change of changes) assertFile(target, change.file)
    try {
      await this.writeCommit(target, message, author, changes)
    } catch (error) {
      throw named(target, error)
    }
    return this.mustGet(target)
  }

  /** A file's text on the draft branch, or null (no branch or no file). */
  async fileAt(target: string, file: string): Promise<string | null> {
    assertTarget(target)
    assertFile(target, file)
    try {
      return await this.run(['cat-file', 'blob', `${REF_ROOT}${target}:${this.prefix}${file}`])
    } catch {
      return null
    }
  }

  /** Whether the target has a draft branch: one rev-parse, where `get` reads its whole history. */
  async exists(target: string): Promise<boolean> {
    assertTarget(target)
    return (await this.resolve(REF_ROOT + target)) !== null
  }

  async get(target: string): Promise<DraftMeta | null> {
    assertTarget(target)
    const tip = await this.resolve(REF_ROOT + target)
    if (!tip) return null
    try {
      return await this.readMeta(target, tip)
    } catch (error) {
      throw named(target, error)
    }
  }

  /** Every refs/heads/drafts/<a>/<b> branch, newest update first (other names there are not drafts). */
  async list(): Promise<DraftMeta[]> {
    const out = await this.run([
      'for-each-ref',
      '--format=%(refname)%00%(objectname)',
      REF_ROOT.replace(/\/$/, ''),
    ])
    const branches = out
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => {
        const [ref = '', tip = ''] = line.split('\0')
        return { target: ref.slice(REF_ROOT.length), tip }
      })
      .filter((b) => b.tip !== '' && isDraftTarget(b.target))
    const metas: DraftMeta[] = []
    // a few at a time: each is three git processes, and the machine's cores are shared
    for (let i = 0; i < branches.length; i += 4) {
      const batch = branches.slice(i, i + 4)
      metas.push(
        ...(await Promise.all(
          batch.map((b) =>
            this.readMeta(b.target, b.tip).catch((e) => Promise.reject(named(b.target, e))),
          ),
        )),
      )
    }
    return metas.sort(
      (a, b) =>
        Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || a.target.localeCompare(b.target),
    )
  }

  /** An empty-change commit (same tree) whose message carries `Draft-Status: <status>`. */
  async setStatus(target: string, status: DraftStatus, author: DraftAuthor): Promise<DraftMeta> {
    assertTarget(target)
    if (!DRAFT_STATUSES.includes(status)) {
      throw new Error(`draft ${target}: unknown status ${JSON.stringify(status)}`)
    }
    return this.trailerCommit(
      target,
      `drafts: ${target} marked ${status}`,
      STATUS_TRAILER,
      status,
      author,
    )
  }

  /** An empty-change commit carrying `Draft-Publish-At: <iso>`, or `none` to clear the schedule. */
  async setSchedule(target: string, at: string | null, author: DraftAuthor): Promise<DraftMeta> {
    assertTarget(target)
    const value = trailerTime(target, at, 'publish')
    const subject =
      value === 'none'
        ? `drafts: ${target} unscheduled`
        : `drafts: ${target} scheduled for ${value}`
    return this.trailerCommit(target, subject, PUBLISH_AT_TRAILER, value, author)
  }

  /**
   * An empty-change commit carrying `Draft-Unpublish-At: <iso>` (`none` clears it): the time the
   * record is to be hidden once this draft is published, which the publish writes into the
   * record as its `unpublish_at`.
   */
  async setUnpublishAt(target: string, at: string | null, author: DraftAuthor): Promise<DraftMeta> {
    assertTarget(target)
    const value = trailerTime(target, at, 'unpublish')
    const subject =
      value === 'none'
        ? `drafts: ${target} no longer unpublishes`
        : `drafts: ${target} unpublishes at ${value}`
    return this.trailerCommit(target, subject, UNPUBLISH_AT_TRAILER, value, author)
  }

  /** Deletes the branch (only if it is still at `expectedTip`, when given). */
  async remove(target: string, expectedTip?: string): Promise<void> {
    assertTarget(target)
    try {
      await this.assertNotCheckedOut(target)
      const args = [
        'update-ref',
        '-m',
        `content-api: drafts: ${target} removed`,
        '-d',
        REF_ROOT + target,
      ]
      const tip = expectedTip ?? (await this.resolve(REF_ROOT + target))
      await this.run(expectedTip === undefined ? args : [...args, expectedTip])
      // remembered so a sync with a remote deletes the branch there instead of taking it back
      if (tip) await this.run(['update-ref', GONE_DRAFTS + target, tip])
    } catch (error) {
      throw named(target, error)
    }
  }

  private async trailerCommit(
    target: string,
    subject: string,
    key: string,
    value: string,
    author: DraftAuthor,
  ): Promise<DraftMeta> {
    try {
      const made = await this.writeCommit(target, `${subject}\n\n${key}: ${value}\n`, author, null)
      if (!made) throw new Error('no such draft')
    } catch (error) {
      throw named(target, error)
    }
    return this.mustGet(target)
  }

  private async mustGet(target: string): Promise<DraftMeta> {
    const meta = await this.get(target)
    if (!meta) throw new Error(`draft ${target}: the branch went away while it was being written`)
    return meta
  }

  /**
   * Builds one commit on the draft branch (CommitBuilder: the same builder as every save, so no
   * index, real or temporary, is read or written) and moves the branch to it only if it is still
   * where it was read. A writer that loses the race rebuilds on the new tip, so concurrent
   * writers never lose each other's commits. `changes` null: an empty-change commit on an
   * existing branch (returns false when there is no branch). Returns whether the branch moved.
   */
  private async writeCommit(
    target: string,
    message: string,
    author: DraftAuthor,
    changes: Array<{ file: string; text: string | null }> | null,
  ): Promise<boolean> {
    await this.assertNotCheckedOut(target)
    const ref = REF_ROOT + target
    const builder = await this.builder()
    // blobs do not depend on the tip: written once, before any race
    const paths = await builder.blobs(
      (changes ?? []).map((change) => ({ path: this.prefix + change.file, bytes: change.text })),
    )
    for (let attempt = 1; ; attempt++) {
      const tip = await builder.commitAt(ref)
      if (!tip && changes === null) return false
      const parent = tip ?? (await builder.commitAt(this.mainRef))
      if (!parent) throw new Error(`${this.mainRef} has no commit to start a draft from`)
      const tree = await builder.tree(parent.tree, paths)
      if (tip && changes !== null && tree === parent.tree) return false
      const commit = await builder.commit({
        tree,
        parent: parent.oid,
        author,
        committer: SERVICE_COMMITTER,
        message,
        ...(this.clock ? { when: this.clock() } : {}),
      })
      try {
        await this.run([
          'update-ref',
          '-m',
          `content-api: ${message.split('\n')[0] ?? ''}`,
          ref,
          commit,
          tip?.oid ?? NO_COMMIT,
        ])
        return true
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS) throw error
        await new Promise((r) => setTimeout(r, 10 * attempt))
      }
    }
  }

  private commitBuilder: CommitBuilder | null = null

  /** Builds draft commits over a long-lived reader into the repository's objects. */
  private async builder(): Promise<CommitBuilder> {
    this.commitBuilder ??= new CommitBuilder(this.reader, await LooseObjects.of(this.top))
    return this.commitBuilder
  }

  /** Ends the long-lived git reader (shutdown); a later call starts another. */
  close(): void {
    this.reader.close()
  }

  /** A draft branch someone has checked out is HEAD's branch: moving it would desync their tree. */
  private async assertNotCheckedOut(target: string): Promise<void> {
    const head = (await this.run(['symbolic-ref', '-q', 'HEAD']).catch(() => '')).trim()
    if (head === REF_ROOT + target) {
      throw new Error(`drafts/${target} is the checked-out branch; drafts never move HEAD's branch`)
    }
  }

  private async readMeta(target: string, tip: string): Promise<DraftMeta> {
    const base = (await this.run(['merge-base', tip, this.mainRef])).trim()
    if (!base) throw new Error(`no common history with ${this.mainRef}`)
    const [logOut, diffOut] = await Promise.all([
      this.run(['log', '--topo-order', `--format=${LOG_FORMAT}%x1e`, `${base}..${tip}`]),
      this.run([
        'diff-tree',
        '-r',
        '-z',
        '--no-renames',
        '--name-only',
        base,
        tip,
        '--',
        ...(this.prefix ? [this.prefix] : []),
      ]),
    ])
    // newest first
    let entries = parseLog(logOut)
    // a draft whose commits all reached main (published, not yet removed) still has a tip
    const drafted = entries.length > 0
    if (!drafted)
      entries = parseLog(await this.run(['log', '-1', `--format=${LOG_FORMAT}%x1e`, tip]))
    const newest = entries[0]
    const oldest = entries[entries.length - 1]
    if (!newest || !oldest) throw new Error(`cannot read commit ${tip}`)

    const authors: DraftAuthor[] = []
    const seen = new Set<string>()
    if (drafted) {
      for (const entry of [...entries].reverse()) {
        const key = entry.author.email.toLowerCase()
        if (seen.has(key)) continue
        seen.add(key)
        authors.push(entry.author)
      }
    }
    return {
      target,
      branch: BRANCH_ROOT + target,
      status: drafted ? latestStatus(entries) : 'draft',
      publishAt: drafted ? latestTime(entries, 'publishAt') : null,
      unpublishAt: drafted ? latestTime(entries, 'unpublishAt') : null,
      base,
      tip,
      createdAt: oldest.date,
      updatedAt: newest.date,
      createdBy: oldest.author,
      authors,
      files: diffOut
        .split('\0')
        .filter((file) => file !== '' && file.startsWith(this.prefix))
        .map((file) => file.slice(this.prefix.length)),
    }
  }
}

function parseLog(out: string): LogEntry[] {
  return out
    .split(RECORD)
    .map((record) => record.replace(/^\n/, ''))
    .filter((record) => record.trim() !== '')
    .map((record) => {
      const [
        id = '',
        name = '',
        email = '',
        date = '',
        status = '',
        publishAt = '',
        unpublishAt = '',
      ] = record.split(FIELD)
      const values = (text: string) =>
        text
          .split(VALUES)
          .map((v) => v.trim())
          .filter((v) => v !== '')
      return {
        id,
        author: { name, email },
        date: new Date(date).toISOString(),
        status: values(status),
        publishAt: values(publishAt),
        unpublishAt: values(unpublishAt),
      }
    })
}

/** The newest valid Draft-Status on the draft (within a commit, its last trailer wins). */
function latestStatus(entries: LogEntry[]): DraftStatus {
  for (const entry of entries) {
    const value = [...entry.status]
      .reverse()
      .find((v): v is DraftStatus => DRAFT_STATUSES.includes(v as DraftStatus))
    if (value) return value
  }
  return 'draft'
}

/** A schedule trailer's value: the instant in UTC, or `none` for null. */
function trailerTime(target: string, at: string | null, what: 'publish' | 'unpublish'): string {
  if (at === null) return 'none'
  const time = Date.parse(at)
  if (Number.isNaN(time)) {
    throw new Error(`draft ${target}: not a date to ${what} at: ${JSON.stringify(at)}`)
  }
  return new Date(time).toISOString()
}

/**
 * The newest Draft-Publish-At (or Draft-Unpublish-At) on the draft: an instant, or null once
 * cleared with `none`.
 */
function latestTime(entries: LogEntry[], key: 'publishAt' | 'unpublishAt'): string | null {
  for (const entry of entries) {
    for (const value of [...entry[key]].reverse()) {
      if (value.toLowerCase() === 'none') return null
      const time = Date.parse(value)
      if (!Number.isNaN(time)) return new Date(time).toISOString()
    }
  }
  return null
}
