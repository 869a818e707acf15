import {
  PRESENCE_LEAVE_GRACE_MS,
  PRESENCE_TTL_MS,
  type PresenceAnswer,
  type PresenceChange,
  type PresenceEditor,
  type PresenceUser,
} from '@site/contract'

/** The most items and tabs one user is shown in at once: past it, their stalest entry goes. */
export const MAX_ENTRIES_PER_USER = 20

/** A signed-in user as presence knows them (the session's user). */
export interface PresentUser extends PresenceUser {
  id: string
}

/** One browser tab of one user with one item open. */
interface Entry {
  user: PresentUser
  tab: string
  since: number
  seen: number
  /** when it is forgotten: TTL after the last heartbeat, or a short grace after it left */
  expires: number
  takenOverBy?: PresenceUser & { at: number }
}

interface Item {
  /** by `<user id> <tab>`: a user's tab is one entry however often it beats */
  entries: Map<string, Entry>
  /** the id of the user holding the soft lock */
  holder: string | null
}

export type PresenceEvent = { type: 'presence' } | { type: 'changed'; change: PresenceChange }

const entryKey = (userId: string, tab: string) => `${userId} ${tab}`

/**
 * Who has which item open, in memory only (a heartbeat never touches git or disk), for the one
 * content-api every web replica relays to. Each tab's heartbeat replaces its own entry, so a user
 * costs at most MAX_ENTRIES_PER_USER entries whatever they send; entries are forgotten
 * PRESENCE_TTL_MS after their last heartbeat. The soft lock: the first user to open an item edits
 * it, the others view it until that user leaves or someone takes over (and the holder is told).
 */
export class PresenceStore {
  private readonly items = new Map<string, Item>()
  private readonly listeners = new Set<(target: string, event: PresenceEvent) => void>()

  constructor(private readonly now: () => number = Date.now) {}

  /** A heartbeat of `tab`: joins the item, or keeps (and after a leave, restores) its entry. */
  beat(target: string, tab: string, user: PresentUser): PresenceAnswer {
    this.sweep()
    const now = this.now()
    const key = entryKey(user.id, tab)
    const known = this.items.get(target)?.entries.get(key)
    // before the item is looked up: making room may empty (and drop) this very item
    if (!known) this.makeRoomFor(user.id)
    const item = this.items.get(target) ?? { entries: new Map<string, Entry>(), holder: null }
    this.items.set(target, item)
    if (known) {
      known.seen = now
      known.expires = now + PRESENCE_TTL_MS
      known.user = user
    } else {
      item.entries.set(key, { user, tab, since: now, seen: now, expires: now + PRESENCE_TTL_MS })
    }
    const lockMoved = this.settle(item)
    if (!known || lockMoved) this.emit(target, { type: 'presence' })
    return this.answer(target, user.id)
  }

  /** The tab left (closed, reloaded, went elsewhere): shown a few seconds more, for a reload. */
  leave(target: string, tab: string, userId: string): void {
    const entry = this.items.get(target)?.entries.get(entryKey(userId, tab))
    if (entry) entry.expires = Math.min(entry.expires, this.now() + PRESENCE_LEAVE_GRACE_MS)
  }

  /** `user` takes the soft lock from whoever holds it; that user is told, by name and time. */
  takeOver(target: string, tab: string, user: PresentUser): PresenceAnswer {
    this.beat(target, tab, user)
    const item = this.items.get(target) as Item
    const from = item.holder
    if (from !== user.id) {
      const at = this.now()
      for (const entry of item.entries.values()) {
        if (entry.user.id === from) {
          entry.takenOverBy = { name: user.name, email: user.email, at }
        }
        if (entry.user.id === user.id) delete entry.takenOverBy
      }
      item.holder = user.id
      this.emit(target, { type: 'presence' })
    }
    return this.answer(target, user.id)
  }

  /** Who has `target` open, earliest first; with `userId`, what that user may do. */
  answer(target: string, userId?: string): PresenceAnswer {
    this.sweep()
    const item = this.items.get(target)
    if (!item)
      return userId === undefined ? { editors: [] } : { editors: [], you: { editing: false } }
    const byUser = new Map<string, PresenceEditor>()
    for (const entry of [...item.entries.values()].sort((a, b) => a.since - b.since)) {
      if (byUser.has(entry.user.id)) continue
      byUser.set(entry.user.id, {
        user: { name: entry.user.name, email: entry.user.email },
        since: new Date(entry.since).toISOString(),
        editing: item.holder === entry.user.id,
      })
    }
    const editors = [...byUser.values()]
    if (userId === undefined) return { editors }
    const taken = [...item.entries.values()].find(
      (entry) => entry.user.id === userId && entry.takenOverBy,
    )?.takenOverBy
    return {
      editors,
      you: {
        editing: item.holder === userId,
        ...(taken
          ? {
              takenOverBy: {
                name: taken.name,
                email: taken.email,
                at: new Date(taken.at).toISOString(),
              },
            }
          : {}),
      },
    }
  }

  /** Someone saved `target`: everyone with it open hears who. */
  changed(target: string, by: PresenceUser): void {
    if (!this.items.has(target)) return
    this.emit(target, {
      type: 'changed',
      change: { by: { name: by.name, email: by.email }, at: new Date(this.now()).toISOString() },
    })
  }

  /** The items someone has open now. */
  openTargets(): string[] {
    return [...this.items.keys()]
  }

  onEvent(listener: (target: string, event: PresenceEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Forgets expired entries (and emptied items); whoever still has such an item open hears it. */
  sweep(): void {
    const now = this.now()
    for (const [target, item] of this.items) {
      let gone = false
      for (const [key, entry] of item.entries) {
        if (entry.expires > now) continue
        item.entries.delete(key)
        gone = true
      }
      if (!gone) continue
      if (item.entries.size === 0) this.items.delete(target)
      this.settle(item)
      this.emit(target, { type: 'presence' })
    }
  }

  /**
   * The holder is still there, or passes to whoever opened the item first of those left.
   * Returns whether it changed.
   */
  private settle(item: Item): boolean {
    const entries = [...item.entries.values()]
    if (item.holder !== null && entries.some((entry) => entry.user.id === item.holder)) return false
    const first = entries.sort((a, b) => a.since - b.since)[0]
    const holder = first?.user.id ?? null
    const moved = holder !== item.holder
    item.holder = holder
    return moved
  }

  /** Drops the user's stalest entries until one more fits within MAX_ENTRIES_PER_USER. */
  private makeRoomFor(userId: string): void {
    const mine: Array<{ target: string; key: string; seen: number }> = []
    for (const [target, item] of this.items) {
      for (const [key, entry] of item.entries) {
        if (entry.user.id === userId) mine.push({ target, key, seen: entry.seen })
      }
    }
    mine.sort((a, b) => a.seen - b.seen)
    while (mine.length >= MAX_ENTRIES_PER_USER) {
      const stalest = mine.shift() as (typeof mine)[number]
      const item = this.items.get(stalest.target) as Item
      item.entries.delete(stalest.key)
      this.settle(item)
      if (item.entries.size === 0) this.items.delete(stalest.target)
      this.emit(stalest.target, { type: 'presence' })
    }
  }

  private emit(target: string, event: PresenceEvent): void {
    for (const listener of this.listeners) listener(target, event)
  }
}
