import { commitObject } from './commit-object.js'
import type { GitAuthor } from './git-run.js'
import type { LooseObjects } from './loose-objects.js'
import type { ObjectReader } from './object-reader.js'
import { editTree, type PathChange } from './tree-edit.js'

/** One file of a commit, by its path from the repository's top: its bytes, or null (deleted). */
export interface FileBytes {
  path: string
  bytes: string | Buffer | null
}

/** A commit as a save builds on it: its id and its tree's id. */
export interface CommitAt {
  oid: string
  tree: string
}

/**
 * The one way the service builds a commit, for a save on the content branch and for a draft
 * alike: the blobs from the save's bytes in memory, only the trees along the changed paths
 * rewritten (tree-edit.ts), and the commit object, all written as loose objects by this process
 * over one long-lived reader: no git process, no index (real or temporary), so nothing a person
 * has staged or left in the work tree can slip into the commit. Moving a ref to the commit is
 * the caller's, each guarding its own ref by compare-and-swap.
 */
export class CommitBuilder {
  constructor(
    private readonly reader: ObjectReader,
    private readonly objects: LooseObjects,
  ) {}

  /** The commit `name` (a ref, HEAD, an id) names, with its tree; null when it names none. */
  async commitAt(name: string): Promise<CommitAt | null> {
    const found = await this.reader.read(name)
    if (found?.type !== 'commit') return null
    const tree = /^tree ([0-9a-f]{40})$/m.exec(found.data.toString('utf8'))?.[1]
    if (!tree) throw new Error(`git: commit ${found.oid} names no tree`)
    return { oid: found.oid, tree }
  }

  /** Writes the blobs of `files` (they do not depend on the parent: written once, before a race). */
  async blobs(files: FileBytes[]): Promise<PathChange[]> {
    const paths: PathChange[] = []
    for (const file of files) {
      const blob =
        file.bytes === null
          ? null
          : await this.objects.write(
              'blob',
              Buffer.isBuffer(file.bytes) ? file.bytes : Buffer.from(file.bytes),
            )
      paths.push({ path: file.path, blob })
    }
    return paths
  }

  /** The tree `base` with `changes` applied (no change: `base` itself). */
  tree(base: string, changes: PathChange[]): Promise<string> {
    if (changes.length === 0) return Promise.resolve(base)
    return editTree(this.reader, this.objects, base, changes)
  }

  /** Writes the commit of `tree` on `parent`; returns its id. */
  commit(commit: {
    tree: string
    parent: string
    author: GitAuthor
    committer: GitAuthor
    message: string
    when?: Date
  }): Promise<string> {
    return this.objects.write('commit', commitObject(commit))
  }
}
