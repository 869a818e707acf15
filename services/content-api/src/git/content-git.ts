import { simpleGit, type SimpleGit } from 'simple-git'
import type { SerialQueue } from '../serial-queue.js'

export interface GitAuthor {
  name: string
  email: string
}

/** The identity that records every commit the service makes; the editor is the author. */
export const SERVICE_COMMITTER: GitAuthor = { name: 'Content API', email: 'content-api@localhost' }

/**
 * Only what git needs from our environment: an inherited EDITOR, PAGER or GIT_DIR could make a
 * server process hang or write to the wrong repository.
 */
function gitEnvironment(): Record<string, string> {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'LC_ALL', 'SSH_AUTH_SOCK', 'GIT_SSL_CAINFO']
  return Object.fromEntries(
    keep.flatMap((key) => (process.env[key] ? [[key, process.env[key] as string]] : [])),
  )
}

/**
 * The content repository's git, behind the one queue every write shares. Commits are limited to
 * the files of one save (pathspec), never `add .`, so a developer's unrelated work in the same
 * work tree is never swept into an editor's commit.
 */
export class ContentGit {
  private readonly git: SimpleGit

  constructor(
    readonly workTree: string,
    private readonly queue: SerialQueue,
  ) {
    this.git = simpleGit({ baseDir: workTree }).env({
      ...gitEnvironment(),
      GIT_COMMITTER_NAME: SERVICE_COMMITTER.name,
      GIT_COMMITTER_EMAIL: SERVICE_COMMITTER.email,
      // never prompt for credentials from a server process
      GIT_TERMINAL_PROMPT: '0',
    })
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
   * only them. Returns the new commit id, or null when the files did not change.
   * Call it from inside the queue (see `withWriteLock`).
   */
  async commitFiles(files: string[], message: string, author: GitAuthor): Promise<string | null> {
    await this.git.raw(['add', '--all', '--', ...files])
    const staged = await this.git.raw(['diff', '--cached', '--name-only', '--', ...files])
    if (staged.trim() === '') return null
    await this.git.raw([
      'commit',
      '--no-verify',
      '--quiet',
      `--author=${author.name} <${author.email}>`,
      '-m',
      message,
      '--',
      ...files,
    ])
    return (await this.git.revparse(['HEAD'])).trim()
  }

  /** Serialises a write (files + commit) with every other write of the service. */
  withWriteLock<T>(task: () => Promise<T>): Promise<T> {
    return this.queue.run(task)
  }
}
