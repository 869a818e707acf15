import { readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { gitBlobId } from '../content/blob-id.js'
import { writeFileAtomic } from '../fs/atomic-write.js'
import type { ContentGit } from './content-git.js'
import { RemoteGit } from './remote-git.js'
import { finishMove } from './work-tree-move.js'

/** What start-up repaired after a crash (see `recoverSaves`). */
export interface SaveRecovery {
  /** committed saves whose work-tree file was not yet written, now written */
  rolledForward: string[]
  /** saves never committed whose bytes had reached the work tree, now taken out */
  undone: string[]
  /** journal entries that could not be read (dropped) */
  unreadable: number
  /** temporary files of interrupted writes, removed */
  cleaned: number
}

/**
 * Start-up repair of saves a crash cut off, from the save journal: a save (text or image) whose
 * commit was made gets its work-tree file (rolled forward); one whose commit was not made never
 * reached the work tree (an upload journalled by an older version wrote first: it is removed). Files no journal entry names, a person's hand edits,
 * are left as they are. Temporary indexes and `.tmp` files of interrupted writes are removed.
 * Run before the content is loaded; returns what it did.
 */
export async function recoverSaves(git: ContentGit): Promise<SaveRecovery> {
  const report: SaveRecovery = { rolledForward: [], undone: [], unreadable: 0, cleaned: 0 }
  const journal = await git.journal()
  for (const { entry, done } of await journal.leftovers()) {
    if (!entry) report.unreadable++
    else if (entry.kind === 'move') {
      // remote sync moved the branch; the files it had not yet brought along come now
      const top = new RemoteGit(await git.topLevel())
      for (const file of await finishMove(top, entry)) {
        if (file.startsWith(git.contentPrefix))
          report.rolledForward.push(file.slice(git.contentPrefix.length))
      }
    } else if (entry.kind === 'media') {
      // an image's commit is made before the work tree is touched: without it, nothing to undo
      const absolute = path.join(git.workTree, entry.file)
      const onDisk = await readFile(absolute).catch(() => null)
      const disk = onDisk === null ? null : gitBlobId(onDisk)
      const committed = (await git.committedBlob(entry.file)) === entry.commit
      if (committed && disk === entry.previous && disk !== entry.commit) {
        const bytes = entry.commit === null ? null : await git.committedBytes(entry.file)
        if (bytes === null) await rm(absolute, { force: true })
        else await writeFileAtomic(absolute, bytes)
        report.rolledForward.push(entry.file)
      }
      await git.unstage([entry.file])
    } else if (entry.kind === 'new-file') {
      if ((await git.committedBlob(entry.file)) === null) {
        await rm(path.join(git.workTree, entry.file), { force: true })
        report.undone.push(entry.file)
      }
    } else {
      const absolute = path.join(git.workTree, entry.file)
      const onDisk = await readFile(absolute, 'utf8').catch(() => null)
      const committed = (await git.committedBlob(entry.file)) === entry.commit
      if (committed && onDisk === entry.previous && entry.disk !== entry.previous) {
        if (entry.disk === null) await rm(absolute, { force: true })
        else await writeFileAtomic(absolute, entry.disk)
        report.rolledForward.push(entry.file)
      } else if (!committed && onDisk === entry.disk && entry.disk !== entry.previous) {
        // saves write the work tree only after their commit; kept for a save that wrote first
        if (entry.previous === null) await rm(absolute, { force: true })
        else await writeFileAtomic(absolute, entry.previous)
        report.undone.push(entry.file)
      }
      // the real index follows HEAD for this path (the save may have died before doing so)
      await git.unstage([entry.file])
    }
    await done()
  }
  report.cleaned = await removeInterruptedTemporaries(git)
  return report
}

/** Temporary indexes (git dir) and `.<name>.<hex>.tmp` files (work tree) a crash left behind. */
async function removeInterruptedTemporaries(git: ContentGit): Promise<number> {
  const gitDir = await git.gitDir()
  const stale = (await readdir(gitDir))
    .filter((name) => name.startsWith('content-api-index-'))
    .map((name) => path.join(gitDir, name))
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory() && entry.name !== '.git' && entry.name !== 'node_modules') {
        await walk(full)
      } else if (entry.isFile() && /^\..+\.[0-9a-f]{12}\.tmp$/.test(entry.name)) {
        stale.push(full)
      }
    }
  }
  await walk(git.workTree)
  await walk(path.join(gitDir, 'content-api-journal'))
  for (const file of stale) await rm(file, { force: true })
  return stale.length
}
