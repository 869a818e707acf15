import type { ContentStore } from './content-store.js'

/** One step of the revision: the files whose change took it from `from` to `to`. */
export interface RevisionStep {
  from: string
  to: string
  files: string[]
}

/** how many steps are remembered: enough for a reconnect or a poll after a burst of saves */
const KEPT_STEPS = 256

/**
 * The recent history of the content revision with the files each change touched, so web's page
 * cache can drop only the pages that read them. File events within one tick (a save writing
 * several files, a pull) make one step. Steps it no longer holds are unknown: `changedSince`
 * then answers null, and the reader must assume everything changed.
 */
export class RevisionLog {
  private readonly steps: RevisionStep[] = []
  private readonly listeners = new Set<(step: RevisionStep) => void>()
  private pending = new Set<string>()
  private last: string

  constructor(private readonly store: ContentStore) {
    this.last = store.index.revision
    store.onChange((file) => {
      if (this.pending.size === 0) queueMicrotask(() => this.close())
      this.pending.add(file)
    })
  }

  /** Calls `listener` with each new step (after the tick whose file events made it). */
  onStep(listener: (step: RevisionStep) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** The files changed from revision `from` to the current one; null when that is not known. */
  changedSince(from: string): string[] | null {
    const current = this.store.index.revision
    if (from === current) return []
    if (this.pending.size > 0 || current !== this.last) return null
    const start = this.steps.findLastIndex((step) => step.from === from)
    if (start < 0) return null
    return [...new Set(this.steps.slice(start).flatMap((step) => step.files))]
  }

  private close(): void {
    const files = [...this.pending]
    this.pending = new Set()
    const to = this.store.index.revision
    if (to === this.last) return // the same bytes written again
    const step = { from: this.last, to, files }
    this.last = to
    this.steps.push(step)
    if (this.steps.length > KEPT_STEPS) this.steps.shift()
    for (const listener of this.listeners) listener(step)
  }
}
