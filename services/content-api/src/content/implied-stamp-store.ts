import { readFile } from 'node:fs/promises'
import { z } from 'zod'
import type { Logger } from '@site/platform'
import { translationLanguages } from '@site/contract'
import { writeFileAtomic } from '../fs/atomic-write.js'
import type { StampsByLanguage } from './translation-source.js'

const Stamps = z.record(z.string().max(100), z.string().max(64))
const Entry = z.object({
  /** the git blob id of the file's version the stamps were implied for */
  version: z.string().regex(/^[0-9a-f]{40}$/),
  stamps: z.partialRecord(z.enum(translationLanguages), Stamps),
})
type Entry = z.infer<typeof Entry>
const Document = z.object({ files: z.record(z.string().max(300), Entry) })

/**
 * The translation stamps an outside change implied (a hand edit, a pull request's merge: see
 * ContentStore.withStamps), kept in the data directory until the record's next save writes them
 * to its file, so a restart of content-api does not forget that a translation became outdated.
 * Each file's stamps hold for the version they were implied for: once the file changes (the save
 * that writes them, another edit) they are dropped. At most one entry per record file.
 */
export class ImpliedStampStore {
  private readonly entries = new Map<string, Entry>()
  private writing: Promise<void> = Promise.resolve()
  private queued = false

  private constructor(
    /** null: kept in memory only (a one-off content check) */
    private readonly file: string | null,
    private readonly log: Logger,
  ) {}

  static inMemory(log: Logger): ImpliedStampStore {
    return new ImpliedStampStore(null, log)
  }

  /**
   * The stamps kept in `file`. The file is a cache of what content-api derived: an unreadable one
   * is logged and started again empty (its stamps are then as if never implied), never fatal.
   */
  static async open(file: string, log: Logger): Promise<ImpliedStampStore> {
    const store = new ImpliedStampStore(file, log)
    let text: string
    try {
      text = await readFile(file, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return store
      throw error
    }
    let json: unknown = null
    try {
      json = JSON.parse(text)
    } catch {
      // reported below with the schema's message
    }
    const parsed = Document.safeParse(json)
    if (!parsed.success) {
      log.warn('implied translation stamps unreadable, starting empty', {
        file,
        problem: parsed.error.issues[0]?.message ?? 'not JSON',
      })
      return store
    }
    for (const [name, entry] of Object.entries(parsed.data.files)) store.entries.set(name, entry)
    return store
  }

  get size(): number {
    return this.entries.size
  }

  /** The stamps implied for this version of `file`, if any. */
  get(file: string, version: string): StampsByLanguage | undefined {
    const entry = this.entries.get(file)
    return entry?.version === version ? entry.stamps : undefined
  }

  /** Records the stamps implied for `version` of `file` (none: forgets the file). */
  set(file: string, version: string | null, stamps: StampsByLanguage): void {
    const existing = this.entries.get(file)
    if (existing?.version === version && existing.stamps === stamps) return
    const empty = Object.values(stamps).every((s) => !s || Object.keys(s).length === 0)
    if (version === null || empty) {
      if (this.entries.delete(file)) this.persist()
      return
    }
    this.entries.set(file, { version, stamps })
    this.persist()
  }

  /** Forgets the files not in `files` (deleted while content-api was not running). */
  retainOnly(files: ReadonlySet<string>): void {
    let changed = false
    for (const file of this.entries.keys()) {
      if (!files.has(file)) changed = this.entries.delete(file) || changed
    }
    if (changed) this.persist()
  }

  /** Resolves once what is recorded so far is on disk. */
  flushed(): Promise<void> {
    return this.writing
  }

  /**
   * One write at a time, and changes made while one is queued share it: a pull that changes a
   * thousand records writes the file a few times, not a thousand.
   */
  private persist(): void {
    const { file } = this
    if (file === null || this.queued) return
    this.queued = true
    this.writing = this.writing
      .then(async () => {
        this.queued = false
        const document = { files: Object.fromEntries(this.entries) }
        await writeFileAtomic(file, `${JSON.stringify(document)}\n`)
      })
      .catch((error: unknown) => {
        this.log.warn('implied translation stamps not written', { file, error: String(error) })
      })
  }
}
