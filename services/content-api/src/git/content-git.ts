import { randomUUID } from 'node:crypto'
import { copyFile, mkdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { simpleGit, type SimpleGit } from 'simple-git'
import type { SerialQueue } from '../serial-queue.js'
import { GitLock } from './git-lock.js'
import { runGit, SERVICE_COMMITTER, serviceGitEnvironment } from './git-run.js'
import { SaveJournal } from './save-journal.js'

export interface GitAuthor {
  name: string
  email: string
}

export { SERVICE_COMMITTER }

export interface CommitInfo {
  id: string
  author: GitAuthor
  date: string
  message: string
}

/**
 * The content repository's git, behind the one queue every write shares. Commits are limited to
 * the files of one save (pathspec), never `add .`, so a developer's unrelated work in the same
 * work tree is never swept into an editor's commit.
 */
export class ContentGit {
  private readonly git: SimpleGit
  /** other processes' git locks: saves wait for them, /health reports them */
  readonly lock: GitLock

  constructor(
    readonly workTree: string,
    private readonly queue: SerialQueue,
    options: { lockWaitMs?: number } = {},
  ) {
    this.lock = new GitLock(() => this.gitDir(), options.lockWaitMs)
    // simple-git waits 50 ms after each git process exits by default; 'close' is enough
    this.git = simpleGit({ baseDir: workTree, completion: { onClose: true, onExit: false } }).env(
      serviceGitEnvironment(),
    )
  }

  /** Fails fast when CONTENT_DIR is not inside a git work tree. */
  async assertRepository(): Promise<void> {
    const inside = await this.git.checkIsRepo()
    if (!inside) {
      throw new Error(
        `CONTENT_DIR ${this.workTree} is not inside a git work tree (run "git init" there first)`,
      )
    }
  }

  /**
   * Stages exactly `files` (paths relative to the content dir; deletions included) and commits
   * only them. Returns false when the files did not change (no empty commit is made).
   * Call it from inside the queue (see `withWriteLock`).
   */
  async commitFiles(files: string[], message: string, author: GitAuthor): Promise<boolean> {
    return this.counted(this.lock.whileUnlocked(() => this.commitFilesOnce(files, message, author)))
  }

  private async commitFilesOnce(
    files: string[],
    message: string,
    author: GitAuthor,
  ): Promise<boolean> {
    const commit = () =>
      this.git.raw([
        'commit',
        '--no-verify',
        '--quiet',
        `--author=${author.name} <${author.email}>`,
        '-m',
        message,
        '--',
        ...files,
      ])
    try {
      // a pathspec commit takes changed and deleted tracked files as they are: one git process
      await commit()
    } catch (error) {
      const text = String(error)
      if (/nothing (added )?to commit|no changes added/i.test(text)) return false
      if (!/did not match any file/i.test(text)) throw error
      // a new file: git must be told about it first
      await this.git.raw(['add', '--all', '--', ...files])
      await commit()
    }
    return true
  }

  /**
   * Commits exactly these bytes for these files (text null: the file is deleted), whatever the
   * work tree holds by the time git runs: the blobs are written from memory and the commit is
   * built in a temporary index, so a file rewritten on disk by someone else in the meantime can
   * never slip into an editor's commit. The real index is then set to the new HEAD for these
   * paths only. Returns false when nothing changed. Call it from inside the write lock.
   */
  async commitContent(
    changes: Array<{ file: string; text: string | null }>,
    message: string,
    author: GitAuthor,
  ): Promise<boolean> {
    return this.counted(
      this.lock.whileUnlocked(() => this.commitContentOnce(changes, message, author)),
    )
  }

  private readonly commitListeners: Array<() => void> = []

  /** Called after each commit made on the content branch (the metrics count them). */
  onCommitted(listener: () => void): void {
    this.commitListeners.push(listener)
  }

  private async counted(commit: Promise<boolean>): Promise<boolean> {
    const made = await commit
    if (made) for (const listener of this.commitListeners) listener()
    return made
  }

  private gitDirPath: string | null = null

  /** The repository's .git folder (absolute). */
  async gitDir(): Promise<string> {
    this.gitDirPath ??= (await this.git.raw(['rev-parse', '--absolute-git-dir'])).trim()
    return this.gitDirPath
  }

  /** Where saves write down what they are doing (see save-journal.ts). */
  async journal(): Promise<SaveJournal> {
    return new SaveJournal(path.join(await this.gitDir(), 'content-api-journal'))
  }

  /** A file's committed text at HEAD (relative to the content folder), or null when it has none. */
  async committedText(file: string): Promise<string | null> {
    try {
      return await this.git.raw(['show', `HEAD:${this.pathInRepo(file)}`])
    } catch {
      return null
    }
  }

  /** The blob id of a file at HEAD, or null when HEAD has no such file. */
  async committedBlob(file: string): Promise<string | null> {
    try {
      return (
        (
          await this.git.raw(['rev-parse', '--verify', '-q', `HEAD:${this.pathInRepo(file)}`])
        ).trim() || null
      )
    } catch {
      return null
    }
  }

  private async commitContentOnce(
    changes: Array<{ file: string; text: string | null }>,
    message: string,
    author: GitAuthor,
  ): Promise<boolean> {
    const gitDir = await this.gitDir()
    const tempIndex = path.join(gitDir, `content-api-index-${randomUUID()}`)
    const run = (args: string[], input?: string, env: Record<string, string> = {}) =>
      runGit(this.workTree, args, { ...(input !== undefined ? { input } : {}), env })
    const withIndex = { GIT_INDEX_FILE: tempIndex }
    try {
      const head = (await run(['rev-parse', '--verify', 'HEAD'])).trim()
      await run(['read-tree', head], undefined, withIndex)
      const lines: string[] = []
      for (const change of changes) {
        const where = this.pathInRepo(change.file)
        if (change.text === null) lines.push(`0 ${'0'.repeat(40)}\t${where}`)
        else {
          const blob = (await run(['hash-object', '-w', '--stdin'], change.text)).trim()
          lines.push(`100644 ${blob}\t${where}`)
        }
      }
      await run(['update-index', '--index-info'], `${lines.join('\n')}\n`, withIndex)
      const tree = (await run(['write-tree'], undefined, withIndex)).trim()
      if (tree === (await run(['rev-parse', `${head}^{tree}`])).trim()) return false
      const commit = (
        await run(['commit-tree', tree, '-p', head, '-F', '-'], message, {
          GIT_AUTHOR_NAME: author.name,
          GIT_AUTHOR_EMAIL: author.email,
        })
      ).trim()
      // only if HEAD is still where we read it: no commit is ever lost under another's feet
      await run([
        'update-ref',
        '-m',
        `content-api: ${message.split('\n')[0]}`,
        'HEAD',
        commit,
        head,
      ])
      // the real index follows HEAD for these paths; if that fails (a lock taken just now) the
      // commit still stands, and start-up or the next save of the file puts the index right
      await run(['reset', '-q', '--', ...changes.map((c) => c.file)]).catch(() => undefined)
      return true
    } finally {
      await rm(tempIndex, { force: true })
    }
  }

  /** Takes `files` out of the index again (the rollback of a commit that failed after add). */
  async unstage(files: string[]): Promise<void> {
    await this.git.raw(['reset', '-q', '--', ...files]).catch(() => undefined)
  }

  /** The bytes of a blob by id, or null when the repository does not have it. */
  async readBlob(blobId: string): Promise<string | null> {
    if (!/^[0-9a-f]{40}$/.test(blobId)) return null
    try {
      return await this.git.raw(['cat-file', 'blob', blobId])
    } catch {
      return null
    }
  }

  /** A file's text as of `commit`, or null when it did not exist there. */
  async fileAt(commit: string, file: string): Promise<string | null> {
    if (!/^[0-9a-f]{7,40}$/.test(commit)) return null
    try {
      return await this.git.raw(['show', `${commit}:${this.pathInRepo(file)}`])
    } catch {
      return null
    }
  }

  /** Commits that touched `file`, newest first. */
  async log(file: string, limit = 100): Promise<CommitInfo[]> {
    const SEP = '\x1f'
    const out = await this.git.raw([
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
    const out = await this.git.raw([
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
    const out = await this.git.raw([
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
    this.prefix = (await this.git.raw(['rev-parse', '--show-prefix'])).trim()
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

    const staged = (
      await this.git.raw(['diff', '--cached', '--name-only', '--relative', '--', '.'])
    )
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
    await this.git.raw(['reset', '-q', '--', ...staged])
    for (const file of staged) {
      const inHead = await this.git
        .raw(['cat-file', '-e', `HEAD:${this.pathInRepo(file)}`])
        .then(() => true)
        .catch(() => false)
      if (inHead) await this.git.raw(['checkout', 'HEAD', '--', file])
      else await rm(path.join(this.workTree, file), { force: true })
    }
    return { staleLock: true, restored: staged, keptIn }
  }

  async currentBranch(): Promise<string> {
    return (await this.git.raw(['rev-parse', '--abbrev-ref', 'HEAD'])).trim()
  }

  /** The repository's top-level folder (the content folder may be a sub-folder of it). */
  async topLevel(): Promise<string> {
    return (await this.git.raw(['rev-parse', '--show-toplevel'])).trim()
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
