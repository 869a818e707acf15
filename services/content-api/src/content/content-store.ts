import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { watch, type FSWatcher } from 'chokidar'
import type { Logger } from '../log.js'
import { gitBlobId } from './blob-id.js'
import { decodePage, decodeRecord, decodeSettings, type ContentProblem } from './codecs.js'
import { ContentIndex } from './content-index.js'
import { contentFolders, locate, type ContentLocation } from './layout.js'
import { VersionCache } from './version-cache.js'

const toPosix = (p: string) => p.split(path.sep).join('/')

/**
 * Loads the content repository into a ContentIndex and keeps it current: the service's own
 * writes call `reload` directly; chokidar reports everything else (a hand edit, a git pull).
 */
export class ContentStore {
  readonly index = new ContentIndex()
  /** decoded data of versions seen in this process, for three-way merges */
  readonly versions = new VersionCache()
  private watcher: FSWatcher | null = null
  private readonly listeners = new Set<(file: string) => void>()

  constructor(
    readonly root: string,
    private readonly log: Logger,
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
    }
  }

  private readonly reloading = new Map<string, Promise<void>>()
  /** size and mtime of each file when last read: a reconcile re-reads only what differs */
  private readonly signatures = new Map<string, string | null>()
  private readonly reconcileTimers = new Map<string, NodeJS.Timeout>()

  private async signature(file: string): Promise<string | null> {
    try {
      const s = await stat(path.join(this.root, file))
      return `${s.size}:${s.mtimeMs}`
    } catch {
      return null
    }
  }

  /**
   * Brings one folder's index in line with the disk. File events can be lost when files churn
   * fast (a checkout deletes and re-creates a file inside chokidar's write-settling window), so
   * every burst of events is followed by this check of the folder it touched.
   */
  async reconcile(folder: string): Promise<void> {
    let names: string[] = []
    try {
      names = await readdir(path.join(this.root, folder))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
    const onDisk = new Set(names.map((name) => `${folder}/${name}`))
    const known = [...this.signatures.keys()].filter((f) => f.startsWith(`${folder}/`))
    for (const file of new Set([...onDisk, ...known])) {
      const now = onDisk.has(file) ? await this.signature(file) : null
      if (now !== (this.signatures.get(file) ?? null)) await this.reload(file)
    }
  }

  private scheduleReconcile(folder: string): void {
    clearTimeout(this.reconcileTimers.get(folder))
    const timer = setTimeout(() => {
      this.reconcileTimers.delete(folder)
      this.reconcile(folder).catch((error: unknown) =>
        this.log.error('reconcile failed', { folder, error: String(error) }),
      )
    }, 150)
    timer.unref()
    this.reconcileTimers.set(folder, timer)
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
    this.signatures.set(file, text === null ? null : await this.signature(file))
    const version = text === null ? null : gitBlobId(text)
    if (version !== null && index.blobOf(file) === version) return // already applied

    let problems: ContentProblem[] = []
    if (text === null || version === null) {
      this.remove(location)
    } else {
      const decoded = this.decode(location, file, text)
      if (decoded.ok) {
        this.versions.remember(version, decoded.data)
        this.put(location, { file, version, data: decoded.data })
      } else {
        problems = decoded.problems
      }
    }
    index.setProblems(file, problems)
    for (const problem of problems) this.log.warn('content problem', { ...problem })
    index.setBlob(file, version)
    for (const listener of this.listeners) listener(file)
  }

  private put(location: ContentLocation, entry: { file: string; version: string; data: unknown }): void {
    const { index } = this
    if (location.kind === 'record') index.collection(location.collection).set(location.slug, entry as never)
    else if (location.kind === 'page') index.pages.set(location.page, entry as never)
    else index.settings = entry as never
  }

  private remove(location: ContentLocation): void {
    const { index } = this
    if (location.kind === 'record') index.collection(location.collection).delete(location.slug)
    else if (location.kind === 'page') index.pages.delete(location.page)
    else index.settings = null
  }

  /** Called after any file was (re)loaded. */
  onChange(listener: (file: string) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  async watch(): Promise<void> {
    const watcher = watch(
      contentFolders.map((folder) => path.join(this.root, folder)),
      {
        ignoreInitial: true,
        // a file being written by an editor or git settles before we read it
        awaitWriteFinish: { stabilityThreshold: 60, pollInterval: 20 },
      },
    )
    const onEvent = (absolute: string) => {
      const file = toPosix(path.relative(this.root, absolute))
      this.reload(file).catch((error: unknown) =>
        this.log.error('reload failed', { file, error: String(error) }),
      )
      this.scheduleReconcile(file.split('/')[0] ?? '')
    }
    watcher.on('add', onEvent).on('change', onEvent).on('unlink', onEvent)
    watcher.on('error', (error) => this.log.error('watcher error', { error: String(error) }))
    await new Promise<void>((resolve) => watcher.once('ready', () => resolve()))
    this.watcher = watcher
  }

  async close(): Promise<void> {
    for (const timer of this.reconcileTimers.values()) clearTimeout(timer)
    this.reconcileTimers.clear()
    await this.watcher?.close()
    this.watcher = null
  }
}
