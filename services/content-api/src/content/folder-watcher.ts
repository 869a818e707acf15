import { watch, type FSWatcher } from 'node:fs'
import path from 'node:path'
import type { Logger } from '@site/platform'

/**
 * Watches the content repository's flat folders with one fs.watch each (inotify / FSEvents).
 * Each event names the file, so a change costs one re-read whatever the folder's size. We use
 * this instead of chokidar, which lstat's every entry of a folder on each change and opens a
 * watcher per file: at 10,000 records it made every save several times slower.
 *
 * Events for a file are coalesced for a moment (git writes in several steps); every burst is
 * followed by `onFolder`, a readdir check that catches anything the OS merged or dropped.
 */
export class FolderWatcher {
  private readonly watchers = new Map<string, FSWatcher>()
  private rootWatcher: FSWatcher | null = null
  private readonly fileTimers = new Map<string, NodeJS.Timeout>()
  private readonly folderTimers = new Map<string, NodeJS.Timeout>()
  private closed = false

  constructor(
    private readonly root: string,
    private readonly folders: readonly string[],
    private readonly onFile: (file: string) => void,
    private readonly onFolder: (folder: string) => void,
    private readonly log: Logger,
    private readonly delays = { fileMs: 30, folderMs: 150 },
  ) {}

  start(): void {
    // the root tells us when a content folder appears or disappears (a checkout may do both)
    this.rootWatcher = watch(this.root, (_event, name) => {
      const folder = name?.toString()
      if (folder && this.folders.includes(folder)) {
        this.watchFolder(folder)
        this.scheduleFolder(folder)
      }
    })
    this.rootWatcher.on('error', (error) =>
      this.log.error('content watcher error', { error: String(error) }),
    )
    for (const folder of this.folders) this.watchFolder(folder)
  }

  private watchFolder(folder: string): void {
    if (this.closed || this.watchers.has(folder)) return
    let watcher: FSWatcher
    try {
      watcher = watch(path.join(this.root, folder), (_event, name) => {
        const file = name?.toString()
        if (file && !file.startsWith('.')) this.scheduleFile(`${folder}/${file}`)
        this.scheduleFolder(folder)
      })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      return // not there yet: the root watcher starts it when it appears
    }
    watcher.on('error', () => {
      // the folder was removed: forget this watcher; the root watcher restarts it if it returns
      watcher.close()
      this.watchers.delete(folder)
      this.scheduleFolder(folder)
    })
    this.watchers.set(folder, watcher)
  }

  private scheduleFile(file: string): void {
    clearTimeout(this.fileTimers.get(file))
    const timer = setTimeout(() => {
      this.fileTimers.delete(file)
      this.onFile(file)
    }, this.delays.fileMs)
    timer.unref()
    this.fileTimers.set(file, timer)
  }

  private scheduleFolder(folder: string): void {
    clearTimeout(this.folderTimers.get(folder))
    const timer = setTimeout(() => {
      this.folderTimers.delete(folder)
      if (!this.watchers.has(folder)) this.watchFolder(folder)
      this.onFolder(folder)
    }, this.delays.folderMs)
    timer.unref()
    this.folderTimers.set(folder, timer)
  }

  close(): void {
    this.closed = true
    for (const timer of [...this.fileTimers.values(), ...this.folderTimers.values()])
      clearTimeout(timer)
    for (const watcher of this.watchers.values()) watcher.close()
    this.watchers.clear()
    this.rootWatcher?.close()
  }
}
