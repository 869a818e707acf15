import { runGit, type GitRunOptions } from './git-run.js'

/** The ref where the remote branch's tip is fetched to (a namespace no person's git uses). */
export const REMOTE_REF = 'refs/content-api/remote'
/** The remote tip the site last combined with: a fetched tip that does not contain it was rewritten. */
export const SEEN_REF = 'refs/content-api/remote-seen'

/**
 * A fetch or push that has not finished in this time is killed: a remote that accepts the
 * connection and then says nothing must not hold a sync (and the retries behind it) forever.
 */
export const NETWORK_TIMEOUT_MS = 120_000
/** ... and one that sends under 1 KB/s for 30 s is given up on by git itself (http). */
export const SLOW_REMOTE = ['-c', 'http.lowSpeedLimit=1000', '-c', 'http.lowSpeedTime=30']

/** A path changed between two commits, from the repository's top. */
export interface PathChange {
  path: string
  /** null: deleted (or absent) on the newer side */
  blob: string | null
  mode: string | null
}

/**
 * The git plumbing remote sync runs, from the repository's top-level folder (content may be a
 * sub-folder of it). Nothing here uses `pull`, `rebase` or `merge`: those stop half-way on a
 * conflict and leave the repository mid-operation, while plumbing either completes or changes
 * nothing but unreferenced objects.
 */
export class RemoteGit {
  constructor(readonly top: string) {}

  private network = new AbortController()

  run(args: string[], options: GitRunOptions = {}) {
    // paths here are file names, never patterns ("[draft].md" names itself only)
    return runGit(this.top, args, {
      ...options,
      env: { GIT_LITERAL_PATHSPECS: '1', ...options.env },
    })
  }

  /** Aborted by `abortNetwork`: pass it to any other network call. */
  get networkSignal(): AbortSignal {
    return this.network.signal
  }

  /** Kills the fetch or push under way (shutdown must not wait for a remote that hangs). */
  abortNetwork(): void {
    this.network.abort()
    this.network = new AbortController()
  }

  /**
   * Fetches `branch` from `url` into REMOTE_REF; returns the fetched tip, or null when the remote
   * has no such branch yet (an empty repository: the first push creates it).
   */
  async fetch(url: string, branch: string): Promise<string | null> {
    try {
      await this.run(
        [
          ...SLOW_REMOTE,
          'fetch',
          '--quiet',
          '--no-tags',
          url,
          `+refs/heads/${branch}:${REMOTE_REF}`,
        ],
        { timeoutMs: NETWORK_TIMEOUT_MS, signal: this.network.signal },
      )
    } catch (error) {
      if (/couldn't find remote ref/i.test(String(error))) return null
      throw error
    }
    return this.resolve(REMOTE_REF)
  }

  async push(url: string, branch: string, commit: string): Promise<void> {
    await this.run([...SLOW_REMOTE, 'push', '--quiet', url, `${commit}:refs/heads/${branch}`], {
      timeoutMs: NETWORK_TIMEOUT_MS,
      signal: this.network.signal,
    })
  }

  /** The commit a ref or revision names, or null when there is none. */
  async resolve(rev: string): Promise<string | null> {
    try {
      return (await this.run(['rev-parse', '--verify', '-q', `${rev}^{commit}`])).trim() || null
    } catch {
      return null
    }
  }

  async setRef(ref: string, commit: string): Promise<void> {
    await this.run(['update-ref', ref, commit])
  }

  async deleteRef(ref: string): Promise<void> {
    await this.run(['update-ref', '-d', ref]).catch(() => undefined)
  }

  /** Moves HEAD's branch from `from` to `to`, only if it is still at `from`. */
  async moveHead(to: string, from: string, reason: string): Promise<void> {
    await this.run(['update-ref', '-m', `content-api: ${reason}`, 'HEAD', to, from])
  }

  async isAncestor(ancestor: string, of: string): Promise<boolean> {
    try {
      await this.run(['merge-base', '--is-ancestor', ancestor, of])
      return true
    } catch {
      return false
    }
  }

  async mergeBase(a: string, b: string): Promise<string | null> {
    try {
      return (await this.run(['merge-base', a, b])).trim() || null
    } catch {
      return null // unrelated histories
    }
  }

  /** How many commits `to` has that `from` has not. */
  async countAhead(from: string, to: string): Promise<number> {
    return Number((await this.run(['rev-list', '--count', `${from}..${to}`])).trim())
  }

  /** The paths that differ between two commits, each with its blob on the `to` side. */
  async changes(from: string, to: string): Promise<PathChange[]> {
    const out = await this.run(['diff-tree', '-r', '-z', '--no-renames', from, to])
    const fields = out.split('\0')
    const changes: PathChange[] = []
    for (let i = 0; i + 1 < fields.length; i += 2) {
      // ":100644 100644 <old blob> <new blob> M" then the path
      const [, , newMode, , newBlob, status] = /^:(\d+) (\d+) ([0-9a-f]+) ([0-9a-f]+) (\w)/.exec(
        fields[i] ?? '',
      ) ?? [undefined, '', '', '', '', '']
      const deleted = status === 'D'
      changes.push({
        path: fields[i + 1] ?? '',
        blob: deleted ? null : (newBlob ?? null),
        mode: deleted ? null : (newMode ?? null),
      })
    }
    return changes.filter((c) => c.path !== '')
  }

  /** A file's text in a commit (path from the top), or null when the commit has no such file. */
  async textAt(commit: string, file: string): Promise<string | null> {
    try {
      return await this.run(['cat-file', 'blob', `${commit}:${file}`])
    } catch {
      return null
    }
  }

  /** The blob id of a path in a commit, or null when the commit has no such file. */
  async resolveBlob(commit: string, file: string): Promise<string | null> {
    try {
      return (await this.run(['rev-parse', '--verify', '-q', `${commit}:${file}`])).trim() || null
    } catch {
      return null
    }
  }

  /** The blob id of each path's bytes in the work tree (null: no such file). */
  async workTreeBlobs(paths: string[]): Promise<Map<string, string | null>> {
    const blobs = new Map<string, string | null>()
    for (const file of paths) {
      blobs.set(file, (await this.run(['hash-object', '--', file]).catch(() => '')).trim() || null)
    }
    return blobs
  }
}
