import type express from 'express'
import type { PresenceStore } from './presence-store.js'

/** Streams open at once, per user and in all: past them a new one is refused (429). */
export const MAX_STREAMS_PER_USER = 20
export const MAX_STREAMS = 1000

interface Subscriber {
  res: express.Response
  userId: string
  email: string
}

/**
 * The open presence streams by item: each hears the item's presence as its own user sees it
 * (`you`), and who else saved it. One store listener serves them all.
 */
export class PresenceStreams {
  private readonly byTarget = new Map<string, Set<Subscriber>>()
  private count = 0

  constructor(private readonly presence: PresenceStore) {
    presence.onEvent((target, event) => {
      const subscribers = this.byTarget.get(target)
      if (!subscribers) return
      for (const subscriber of subscribers) {
        if (event.type === 'presence') {
          this.sendPresence(target, subscriber)
        } else if (event.change.by.email.toLowerCase() !== subscriber.email.toLowerCase()) {
          // their own save (in this tab or another) is no news to them
          subscriber.res.write(`event: changed\ndata: ${JSON.stringify(event.change)}\n\n`)
        }
      }
    })
  }

  /** Whether `userId` may open one more stream. */
  hasRoomFor(userId: string): boolean {
    if (this.count >= MAX_STREAMS) return false
    let mine = 0
    for (const subscribers of this.byTarget.values()) {
      for (const subscriber of subscribers) if (subscriber.userId === userId) mine++
    }
    return mine < MAX_STREAMS_PER_USER
  }

  /** Adds a stream and sends it the presence now; returns its removal. */
  add(target: string, subscriber: Subscriber): () => void {
    const subscribers = this.byTarget.get(target) ?? new Set()
    this.byTarget.set(target, subscribers)
    subscribers.add(subscriber)
    this.count++
    this.sendPresence(target, subscriber)
    return () => {
      if (!subscribers.delete(subscriber)) return
      this.count--
      if (subscribers.size === 0) this.byTarget.delete(target)
    }
  }

  /** Every open stream, e.g. for a heartbeat comment or to end them at shutdown. */
  *responses(): Iterable<express.Response> {
    for (const subscribers of this.byTarget.values()) {
      for (const subscriber of subscribers) yield subscriber.res
    }
  }

  private sendPresence(target: string, subscriber: Subscriber): void {
    const answer = this.presence.answer(target, subscriber.userId)
    subscriber.res.write(`event: presence\ndata: ${JSON.stringify(answer)}\n\n`)
  }
}
