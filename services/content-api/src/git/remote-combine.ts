import { randomUUID } from 'node:crypto'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { mergeContentFile, type FieldConflict } from './content-merge.js'
import { SERVICE_COMMITTER } from './git-run.js'
import type { RemoteGit } from './remote-git.js'

/** A field (or, for a file that cannot merge by field, the whole file) the remote won. */
export interface RemoteWin extends FieldConflict {
  /** relative to the content folder */
  file: string
}

export interface Combined {
  commit: string
  conflicts: RemoteWin[]
}

const ZERO = '0'.repeat(40)

/**
 * Builds the commit that combines local commits not yet pushed (`local`) with a remote that moved
 * on (`remote`), both grown from `base`: a merge commit with both as parents, so every commit of
 * either side stays in history. Its tree is the remote's, plus each path only the local side
 * changed, plus each content file both sides changed merged field by field (the remote wins a
 * field both changed). A path both changed that cannot merge by field (a deleted file, an image)
 * is the remote's. Built in a temporary index: the repository's own index and work tree are not
 * touched, so a crash part-way leaves nothing but unreferenced objects.
 */
export async function combineWithRemote(
  git: RemoteGit,
  gitDir: string,
  /** where the content folder sits in the repository ("" or "content/") */
  prefix: string,
  commits: { base: string; local: string; remote: string },
): Promise<Combined> {
  const { base, local, remote } = commits
  const remoteChanged = new Map((await git.changes(base, remote)).map((c) => [c.path, c]))
  const tempIndex = path.join(gitDir, `content-api-index-${randomUUID()}`)
  const withIndex = { env: { GIT_INDEX_FILE: tempIndex } }
  const conflicts: RemoteWin[] = []
  const lines: string[] = []
  const relative = (file: string) => (file.startsWith(prefix) ? file.slice(prefix.length) : file)
  try {
    await git.run(['read-tree', remote], withIndex)
    for (const mine of await git.changes(base, local)) {
      const theirs = remoteChanged.get(mine.path)
      if (!theirs) {
        lines.push(
          mine.blob === null
            ? `0 ${ZERO}\t${mine.path}`
            : `${mine.mode ?? '100644'} ${mine.blob}\t${mine.path}`,
        )
        continue
      }
      if (theirs.blob === mine.blob) continue
      const [baseText, localText, remoteText] = await Promise.all([
        git.textAt(base, mine.path),
        git.textAt(local, mine.path),
        git.textAt(remote, mine.path),
      ])
      const merge =
        mine.path.startsWith(prefix) && localText !== null && remoteText !== null
          ? mergeContentFile(relative(mine.path), baseText, localText, remoteText)
          : { ok: false as const }
      if (!merge.ok) {
        conflicts.push({ file: relative(mine.path), field: '(file)', local: null, remote: null })
        continue
      }
      conflicts.push(...merge.conflicts.map((c) => ({ ...c, file: relative(mine.path) })))
      if (merge.text === remoteText) continue
      const blob = (await git.run(['hash-object', '-w', '--stdin'], { input: merge.text })).trim()
      lines.push(`${theirs.mode ?? '100644'} ${blob}\t${mine.path}`)
    }
    if (lines.length > 0) {
      await git.run(['update-index', '--index-info'], {
        ...withIndex,
        input: `${lines.join('\n')}\n`,
      })
    }
    const tree = (await git.run(['write-tree'], withIndex)).trim()
    const commit = (
      await git.run(['commit-tree', tree, '-p', local, '-p', remote, '-F', '-'], {
        input: mergeMessage(conflicts),
        env: { GIT_AUTHOR_NAME: SERVICE_COMMITTER.name, GIT_AUTHOR_EMAIL: SERVICE_COMMITTER.email },
      })
    ).trim()
    return { commit, conflicts }
  } finally {
    await rm(tempIndex, { force: true })
  }
}

function mergeMessage(conflicts: RemoteWin[]): string {
  const subject = 'Combine saves not yet pushed with the remote'
  if (conflicts.length === 0) return `${subject}\n`
  const list = conflicts.map((c) => `- ${c.file}: ${c.field}`).join('\n')
  return `${subject}\n\nChanged on both sides; the remote's value is kept (the saved one is in the first parent):\n${list}\n`
}
