import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Logger } from '@site/platform'
import { gitBlobId } from './blob-id.js'
import { FolderWatcher } from './folder-watcher.js'
import {
  decodePage,
  decodeRecord,
  decodeNavigation,
  decodeRedirects,
  decodeSettings,
  type ContentProblem,
} from './codecs.js'
import { ContentIndex } from './content-index.js'
import { previewScope } from './preview-overlay.js'
import { contentFolders, locate, type ContentLocation } from './layout.js'
import { VersionCache } from './version-cache.js'
import { translatableFieldKeys } from './translation.js'
import { ImpliedStampStore } from './implied-stamp-store.js'
import { impliedStamps, withStampsAdded } from './translation-source.js'

/**
 * How long a folder may go without a full readdir while only the service's own saves change it
 * (the safety net for a lost event; see ContentStore.reconcile).
 */
const FULL_RECONCILE_MS = 10_000

/**
 * Loads the content repository into a ContentIndex and keeps it current: the service's own
 * writes call `reload` directly; the folder watcher reports everything else (a hand edit, a
 * git pull or checkout).
 */
export class ContentStore {
  /** the published content, whatever a read's preview scope (the search index follows this) */
  readonly published = new ContentIndex()
  /** what reads see: the published content, or a draft's preview inside `previewScope` */
  get index(): ContentIndex {
    return previewScope.getStore() ?? this.published
  }
  /** decoded data of versions seen in this process, for three-way merges */
  readonly versions = new VersionCache()
  private watcher: FolderWatcher | null = null
  private readonly listeners = new Set<(file: string) => void>()

  constructor(
    readonly root: string,
    private readonly log: Logger,
    /** stamps outside changes implied, kept across restarts (withStamps) */
    private readonly implied: ImpliedStampStore = ImpliedStampStore.inMemory(log),
  ) {}

  async loadAll(): Promise<void> {
    for (const folder of contentFolders) {
      let names: string[] = []
      try {
        names = await readdir(path.join(this.root, folder))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      }
      // bounded parallelism: fast on SSDs without opening 10,000 files at once
      for (let i = 0; i < names.length; i += 64) {
        await Promise.all(names.slice(i, i + 64).map((name) => this.reload(`${folder}/${name}`)))
      }
    }
    this.implied.retainOnly(
      new Set([...this.filesByFolder.values()].flatMap((files) => [...files])),
    )
  }

  /** Reads and validates a file's text as the record, page or settings it is. */
  decode(location: ContentLocation, file: string, text: string) {
    switch (location.kind) {
      case 'record':
        return decodeRecord(location.collection, file, text)
      case 'page':
        return decodePage(file, location.page, text)
      case 'settings':
        return decodeSettings(file, text)
      case 'redirects':
        return decodeRedirects(file, text)
      case 'navigation':
        return decodeNavigation(file, text)
    }
  }

  private readonly reloading = new Map<string, Promise<void>>()
  /** the files of each folder as last read, to spot adds and deletes whose events were lost */
  private readonly filesByFolder = new Map<string, Set<string>>()

  /**
   * Brings one folder's index in line with the disk. A fast checkout can delete and re-create a
   * file faster than events describe it, and an add or unlink can be merged away by the OS; so
   * every burst of events is followed by a readdir of the folder it touched. That readdir is
   * the largest part of a save's CPU in a folder of 5,000 records (5 ms or more), and after the
   * service's own save its answer is known: so it is skipped while the folder's entries are as
   * the last own save left them (see `reloadWritten`), and a full one still runs at least every
   * FULL_RECONCILE_MS under save churn, for an outside change made in the instant of that save
   * whose event the OS lost.
   */
  async reconcile(folder: string): Promise<void> {
    const lastFull = this.fullReconcileAt.get(folder) ?? -Infinity
    const dueIn = lastFull + FULL_RECONCILE_MS - performance.now()
    if (dueIn > 0 && (await this.folderStamp(folder)) === this.ownWriteStamp.get(folder)) {
      this.scheduleFullReconcile(folder, dueIn)
      return
    }
    this.ownWriteStamp.delete(folder)
    this.fullReconcileAt.set(folder, performance.now())
    let names: string[] = []
    try {
      names = await readdir(path.join(this.root, folder))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
    const onDisk = new Set(names.map((name) => `${folder}/${name}`))
    const known = this.filesByFolder.get(folder) ?? new Set<string>()
    for (const file of onDisk) if (!known.has(file) && locate(file)) await this.reload(file)
    for (const file of [...known]) if (!onDisk.has(file)) await this.reload(file)
  }

  /** the folder's entries as the service's last own save left them (see folderStamp) */
  private readonly ownWriteStamp = new Map<string, string>()
  /** when each folder was last read in full (performance.now()) */
  private readonly fullReconcileAt = new Map<string, number>()
  private readonly fullReconcileTimers = new Map<string, NodeJS.Timeout>()

  /**
   * The folder's modification and change times and inode: any add, delete or rename inside it
   * changes them (editing a file's bytes in place does not, and needs no readdir either). Null
   * when the folder is missing.
   */
  private async folderStamp(folder: string): Promise<string | null> {
    const info = await stat(path.join(this.root, folder), { bigint: true }).catch(() => null)
    return info && `${info.ino}:${info.mtimeNs}:${info.ctimeNs}`
  }

  private scheduleFullReconcile(folder: string, delayMs: number): void {
    if (this.fullReconcileTimers.has(folder)) return
    const timer = setTimeout(() => {
      this.fullReconcileTimers.delete(folder)
      this.ownWriteStamp.delete(folder)
      void this.reconcile(folder).catch((error: unknown) =>
        this.log.error('reconcile failed', { subject: folder, error: String(error) }),
      )
    }, delayMs)
    timer.unref()
    this.fullReconcileTimers.set(folder, timer)
  }

  /**
   * `reload` for a file the service itself has just written (or deleted), inside the write
   * lock: the folder's entries are then what the index holds, so the watcher's readdir that
   * this write sets off can be skipped (see `reconcile`). An outside change after this stamp
   * changes the folder's times and is read in full; an outside change whose event is lost in the
   * same instant as this write is found by the next full reconcile.
   */
  async reloadWritten(file: string): Promise<void> {
    await this.reload(file)
    const folder = file.slice(0, file.indexOf('/'))
    const stamp = await this.folderStamp(folder)
    if (stamp === null) this.ownWriteStamp.delete(folder)
    else this.ownWriteStamp.set(folder, stamp)
  }

  /**
   * Re-reads one file (relative path) and updates the index; unknown files are ignored. Reloads
   * of the same file run in order: an 'add' read that finished after the 'unlink' that followed
   * it would otherwise bring a deleted file back.
   */
  reload(file: string): Promise<void> {
    const previous = this.reloading.get(file) ?? Promise.resolve()
    const next = previous.then(() => this.reloadNow(file))
    const settled = next.catch(() => undefined)
    this.reloading.set(file, settled)
    void settled.then(() => {
      if (this.reloading.get(file) === settled) this.reloading.delete(file)
    })
    return next
  }

  private async reloadNow(file: string): Promise<void> {
    const location = locate(file)
    if (!location) return
    let text: string | null
    try {
      text = await readFile(path.join(this.root, file), 'utf8')
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code !== 'ENOENT' && code !== 'EISDIR') throw error
      text = null
    }
    const { index } = this
    const folder = file.slice(0, file.indexOf('/'))
    if (!this.filesByFolder.has(folder)) this.filesByFolder.set(folder, new Set())
    const inFolder = this.filesByFolder.get(folder) as Set<string>
    if (text === null) inFolder.delete(file)
    else inFolder.add(file)
    const version = text === null ? null : gitBlobId(text)
    if (version !== null && index.blobOf(file) === version) return // already applied

    let problems: ContentProblem[] = []
    if (text === null || version === null) {
      this.remove(location)
      this.implied.set(file, null, {})
    } else {
      const decoded = this.decode(location, file, text)
      if (decoded.ok) {
        this.versions.remember(version, decoded.data)
        this.put(location, {
          file,
          version,
          data: this.withStamps(location, file, version, decoded.data),
        })
      } else {
        problems = decoded.problems
      }
    }
    index.setProblems(file, problems)
    for (const problem of problems) this.log.warn('content problem', { ...problem })
    index.setBlob(file, version)
    for (const listener of this.listeners) listener(file)
  }

  /**
   * A record's data as indexed: a change from outside the admin stamps the translations the file
   * has no stamp for, as the record's save would have (translation-source.ts impliedStamps). At
   * start-up nothing is indexed before the file: its version is as the file says, plus the stamps
   * implied for this very version before a restart (ImpliedStampStore). The stamps live in the
   * index (and that store) until the record's next save writes them to its file.
   */
  private withStamps(
    location: ContentLocation,
    file: string,
    version: string,
    data: unknown,
  ): unknown {
    if (location.kind !== 'record') return data
    const values = data as Record<string, unknown>
    const before = this.index.collection(location.collection).get(location.slug)
    const stamps = before
      ? impliedStamps(translatableFieldKeys(location.collection), before.data, values)
      : (this.implied.get(file, version) ?? {})
    this.implied.set(file, version, stamps)
    return withStampsAdded(values, stamps)
  }

  private put(
    location: ContentLocation,
    entry: { file: string; version: string; data: unknown },
  ): void {
    const { index } = this
    if (location.kind === 'record')
      index.collection(location.collection).set(location.slug, entry as never)
    else if (location.kind === 'page') index.pages.set(location.page, entry as never)
    else if (location.kind === 'redirects') index.redirects = entry as never
    else if (location.kind === 'navigation') index.navigation = entry as never
    else index.settings = entry as never
  }

  private remove(location: ContentLocation): void {
    const { index } = this
    if (location.kind === 'record') index.collection(location.collection).delete(location.slug)
    else if (location.kind === 'page') index.pages.delete(location.page)
    else if (location.kind === 'redirects') index.redirects = null
    else if (location.kind === 'navigation') index.navigation = null
    else index.settings = null
  }

  /** Called after any file was (re)loaded. */
  onChange(listener: (file: string) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Follows external changes (a hand edit, a git pull or checkout) from now on. */
  watch(): void {
    const report = (what: string, subject: string) => (error: unknown) =>
      this.log.error(`${what} failed`, { subject, error: String(error) })
    this.watcher = new FolderWatcher(
      this.root,
      contentFolders,
      (file) => void this.reload(file).catch(report('reload', file)),
      (folder) => void this.reconcile(folder).catch(report('reconcile', folder)),
      this.log,
    )
    this.watcher.start()
  }

  async close(): Promise<void> {
    for (const timer of this.fullReconcileTimers.values()) clearTimeout(timer)
    this.fullReconcileTimers.clear()
    this.watcher?.close()
    this.watcher = null
  }
}
