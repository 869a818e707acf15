import { rm } from 'node:fs/promises'
import path from 'node:path'
import type { RemoteGit } from './remote-git.js'
import type { SaveJournal } from './save-journal.js'

export interface WorkTreeMove {
  /** paths (from the repository's top) the work tree now holds as in the new commit */
  updated: string[]
  /** paths left alone because they hold an uncommitted hand edit */
  handEdited: string[]
}

/**
 * Moves the checked-out branch from `from` to `to` and brings the work tree along, for the paths
 * that differ. A path whose bytes are not `from`'s holds a person's uncommitted edit: it is left
 * as it is (and reported), never overwritten. The move is journalled first, so a crash between the
 * branch moving and the files being written is finished at start (`finishMove`), and a file that
 * still holds the old bytes is never mistaken for a hand edit reverting the remote's change.
 */
export async function moveWorkTree(
  git: RemoteGit,
  journal: SaveJournal,
  commits: { from: string; to: string },
  reason: string,
): Promise<WorkTreeMove> {
  const { from, to } = commits
  const paths = (await git.changes(from, to)).map((c) => c.path)
  const done = await journal.begin({ kind: 'move', from, to, paths })
  await git.moveHead(to, from, reason)
  const result = await bringAlong(git, from, to, paths)
  await done()
  return result
}

/** Start-up: finishes a move a crash cut off (the branch already at `to`), else drops it. */
export async function finishMove(
  git: RemoteGit,
  entry: { from: string; to: string; paths: string[] },
): Promise<string[]> {
  if ((await git.resolve('HEAD')) !== entry.to) return []
  return (await bringAlong(git, entry.from, entry.to, entry.paths)).updated
}

async function bringAlong(
  git: RemoteGit,
  from: string,
  to: string,
  paths: string[],
): Promise<WorkTreeMove> {
  const onDisk = await git.workTreeBlobs(paths)
  const updated: string[] = []
  const handEdited: string[] = []
  const write: string[] = []
  const remove: string[] = []
  for (const file of paths) {
    const was = await git.resolveBlob(from, file)
    const now = await git.resolveBlob(to, file)
    const disk = onDisk.get(file) ?? null
    if (disk === now) updated.push(file)
    else if (disk !== was) handEdited.push(file)
    else {
      updated.push(file)
      if (now === null) remove.push(file)
      else write.push(file)
    }
  }
  if (write.length > 0) await git.run(['checkout', to, '--', ...write])
  for (const file of remove) await rm(path.join(git.top, file), { force: true })
  // the index follows the branch for every path the move took along
  if (updated.length > 0)
    await git.run(['reset', '-q', to, '--', ...updated]).catch(() => undefined)
  return { updated, handEdited }
}
