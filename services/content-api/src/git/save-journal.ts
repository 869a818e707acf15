import { randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { writeFileAtomic } from '../fs/atomic-write.js'

/**
 * What a save is about to do, written (fsynced) before it touches git or the work tree and
 * removed when it is done. After a crash (kill -9, power loss) the entries left behind say
 * exactly which files a save was changing, so start-up can finish or undo those and leave every
 * other difference from HEAD (a person's hand edit) alone.
 *
 * - `text`: a content file. The commit (`commit`, a blob id; null: the file is deleted) is made
 *   first, then the work tree gets `disk` (which differs from the commit only where the file
 *   holds an outside edit that is not the editor's). `previous` is what the work tree held.
 * - `media`: an image (bytes, so named by blob ids): the commit (`commit`; null: the file is
 *   deleted) is made first, then the work tree gets those bytes. `previous` is the blob the work
 *   tree held (null: no file).
 * - `new-file`: an upload written to the work tree before its commit (saves before uploads were
 *   committed as text saves are): without the commit it is removed. Still read, never written.
 * - `move`: remote sync moving the branch from commit `from` to `to` (paths from the repository's
 *   top): once the branch is at `to`, each path still holding `from`'s bytes gets `to`'s.
 */
export const JournalEntry = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('text'),
    file: z.string(),
    commit: z.string().nullable(),
    disk: z.string().nullable(),
    previous: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('media'),
    file: z.string(),
    commit: z.string().nullable(),
    previous: z.string().nullable(),
  }),
  z.object({ kind: z.literal('new-file'), file: z.string() }),
  z.object({
    kind: z.literal('move'),
    from: z.string(),
    to: z.string(),
    paths: z.array(z.string()),
  }),
])
export type JournalEntry = z.infer<typeof JournalEntry>

export class SaveJournal {
  constructor(private readonly dir: string) {}

  /** Writes the entry durably; returns the function that removes it once the save is done. */
  async begin(entry: JournalEntry): Promise<() => Promise<void>> {
    const file = path.join(this.dir, `${randomUUID()}.json`)
    await writeFileAtomic(file, JSON.stringify(entry))
    return () => rm(file, { force: true })
  }

  /** The entries a crash left behind (unreadable ones are reported as such, then dropped). */
  async leftovers(): Promise<Array<{ entry: JournalEntry | null; done: () => Promise<void> }>> {
    await mkdir(this.dir, { recursive: true })
    const names = (await readdir(this.dir)).filter((name) => name.endsWith('.json')).sort()
    const out: Array<{ entry: JournalEntry | null; done: () => Promise<void> }> = []
    for (const name of names) {
      const file = path.join(this.dir, name)
      let entry: JournalEntry | null = null
      try {
        // a crash mid-`begin` leaves no entry (atomic write), so an unreadable one is corruption
        entry = JournalEntry.parse(JSON.parse(await readFile(file, 'utf8')))
      } catch {
        entry = null
      }
      out.push({ entry, done: () => rm(file, { force: true }) })
    }
    return out
  }
}
