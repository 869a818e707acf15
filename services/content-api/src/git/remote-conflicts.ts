import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { writeFileAtomic } from '../fs/atomic-write.js'
import { locate } from '../content/layout.js'
import type { HistoryTarget, RemoteConflict } from '@site/contract'
import type { RemoteWin } from './remote-combine.js'

/** The most notices kept: older ones go first (the values stay in history either way). */
const MAX_NOTICES = 200

function targetOf(file: string): HistoryTarget | null {
  const where = locate(file)
  if (!where) return null
  if (where.kind === 'record') return { collection: where.collection, slug: where.slug }
  if (where.kind === 'page') return { page: where.page }
  if (where.kind === 'settings') return { settings: true }
  return null
}

/**
 * The notices of fields the remote won over a save (DATA_DIR/remote-conflicts.json), kept until
 * an editor restores their value or dismisses the notice.
 */
export class RemoteConflicts {
  private constructor(
    private readonly file: string,
    private notices: RemoteConflict[],
  ) {}

  static async open(dataDir: string): Promise<RemoteConflicts> {
    const file = path.join(dataDir, 'remote-conflicts.json')
    let notices: RemoteConflict[] = []
    try {
      notices = JSON.parse(await readFile(file, 'utf8')) as RemoteConflict[]
    } catch {
      notices = []
    }
    return new RemoteConflicts(file, Array.isArray(notices) ? notices : [])
  }

  list(): RemoteConflict[] {
    return [...this.notices]
  }

  async add(
    wins: RemoteWin[],
    commit: string,
    editorOf: (file: string) => Promise<string | null>,
  ): Promise<RemoteConflict[]> {
    const at = new Date().toISOString()
    const added: RemoteConflict[] = []
    for (const win of wins) {
      added.push({
        id: randomBytes(6).toString('hex'),
        at,
        file: win.file,
        target: targetOf(win.file),
        field: win.field,
        editor: await editorOf(win.file),
        local: win.local,
        remote: win.remote,
        commit,
      })
    }
    this.notices = [...this.notices, ...added].slice(-MAX_NOTICES)
    await this.persist()
    return added
  }

  /** Removes a notice; false when there is none with that id. */
  async dismiss(id: string): Promise<boolean> {
    const before = this.notices.length
    this.notices = this.notices.filter((n) => n.id !== id)
    if (this.notices.length === before) return false
    await this.persist()
    return true
  }

  private persist(): Promise<void> {
    return writeFileAtomic(this.file, `${JSON.stringify(this.notices, null, 2)}\n`)
  }
}
