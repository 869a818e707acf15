import { randomBytes } from 'node:crypto'
import { readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { writeFileAtomic } from '../fs/atomic-write.js'
import type { Logger } from '@site/platform'
import type { ContactInput, ContactMessage, ContactSummary } from '@site/contract'

/** A message id: time-ordered (newest sorts last as text), unguessable, safe as a file name. */
const ID = /^[0-9]{13}-[0-9a-f]{12}$/
export const isContactId = (id: string) => ID.test(id)
const newId = (now: Date) =>
  `${String(now.getTime()).padStart(13, '0')}-${randomBytes(6).toString('hex')}`

/** The spam folder's ceiling: what anonymous input can make us keep is bounded. */
export interface SpamLimits {
  maxMessages: number
  maxAgeDays: number
}

const DAY_MS = 24 * 60 * 60_000

/** When a message arrived: its received_at, or the time its id starts with. */
const receivedAt = (m: ContactMessage) => Date.parse(m.received_at) || Number(m.id.slice(0, 13))

export interface ContactQuery {
  folder?: 'inbox' | 'spam'
  q?: string
  unread?: boolean
}

/**
 * Contact messages in DATA_DIR/contacts, one JSON file per message (personal data never enters
 * git). A message is acknowledged only once its file is written and fsynced (temp file, fsync,
 * rename, fsync folder), so a crash right after a 201 cannot lose it. Files are read once at
 * start; every later change goes through this store, which keeps the in-memory copy current.
 * Changes to one message are serialised (the outbox and an editor may touch it at once).
 */
export class ContactStore {
  private readonly messages = new Map<string, ContactMessage>()
  private readonly chains = new Map<string, Promise<unknown>>()
  private readonly listeners = new Set<(id: string) => void>()

  private constructor(
    private readonly dir: string,
    private readonly log: Logger,
    private readonly spamLimits: SpamLimits,
  ) {}

  /** Reads every message, then trims the spam folder to its limits (they may have changed). */
  static async open(dataDir: string, log: Logger, spamLimits: SpamLimits): Promise<ContactStore> {
    const store = new ContactStore(path.join(dataDir, 'contacts'), log, spamLimits)
    await store.load()
    await store.pruneSpam()
    return store
  }

  private file(id: string) {
    return path.join(this.dir, `${id}.json`)
  }

  private async load() {
    let names: string[] = []
    try {
      names = await readdir(this.dir)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
    for (const name of names) {
      const id = name.replace(/\.json$/, '')
      if (!name.endsWith('.json') || !isContactId(id)) continue // temp files of a cut-off write
      try {
        const message = JSON.parse(await readFile(this.file(id), 'utf8')) as ContactMessage
        this.messages.set(id, message)
      } catch (error) {
        // kept on disk for a person to look at; never silently deleted
        this.log.error('unreadable contact message', { file: name, error: String(error) })
      }
    }
  }

  /** Runs `change` after every earlier change of the same message. */
  private serial<T>(id: string, change: () => Promise<T>): Promise<T> {
    const previous = this.chains.get(id) ?? Promise.resolve()
    const next = previous.then(change, change)
    this.chains.set(
      id,
      next.catch(() => undefined),
    )
    return next
  }

  async add(
    input: ContactInput,
    spam: ContactMessage['spam'],
    delivery: ContactMessage['delivery'],
    now = new Date(),
    check: ContactMessage['check'] = null,
  ): Promise<ContactMessage> {
    const message: ContactMessage = {
      ...input,
      id: newId(now),
      received_at: now.toISOString(),
      read: false,
      spam,
      check,
      delivery,
    }
    await writeFileAtomic(this.file(message.id), `${JSON.stringify(message, null, 2)}\n`)
    this.messages.set(message.id, message)
    this.changed(message.id)
    if (spam !== null) await this.pruneSpam()
    return message
  }

  /**
   * Spam comes from anyone, so the folder has a ceiling: messages older than the age limit go,
   * then the oldest beyond the count limit. The inbox is never trimmed (a person decides there).
   */
  private async pruneSpam(now = Date.now()): Promise<void> {
    const { maxMessages, maxAgeDays } = this.spamLimits
    const spam = [...this.messages.values()]
      .filter((m) => m.spam !== null)
      .sort((a, b) => a.id.localeCompare(b.id))
    const excess = spam.length - maxMessages
    const oldestKept = now - maxAgeDays * DAY_MS
    const doomed = spam.filter((m, i) => i < excess || receivedAt(m) < oldestKept)
    if (doomed.length === 0) return
    await Promise.all(doomed.map((m) => this.remove(m.id)))
    this.log.info('spam removed past the folder limits', {
      removed: doomed.length,
      maxMessages,
      maxAgeDays,
    })
  }

  /** Calls `listener` with the id of each message added, changed or removed (the search index). */
  onChange(listener: (id: string) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private changed(id: string): void {
    for (const listener of this.listeners) listener(id)
  }

  get(id: string): ContactMessage | undefined {
    return this.messages.get(id)
  }

  /** Applies `change` to the stored message and writes it durably; undefined when it is gone. */
  update(
    id: string,
    change: (message: ContactMessage) => ContactMessage,
  ): Promise<ContactMessage | undefined> {
    return this.serial(id, async () => {
      const current = this.messages.get(id)
      if (!current) return undefined
      const next = change(current)
      await writeFileAtomic(this.file(id), `${JSON.stringify(next, null, 2)}\n`)
      this.messages.set(id, next)
      this.changed(id)
      return next
    })
  }

  remove(id: string): Promise<boolean> {
    return this.serial(id, async () => {
      if (!this.messages.has(id)) return false
      await rm(this.file(id), { force: true })
      this.messages.delete(id)
      this.changed(id)
      return true
    })
  }

  /** Newest first; `q` matches name, e-mail, company, subject and message. */
  list(query: ContactQuery = {}): ContactMessage[] {
    const folder = query.folder ?? 'inbox'
    const needle = query.q?.trim().toLowerCase() ?? ''
    return [...this.messages.values()]
      .filter((m) => (folder === 'spam' ? m.spam !== null : m.spam === null))
      .filter((m) => !query.unread || !m.read)
      .filter(
        (m) =>
          needle === '' ||
          [m.full_name, m.email, m.company, m.subject, m.message].some((text) =>
            text.toLowerCase().includes(needle),
          ),
      )
      .sort((a, b) => b.id.localeCompare(a.id))
  }

  /** Messages whose mail is due, oldest first. */
  pendingDelivery(now = Date.now()): ContactMessage[] {
    return [...this.messages.values()]
      .filter(
        (m) =>
          m.spam === null &&
          m.delivery.status === 'pending' &&
          Date.parse(m.delivery.next_attempt_at ?? '') <= now,
      )
      .sort((a, b) => a.id.localeCompare(b.id))
  }

  /** When the next pending mail is due (ms since epoch), or null when none is waiting. */
  nextDue(): number | null {
    let next: number | null = null
    for (const m of this.messages.values()) {
      if (m.spam !== null || m.delivery.status !== 'pending') continue
      const due = Date.parse(m.delivery.next_attempt_at ?? '') || 0
      if (next === null || due < next) next = due
    }
    return next
  }

  summary(mailConfigured: boolean): ContactSummary {
    let total = 0
    let unread = 0
    let spam = 0
    for (const m of this.messages.values()) {
      if (m.spam !== null) spam++
      else {
        total++
        if (!m.read) unread++
      }
    }
    return { total, unread, spam, mail: { configured: mailConfigured } }
  }
}
