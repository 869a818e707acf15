import { rm } from 'node:fs/promises'
import path from 'node:path'
import { writeFileAtomic } from '../fs/atomic-write.js'
import type { ContentGit, GitAuthor } from '../git/content-git.js'
import { gitBlobId } from './blob-id.js'
import type { ContentStore } from './content-store.js'

export interface FileSave {
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
  message: string
  author: GitAuthor
}

/**
 * Saves one content file inside the write lock the caller holds: commit first (built from
 * memory, see ContentGit.commitContent), then the work tree. A save whose commit fails leaves
 * the work tree as it was, and the save journal lets start-up finish a save a crash cut off
 * between the two, so nothing that is not committed is ever served as saved.
 */
export async function writeAndCommit(
  store: ContentStore,
  git: ContentGit,
  change: FileSave,
): Promise<void> {
  const committed = await git.committedText(change.file)
  const commitText = textToCommit(change, committed)
  // nothing to write and nothing to commit (a save of what is already there)
  if (change.text === change.previous && commitText === committed) return
  const journal = await git.journal()
  const done = await journal.begin({
    kind: 'text',
    file: change.file,
    commit: commitText === null ? null : gitBlobId(commitText),
    disk: change.text,
    previous: change.previous,
  })
  let committedNow = false
  try {
    await git.commitContent(
      [{ file: change.file, text: commitText }],
      change.message,
      change.author,
    )
    committedNow = true
    if (change.text !== change.previous) {
      const absolute = path.join(store.root, change.file)
      if (change.text === null) await rm(absolute, { force: true })
      else await writeFileAtomic(absolute, change.text)
    }
    await done()
  } catch (error) {
    // a refused commit never reached the work tree: nothing to finish. A commit whose work-tree
    // write failed (a full disk) keeps its journal entry: the next start writes the file.
    if (!committedNow) await done()
    throw error
  } finally {
    await store.reload(change.file)
  }
}

function textToCommit(change: FileSave, committed: string | null): string | null {
  if (committed === change.previous || !change.ontoCommitted) return change.text
  try {
    return change.ontoCommitted(committed)
  } catch {
    // the committed version cannot be read as this kind of file: commit the save as it is
    return change.text
  }
}
