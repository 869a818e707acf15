import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { writeFileAtomic } from '../fs/atomic-write.js'
import type { ContentGit, GitAuthor } from '../git/content-git.js'
import { gitBlobId } from './blob-id.js'
import type { ContentStore } from './content-store.js'

/** One file of a save: what the work tree gets, and what it held when the save read it. */
export interface FileChange {
  file: string
  /** what the work tree holds after the save (null: the file is deleted) */
  text: string | null
  /** what the work tree held when the save read it */
  previous: string | null
  /**
   * The same change made to the committed version of the file, for when the work tree holds an
   * outside edit (a person's hand edit, not committed): the editor's commit then carries only
   * the editor's change, and the outside edit stays in the work tree, never attributed to them.
   * Without it (or when the work tree is the committed version) `text` is committed.
   */
  ontoCommitted?: (committed: string | null) => string | null
  /**
   * What to commit, when the caller decided it (a renamed file commits the old path's committed
   * text, while the work tree gets `text`, outside edit included). Wins over `ontoCommitted`.
   */
  commitText?: string | null
}

export interface FileSave extends FileChange {
  message: string
  author: GitAuthor
}

/** Saves one content file: `writeAndCommitAll` with one file. */
export function writeAndCommit(store: ContentStore, git: ContentGit, change: FileSave) {
  const { message, author, ...file } = change
  return writeAndCommitAll(store, git, [file], message, author)
}

/**
 * Saves content files as one commit, inside the write lock the caller holds: commit first (built
 * from memory, see ContentGit.commitContent), then the work tree. A save whose commit fails
 * leaves the work tree as it was, and the save journal (one entry per file) lets start-up finish
 * a save a crash cut off between the two, so nothing that is not committed is ever served as
 * saved.
 */
export async function writeAndCommitAll(
  store: ContentStore,
  git: ContentGit,
  changes: FileChange[],
  message: string,
  author: GitAuthor,
): Promise<void> {
  const planned: Array<FileChange & { commit: string | null }> = []
  for (const change of changes) {
    const committed = await git.committedText(change.file)
    const commit = textToCommit(change, committed)
    // nothing to write and nothing to commit (a save of what is already there)
    if (change.text === change.previous && commit === committed) continue
    planned.push({ ...change, commit })
  }
  if (planned.length === 0) return
  const journal = await git.journal()
  const entries: Array<() => Promise<void>> = []
  let committedNow = false
  try {
    for (const change of planned) {
      entries.push(
        await journal.begin({
          kind: 'text',
          file: change.file,
          commit: change.commit === null ? null : gitBlobId(change.commit),
          disk: change.text,
          previous: change.previous,
        }),
      )
    }
    await git.commitContent(
      planned.map((change) => ({ file: change.file, text: change.commit })),
      message,
      author,
    )
    committedNow = true
    for (const change of planned) {
      if (change.text === change.previous) continue
      const absolute = path.join(store.root, change.file)
      if (change.text === null) await rm(absolute, { force: true })
      else await writeFileAtomic(absolute, change.text)
    }
    for (const done of entries) await done()
  } catch (error) {
    // a refused commit never reached the work tree: nothing to finish. A commit whose work-tree
    // write failed (a full disk) keeps its journal entries: the next start writes the files.
    if (!committedNow) for (const done of entries) await done()
    throw error
  } finally {
    for (const change of planned) await store.reloadWritten(change.file)
  }
}

/**
 * Saves one media file (an image's bytes; null: the file is deleted) as one commit, the way text
 * saves are made: journalled, the commit built from these bytes in memory, then the work tree.
 * A crash between the commit and the work-tree write is finished at start from the journal; a
 * commit refused leaves the work tree as it was. Call it inside the write lock. Returns whether
 * a commit was made (false: HEAD already held these bytes, or had no such file to delete).
 */
export async function writeAndCommitMedia(
  store: ContentStore,
  git: ContentGit,
  change: { file: string; bytes: Buffer | null; message: string; author: GitAuthor },
): Promise<boolean> {
  const absolute = path.join(store.root, change.file)
  const onDisk = await readFile(absolute).catch(() => null)
  const journal = await git.journal()
  const done = await journal.begin({
    kind: 'media',
    file: change.file,
    commit: change.bytes === null ? null : gitBlobId(change.bytes),
    previous: onDisk === null ? null : gitBlobId(onDisk),
  })
  let made: boolean
  try {
    made = await git.commitContent(
      [{ file: change.file, text: change.bytes }],
      change.message,
      change.author,
    )
  } catch (error) {
    // a refused commit never reached the work tree: nothing to finish
    await done()
    throw error
  }
  // a commit whose work-tree write fails (a full disk) keeps its entry: the next start writes it
  if (change.bytes === null) await rm(absolute, { force: true })
  else if (onDisk === null || !onDisk.equals(change.bytes))
    await writeFileAtomic(absolute, change.bytes)
  await done()
  return made
}

function textToCommit(change: FileChange, committed: string | null): string | null {
  if (change.commitText !== undefined) return change.commitText
  if (committed === change.previous || !change.ontoCommitted) return change.text
  try {
    return change.ontoCommitted(committed)
  } catch {
    // the committed version cannot be read as this kind of file: commit the save as it is
    return change.text
  }
}
