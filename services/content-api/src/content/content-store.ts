import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { watch, type FSWatcher } from 'chokidar'
import type { Logger } from '../log.js'
import { gitBlobId } from './blob-id.js'
import { decodePage, decodeSolution } from './codecs.js'
import { ContentIndex } from './content-index.js'
import { contentFolders, locate } from './layout.js'

const toPosix = (p: string) => p.split(path.sep).join('/')

/**
 * Loads the content repository into a ContentIndex and keeps it current: the service's own
 * writes call `reload` directly; chokidar reports everything else (a hand edit, a git pull).
 */
export class ContentStore {
  readonly index = new ContentIndex()
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
      await Promise.all(names.map((name) => this.reload(`${folder}/${name}`)))
    }
  }

  /** Re-reads one file (relative path) and updates the index; unknown files are ignored. */
  async reload(file: string): Promise<void> {
    const location = locate(file)
    if (!location) return
    let text: string | null
    try {
      text = await readFile(path.join(this.root, file), 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      text = null
    }
    const { index } = this
    const version = text === null ? null : gitBlobId(text)
    if (version !== null && index.blobOf(file) === version) return // our own write, already applied

    if (location.kind === 'solution') {
      if (text === null || version === null) {
        index.solutions.delete(location.slug)
        index.setProblems(file, [])
      } else {
        const decoded = decodeSolution(file, text)
        if (decoded.ok) index.solutions.set(location.slug, { file, version, data: decoded.data })
        index.setProblems(file, decoded.ok ? [] : decoded.problems)
      }
    } else {
      if (text === null || version === null) {
        index.pages.delete(location.page)
        index.setProblems(file, [])
      } else {
        const decoded = decodePage(file, location.page, text)
        if (decoded.ok) index.pages.set(location.page, { file, version, data: decoded.data })
        index.setProblems(file, decoded.ok ? [] : decoded.problems)
      }
    }
    for (const problem of index.problemsOf(file)) this.log.warn('content problem', { ...problem })
    index.setBlob(file, version)
    for (const listener of this.listeners) listener(file)
  }

  /** Called after any file was (re)loaded: tests and the revision log use it. */
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
    }
    watcher.on('add', onEvent).on('change', onEvent).on('unlink', onEvent)
    watcher.on('error', (error) => this.log.error('watcher error', { error: String(error) }))
    await new Promise<void>((resolve) => watcher.once('ready', () => resolve()))
    this.watcher = watcher
  }

  async close(): Promise<void> {
    await this.watcher?.close()
    this.watcher = null
  }
}
