import { copyFile, mkdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { SerialQueue } from '../serial-queue.js'
import { CommitBuilder } from './commit-builder.js'
import { GitLock } from './git-lock.js'
import { IndexFollower } from './index-follower.js'
import { runGit, SERVICE_COMMITTER, type GitAuthor } from './git-run.js'
import { LooseObjects } from './loose-objects.js'
import { ObjectReader } from './object-reader.js'
import { RefUpdater } from './ref-updater.js'
import { SaveJournal } from './save-journal.js'

export type { GitAuthor }
export { SERVICE_COMMITTER }

export interface CommitInfo {
  id: string
  author: GitAuthor
  date: string
  message: string
}

/** What a commit on the content branch changed (content files) and on whose behalf. */
export interface CommittedChange {
  files: string[]
  author: GitAuthor
}

/** One file of a commit: its bytes (text or an image), or null when the file is deleted. */
export interface ContentChange {
  file: string
  text: string | Buffer | null
}

/**
 * The content repository's git, behind the one queue every write shares. A commit is built from
 * the bytes of one save only (never `add .`), so a developer's unrelated work in the same work
 * tree is never swept into an editor's commit.
 *
 * Every git this class runs goes through git-run.ts: one process per command (history, start-up
 * repair), or, for a save and its reads, long-lived gits fed over pipes, with the blobs, trees
 * and commit written from this process (LooseObjects). Why, measured on a one-field save
 * (tests/bench/content-api.ts, 2 000 records, 2 cores shared with other work): a git process
 * per step (rev-parse x2, read-tree, hash-object, update-index, write-tree, commit-tree,
 * update-ref, reset, show: 10 forks of this large process) cost 46.8 ms of this process's CPU
 * per save; objects written here plus reads over cat-file and a spawned update-ref and reset
 * (2 forks) 30 ms; update-ref over a pipe too (1 fork) 34 ms under a heavier load, where the
 * profile put a third of a save's CPU in that one fork; the reset started by a long-lived shell
 * (0 forks) 21.7 ms, most of it now HTTP, validation and the journal's fsyncs.
 */
export class ContentGit {
  /** other processes' git locks: saves wait for them, /health reports them */
  readonly lock: GitLock
  private readonly reader: ObjectReader
  private readonly refs: RefUpdater
  private readonly index: IndexFollower
  private commitBuilder: CommitBuilder | null = null

  constructor(
    readonly workTree: string,
    private readonly queue: SerialQueue,
    options: { lockWaitMs?: number } = {},
  ) {
    this.lock = new GitLock(() => this.gitDir(), options.lockWaitMs)
    this.reader = new ObjectReader(workTree)
    this.refs = new RefUpdater(workTree)
    this.index = new IndexFollower(workTree)
  }

  private run(args: string[], options: { input?: string; env?: Record<string, string> } = {}) {
    return runGit(this.workTree, args, options)
  }

  /** Fails fast when CONTENT_DIR is not inside a git work tree. */
  async assertRepository(): Promise<void> {
    const inside = await this.run(['rev-parse', '--is-inside-work-tree']).then(
      (out) => out.trim() === 'true',
      () => false,
    )
    if (!inside) {
      throw new Error(
        `CONTENT_DIR ${this.workTree} is not inside a git work tree (run "git init" there first)`,
      )
    }
  }

  /**
   * Commits exactly these bytes for these files (null: the file is deleted), whatever the work
   * tree holds by the time git runs: the blobs and trees are written from memory, so a file
   * rewritten on disk by someone else in the meantime can never slip into an editor's commit, and
   * HEAD moves only if it is still the commit the save built on. The real index is then set to
   * the new HEAD for these paths only. Returns false when nothing changed. Call it from inside
   * the write lock.
   */
  async commitContent(
    changes: ContentChange[],
    message: string,
    author: GitAuthor,
  ): Promise<boolean> {
    return this.counted(
      this.lock.whileUnlocked(() => this.commitContentOnce(changes, message, author)),
      { files: changes.map((change) => change.file), author },
    )
  }

  private readonly commitListeners: Array<(commit: CommittedChange) => void> = []

  /**
   * Called after each commit made on the content branch, with its files and author (the metrics
   * count them; presence tells whoever has one of the files open who changed it).
   */
  onCommitted(listener: (commit: CommittedChange) => void): void {
    this.commitListeners.push(listener)
  }

  private async counted(commit: Promise<boolean>, change: CommittedChange): Promise<boolean> {
    const made = await commit
    if (made) for (const listener of this.commitListeners) listener(change)
    return made
  }

  private gitDirPath: string | null = null

  /** The repository's .git folder (absolute). */
  async gitDir(): Promise<string> {
    this.gitDirPath ??= (await this.run(['rev-parse', '--absolute-git-dir'])).trim()
    return this.gitDirPath
  }

  /** Builds commits over this reader into the repository's objects (see commit-builder.ts). */
  private async builder(): Promise<CommitBuilder> {
    this.commitBuilder ??= new CommitBuilder(this.reader, await LooseObjects.of(this.workTree))
    return this.commitBuilder
  }

  /** Where saves write down what they are doing (see save-journal.ts). */
  async journal(): Promise<SaveJournal> {
    return new SaveJournal(path.join(await this.gitDir(), 'content-api-journal'))
  }

  /** A file's committed text at HEAD (relative to the content folder), or null when it has none. */
  async committedText(file: string): Promise<string | null> {
    return (await this.committedBytes(file))?.toString('utf8') ?? null
  }

  /** A file's committed bytes at HEAD (relative to the content folder), or null. */
  async committedBytes(file: string): Promise<Buffer | null> {
    const found = await this.reader.read(`HEAD:${this.pathInRepo(file)}`)
    return found?.type === 'blob' ? found.data : null
  }

  /** The blob id of a file at HEAD, or null when HEAD has no such file. */
  async committedBlob(file: string): Promise<string | null> {
    const found = await this.reader.info(`HEAD:${this.pathInRepo(file)}`)
    return found?.type === 'blob' ? found.oid : null
  }

  private async commitContentOnce(
    changes: ContentChange[],
    message: string,
    author: GitAuthor,
  ): Promise<boolean> {
    const builder = await this.builder()
    const head = await builder.commitAt('HEAD')
    if (!head) throw new Error('git: HEAD has no commit to build on')
    const paths = await builder.blobs(
      changes.map((change) => ({ path: this.pathInRepo(change.file), bytes: change.text })),
    )
    const tree = await builder.tree(head.tree, paths)
    if (tree === head.tree) return false
    const commit = await builder.commit({
      tree,
      parent: head.oid,
      author,
      committer: SERVICE_COMMITTER,
      message,
    })
    // only if HEAD is still where we read it: no commit is ever lost under another's feet
    await this.refs.update('HEAD', commit, head.oid)
    // the real index follows HEAD for these paths; if that fails (a lock taken just now) the
    // commit still stands, and start-up or the next save of the file puts the index right
    await this.index.follow(changes.map((change) => change.file))
    return true
  }

  /** The real index takes HEAD's version of `files` (a lock held just now: left as it is). */
  async unstage(files: string[]): Promise<void> {
    await this.run(['reset', '-q', '--', ...files]).catch(() => undefined)
  }

  /** The bytes of a blob by id, or null when the repository does not have it. */
  async readBlob(blobId: string): Promise<string | null> {
    if (!/^[0-9a-f]{40}$/.test(blobId)) return null
    try {
      const found = await this.reader.read(blobId)
      return found?.type === 'blob' ? found.data.toString('utf8') : null
    } catch {
      return null
    }
  }

  /** A file's text as of `commit`, or null when it did not exist there. */
  async fileAt(commit: string, file: string): Promise<string | null> {
    if (!/^[0-9a-f]{7,40}$/.test(commit)) return null
    try {
      const found = await this.reader.read(`${commit}:${this.pathInRepo(file)}`)
      return found?.type === 'blob' ? found.data.toString('utf8') : null
    } catch {
      return null
    }
  }

  /** Commits that touched `file`, newest first. */
  async log(file: string, limit = 100): Promise<CommitInfo[]> {
    const SEP = '\x1f'
    const out = await this.run([
      'log',
      `-n${limit}`,
      `--format=%H${SEP}%an${SEP}%ae${SEP}%aI${SEP}%s`,
      '--',
      file,
    ])
    return out
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const [id = '', name = '', email = '', date = '', message = ''] = line.split('\x1f')
        return { id, author: { name, email }, date, message }
      })
  }

  /**
   * The newest `limit` commits that touched the content folder, each with the files it changed
   * (relative to the content folder), newest first: the dashboard's recent activity.
   */
  async recentCommits(limit: number): Promise<Array<CommitInfo & { files: string[] }>> {
    const SEP = '\x1f'
    const out = await this.run([
      'log',
      `-n${Math.max(1, Math.floor(limit))}`,
      '--relative',
      '--name-only',
      '--no-renames',
      `--format=%x1e%H${SEP}%an${SEP}%ae${SEP}%aI${SEP}%s`,
      '--',
      '.',
    ])
    return out
      .split('\x1e')
      .filter((block) => block.trim() !== '')
      .map((block) => {
        const [head = '', ...files] = block.split('\n')
        const [id = '', name = '', email = '', date = '', message = ''] = head.split(SEP)
        return { id, author: { name, email }, date, message, files: files.filter((f) => f !== '') }
      })
  }

  /**
   * The newest commit date of every file under the content folder, by path relative to it, in one
   * walk of the history (newest first, so the first date seen for a file is its last change).
   */
  async lastCommitDates(): Promise<Map<string, string>> {
    const out = await this.run([
      'log',
      '--relative',
      '--name-only',
      '--no-renames',
      '--format=%x1e%cI',
      '--',
      '.',
    ])
    const dates = new Map<string, string>()
    for (const block of out.split('\x1e')) {
      const [date = '', ...files] = block.split('\n')
      if (!date.trim()) continue
      for (const file of files) {
        if (file !== '' && !dates.has(file)) dates.set(file, date.trim())
      }
    }
    return dates
  }

  /** `git show` wants paths from the repository's top, not from the content folder. */
  private pathInRepo(file: string): string {
    return this.prefix + file
  }

  private prefix = ''

  /** Learns where the content folder sits inside its repository (it may be a sub-folder). */
  async init(): Promise<void> {
    await this.assertRepository()
    this.prefix = (await this.run(['rev-parse', '--show-prefix'])).trim()
  }

  /**
   * Start-up repair after a crash during `git commit` (the process killed with git): a stale
   * `.git/index.lock` is removed, and the content files a save had staged but not committed are
   * put back to HEAD, their half-saved bytes kept in `keepDir` for a person to look at. Such a
   * save was never acknowledged (the editor got no answer), so it must not be served as if saved.
   * Unstaged changes (a developer's hand edit) are left alone. Returns what it did, or null.
   */
  async recoverInterruptedCommit(
    keepDir: string,
    options: { staleAfterMs?: number } = {},
  ): Promise<{ staleLock: true; restored: string[]; keptIn: string | null } | null> {
    // paths a remote sync was moving (journalled) differ from HEAD in the index by design: the
    // move is finished by recoverSaves, and their work-tree bytes may be a person's hand edit
    const moving = new Set<string>()
    for (const { entry } of await (await this.journal()).leftovers()) {
      if (entry?.kind !== 'move') continue
      for (const file of entry.paths) {
        if (file.startsWith(this.prefix)) moving.add(file.slice(this.prefix.length))
      }
    }
    const gitDir = await this.gitDir()
    const lock = path.join(gitDir, 'index.lock')
    const info = await stat(lock).catch(() => null)
    if (!info) return null
    // a lock younger than this may belong to a git someone is running right now: let it finish
    const staleAfter = options.staleAfterMs ?? 5_000
    const age = Date.now() - info.mtimeMs
    if (age < staleAfter) await new Promise((r) => setTimeout(r, staleAfter - age))
    if (!(await stat(lock).catch(() => null))) return null
    await rm(lock, { force: true })

    const staged = (await this.run(['diff', '--cached', '--name-only', '--relative', '--', '.']))
      .split('\n')
      .filter((f) => f !== '' && !moving.has(f))
    if (staged.length === 0) return { staleLock: true, restored: [], keptIn: null }
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    const keptIn = path.join(keepDir, stamp)
    for (const file of staged) {
      const source = path.join(this.workTree, file)
      const target = path.join(keptIn, file)
      await mkdir(path.dirname(target), { recursive: true })
      await copyFile(source, target).catch(() => undefined) // a staged delete has nothing to keep
    }
    await this.run(['reset', '-q', '--', ...staged])
    for (const file of staged) {
      if ((await this.committedBlob(file)) !== null)
        await this.run(['checkout', 'HEAD', '--', file])
      else await rm(path.join(this.workTree, file), { force: true })
    }
    return { staleLock: true, restored: staged, keptIn }
  }

  async currentBranch(): Promise<string> {
    return (await this.run(['rev-parse', '--abbrev-ref', 'HEAD'])).trim()
  }

  /** The repository's top-level folder (the content folder may be a sub-folder of it). */
  async topLevel(): Promise<string> {
    return (await this.run(['rev-parse', '--show-toplevel'])).trim()
  }

  /** Where the content folder sits in the repository: "" or "content/". */
  get contentPrefix(): string {
    return this.prefix
  }

  private afterWrite: (() => void) | null = null

  /** Called after every write, outside the lock (CONTENT_GIT_REMOTE: push it). */
  onWritten(listener: () => void): void {
    this.afterWrite = listener
  }

  /** Ends the long-lived git processes (shutdown). */
  close(): void {
    this.reader.close()
    this.refs.close()
    this.index.close()
  }

  /** Serialises a write (files + commit) with every other write of the service. */
  async withWriteLock<T>(task: () => Promise<T>): Promise<T> {
    const result = await this.queue.run(task)
    this.afterWrite?.()
    return result
  }

  /** Runs `task` in the write queue (remote sync runs there, between saves). */
  withLockOnly<T>(task: () => Promise<T>): Promise<T> {
    return this.queue.run(task)
  }
}
