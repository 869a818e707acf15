import { rm } from 'node:fs/promises'
import path from 'node:path'
import { writeFileAtomic } from '../fs/atomic-write.js'
import type { ContentGit, GitAuthor } from '../git/content-git.js'
import type { ContentStore } from './content-store.js'

/**
 * Writes (or deletes, with text null) one content file and commits it, inside the write lock the
 * caller holds. If the commit fails the file is put back, so disk and history never disagree.
 */
export async function writeAndCommit(
  store: ContentStore,
  git: ContentGit,
  change: {
    file: string
    text: string | null
    previous: string | null
    message: string
    author: GitAuthor
  },
): Promise<void> {
  const absolute = path.join(store.root, change.file)
  if (change.text === null) await rm(absolute, { force: true })
  else await writeFileAtomic(absolute, change.text)
  try {
    // the commit holds exactly change.text, even if the file on disk is rewritten meanwhile
    await git.commitContent(
      [{ file: change.file, text: change.text }],
      change.message,
      change.author,
    )
  } catch (error) {
    await git.unstage([change.file])
    if (change.previous === null) await rm(absolute, { force: true })
    else await writeFileAtomic(absolute, change.previous)
    throw error
  } finally {
    await store.reload(change.file)
  }
}
