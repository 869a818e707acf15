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

/**
 * Finishes a move that was cut off (a crash, or a git lock or full disk after the branch moved):
 * when the branch is at `to` or has moved on from it (later saves), the paths that still hold
 * `from`'s bytes get the branch's; when the branch never moved, there is nothing to do.
 */
export async function finishMove(
  git: RemoteGit,
  entry: { from: string; to: string; paths: string[] },
): Promise<string[]> {
  const head = await git.resolve('HEAD')
  if (head === null) return []
  if (head !== entry.to && !(await git.isAncestor(entry.to, head))) return []
  return (await bringAlong(git, entry.from, head, entry.paths)).updated
}

/** Finishes the moves the journal still names (run in the write queue, before a new sync). */
export async function finishLeftoverMoves(git: RemoteGit, journal: SaveJournal): Promise<void> {
  for (const { entry, done } of await journal.leftovers()) {
    if (entry?.kind !== 'move') continue
    await finishMove(git, entry)
    await done()
  }
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
  // the index follows the branch for every path, hand-edited ones too: left at `from`, a path
  // would look staged, and a person's next `git commit` would undo the remote's change
  if (paths.length > 0) await git.run(['reset', '-q', to, '--', ...paths])
  return { updated, handEdited }
}
