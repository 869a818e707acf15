import { randomBytes } from 'node:crypto'

/** How long a live preview's fields are kept after the editor last sent them. */
const IDLE_MS = 30 * 60 * 1000
/** The most kept at once: the least recently sent go first. */
const MAX = 200

interface Live {
  target: string
  text: string
  by: string
  touched: number
}

/**
 * The unsaved fields of editors' side-by-side previews, in memory only (they are typing, not
 * saving): each is the file text a save would write, kept under a random id for 30 idle minutes.
 */
export class LivePreviews {
  private readonly byId = new Map<string, Live>()

  constructor(private readonly now: () => number = Date.now) {}

  /** Keeps `text` as `target`'s live preview; `id` continues one the same user began. */
  put(target: string, text: string, by: string, id?: string): string {
    this.prune()
    const known = id ? this.byId.get(id) : undefined
    const key =
      known && known.by === by && known.target === target
        ? (id as string)
        : randomBytes(12).toString('base64url')
    this.byId.delete(key)
    this.byId.set(key, { target, text, by, touched: this.now() })
    while (this.byId.size > MAX) this.byId.delete(this.byId.keys().next().value as string)
    return key
  }

  /** The text of a live preview of `target`, or null (unknown, expired or another item's). */
  get(id: string, target: string): string | null {
    this.prune()
    const live = this.byId.get(id)
    return live && live.target === target ? live.text : null
  }

  private prune(): void {
    const cutoff = this.now() - IDLE_MS
    for (const [id, live] of this.byId) if (live.touched < cutoff) this.byId.delete(id)
  }
}
