import { randomUUID } from 'node:crypto'
import { mkdir, open, readdir, readFile, rm, type FileHandle } from 'node:fs/promises'
import path from 'node:path'
import {
  AUDIT_TEXT_MAX,
  AuditEntry,
  AuditQuery,
  type AuditPage,
  type AuditQuery as AuditQueryInput,
} from '@site/contract'
import { SerialQueue } from '../serial-queue.js'

/** An entry as the caller describes it: the log adds its id and time and bounds its texts. */
export type AuditEvent = Omit<AuditEntry, 'id' | 'at'>

/**
 * Entries with no signed-in actor (failed sign-ins, refused webhooks) a day keeps one by one:
 * anyone on the internet can cause them, so past this they are counted, and the count is kept
 * as one entry when the day ends or the service stops. What signed-in users do is always kept.
 */
export const ANONYMOUS_ENTRIES_PER_DAY = 2_000

const DAY_FILE = /^(\d{4}-\d{2}-\d{2})\.jsonl$/
const DAY_MS = 86_400_000

const clip = (text: string | undefined) =>
  text === undefined
    ? undefined
    : text.length > AUDIT_TEXT_MAX
      ? text.slice(0, AUDIT_TEXT_MAX)
      : text

/**
 * The security audit log: one JSON line per event in DATA_DIR/audit/<UTC day>.jsonl, appended
 * and fsynced before the event's request is answered, never rewritten. Retention drops whole
 * days older than `retentionDays` (at start and once a day). A backup of DATA_DIR holds it.
 */
export class AuditLog {
  private readonly queue = new SerialQueue()
  private anonymous = { day: '', kept: 0, dropped: 0 }
  private pruneTimer: NodeJS.Timeout | null = null
  /** the day files this process has appended to: they end with a whole line */
  private readonly whole = new Set<string>()

  private constructor(
    readonly dir: string,
    private readonly retentionDays: number,
    private readonly now: () => number,
  ) {}

  static async open(
    dataDir: string,
    options: { retentionDays: number; clock?: () => number },
  ): Promise<AuditLog> {
    const log = new AuditLog(
      path.join(dataDir, 'audit'),
      options.retentionDays,
      options.clock ?? Date.now,
    )
    await mkdir(log.dir, { recursive: true })
    await log.prune()
    log.pruneTimer = setInterval(() => void log.prune().catch(() => undefined), DAY_MS)
    log.pruneTimer.unref()
    return log
  }

  /** Appends one entry (durably); resolves with it, or null when it was only counted. */
  record(event: AuditEvent): Promise<AuditEntry | null> {
    return this.queue.run(async () => {
      const at = new Date(this.now())
      const day = at.toISOString().slice(0, 10)
      if (event.actor?.id === undefined) {
        if (this.anonymous.day !== day) await this.closeAnonymousDay(day)
        if (this.anonymous.kept >= ANONYMOUS_ENTRIES_PER_DAY) {
          this.anonymous.dropped++
          return null
        }
        this.anonymous.kept++
      }
      const entry = AuditEntry.parse({
        ...event,
        id: randomUUID(),
        at: at.toISOString(),
        ...(event.actor
          ? {
              actor: {
                ...event.actor,
                email: clip(event.actor.email) ?? '',
                ...(event.actor.name !== undefined ? { name: clip(event.actor.name) } : {}),
              },
            }
          : {}),
        ...(event.target !== undefined ? { target: clip(event.target) } : {}),
        ...(event.reason !== undefined ? { reason: clip(event.reason) } : {}),
        ...(event.user_agent !== undefined ? { user_agent: clip(event.user_agent) } : {}),
        ip: event.ip.slice(0, 64),
      })
      await this.append(day, entry)
      return entry
    })
  }

  /** Newest first, filtered; reads day files back from today until `limit` are found. */
  async query(input: AuditQueryInput): Promise<AuditPage> {
    const q = AuditQuery.parse(input)
    const since = q.since ? startOf(q.since) : -Infinity
    const until = q.until ? endOf(q.until) : Infinity
    const actor = q.actor?.toLowerCase()
    const entries: AuditEntry[] = []
    for (const day of (await this.days()).reverse()) {
      const dayStart = Date.parse(`${day}T00:00:00Z`)
      if (dayStart > until) continue
      if (dayStart + DAY_MS <= since) break
      const lines = (await readFile(path.join(this.dir, `${day}.jsonl`), 'utf8')).split('\n')
      for (let i = lines.length - 1; i >= 0; i--) {
        const entry = parseLine(lines[i] ?? '')
        if (!entry) continue
        const at = Date.parse(entry.at)
        if (at < since || at > until) continue
        if (q.type && entry.type !== q.type) continue
        if (
          actor &&
          !`${entry.actor?.email ?? ''} ${entry.actor?.name ?? ''}`.toLowerCase().includes(actor)
        )
          continue
        if (entries.length === q.limit) return { entries, more: true }
        entries.push(entry)
      }
    }
    return { entries, more: false }
  }

  /** Deletes the day files older than the retention. */
  async prune(): Promise<number> {
    const oldest = new Date(this.now() - this.retentionDays * DAY_MS).toISOString().slice(0, 10)
    const old = (await this.days()).filter((day) => day < oldest)
    await Promise.all(old.map((day) => rm(path.join(this.dir, `${day}.jsonl`), { force: true })))
    return old.length
  }

  /** Keeps the count of anonymous entries not kept, then stops the daily pruning. */
  async close(): Promise<void> {
    if (this.pruneTimer) clearInterval(this.pruneTimer)
    await this.queue.run(() => this.closeAnonymousDay(''))
  }

  private async closeAnonymousDay(next: string): Promise<void> {
    const { day, dropped } = this.anonymous
    if (dropped > 0) {
      const entry: AuditEntry = {
        id: randomUUID(),
        at: new Date(Math.min(this.now(), Date.parse(`${day}T23:59:59.999Z`))).toISOString(),
        type: 'events-not-recorded',
        outcome: 'failure',
        actor: null,
        reason: `${dropped} events without a signed-in user were counted, not recorded one by one (over ${ANONYMOUS_ENTRIES_PER_DAY} that day)`,
        ip: '',
      }
      await this.append(day, entry)
    }
    this.anonymous = { day: next, kept: 0, dropped: 0 }
  }

  private async days(): Promise<string[]> {
    const names = await readdir(this.dir).catch(() => [] as string[])
    return names.flatMap((name) => DAY_FILE.exec(name)?.[1] ?? []).sort()
  }

  private async append(day: string, entry: AuditEntry): Promise<void> {
    const handle = await open(path.join(this.dir, `${day}.jsonl`), 'a+', 0o600)
    try {
      // a line cut by a crash would swallow the next one: the first append starts a fresh line
      const startLine = !this.whole.has(day) && (await endsMidLine(handle))
      this.whole.add(day)
      await handle.appendFile(`${startLine ? '\n' : ''}${JSON.stringify(entry)}\n`)
      await handle.datasync()
    } finally {
      await handle.close()
    }
  }
}

async function endsMidLine(handle: FileHandle): Promise<boolean> {
  const { size } = await handle.stat()
  if (size === 0) return false
  const last = Buffer.alloc(1)
  await handle.read(last, 0, 1, size - 1)
  return last[0] !== 0x0a
}

function parseLine(line: string): AuditEntry | null {
  if (line.trim() === '') return null
  try {
    const parsed = AuditEntry.safeParse(JSON.parse(line))
    return parsed.success ? parsed.data : null
  } catch {
    // a line cut by a crash mid-append: the others stand
    return null
  }
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value)
const startOf = (value: string) => Date.parse(isDay(value) ? `${value}T00:00:00Z` : value)
const endOf = (value: string) => Date.parse(isDay(value) ? `${value}T23:59:59.999Z` : value)
