import type { Logger } from '@site/platform'
import type { MailDelivery } from '@site/contract'

/** Something the outbox mails: an id and its delivery state, stored durably by its queue. */
export interface OutboxItem {
  id: string
  delivery: MailDelivery
}

/**
 * Where an outbox keeps its mail (the contact store keeps it in each message's file; the mail
 * queue in files of their own). `update` writes durably before it resolves, and answers
 * undefined when the item is gone (or may no longer be sent).
 */
export interface OutboxQueue<T extends OutboxItem> {
  pendingDelivery(now?: number): T[]
  nextDue(): number | null
  update(id: string, change: (item: T) => T): Promise<T | undefined>
}

/** Sends one item's mail; throws when the mail server did not take it. */
export type Send<T> = (item: T) => Promise<void>

/** A refusal that retrying cannot fix (a 5xx answer such as "550 no such mailbox"). */
export function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

/** Sends at once; matches the SMTP pool's connections. */
const PARALLEL_SENDS = 2

export interface RetryPolicy {
  firstMs: number
  maxMs: number
}

/**
 * The outbox: every item of its queue (an inbox message to the team, a password-reset link) is
 * mailed, retried with exponential backoff while the mail server is down, and marked sent once
 * it took it. The state lives in the queue's files, so a restart picks up where the last
 * process stopped.
 *
 * Delivery is at-least-once, never "maybe": before each attempt the next retry time is written
 * down, so a crash during a send retries it later instead of forgetting it. The only duplicate
 * possible is a crash between the server's acceptance and our "sent" write, and that mail carries
 * the same Message-ID, which mail clients use to fold duplicates. Otherwise a message is sent once.
 */
export class Outbox<T extends OutboxItem> {
  private timer: NodeJS.Timeout | null = null
  private running: Promise<void> | null = null
  private stopped = false
  private readonly retry: RetryPolicy
  /** what the log lines call this outbox's mail ("contact mail", "service mail") */
  private readonly label: string

  constructor(
    private readonly store: OutboxQueue<T>,
    private readonly mailer: Send<T> | null,
    private readonly log: Logger,
    options: { retry?: RetryPolicy | undefined; label: string },
  ) {
    this.retry = options.retry ?? { firstMs: 5_000, maxMs: 15 * 60_000 }
    this.label = options.label
  }

  /** items waiting to be mailed, due now or later (the metrics' outbox size) */
  get pending(): number {
    return this.store.pendingDelivery(Number.POSITIVE_INFINITY).length
  }

  get configured(): boolean {
    return this.mailer !== null
  }

  /** The delivery state a new item starts with. */
  initialDelivery(now = new Date()): MailDelivery {
    return this.mailer
      ? { status: 'pending', attempts: 0, next_attempt_at: now.toISOString() }
      : { status: 'not-configured', attempts: 0 }
  }

  backoffMs(attempts: number): number {
    return Math.min(this.retry.maxMs, this.retry.firstMs * 2 ** Math.max(0, attempts - 1))
  }

  start(): void {
    this.stopped = false
    this.kick()
  }

  /** Looks for due mail now (after a new message), or when the next one is due. */
  kick(): void {
    if (!this.mailer || this.stopped) return
    if (this.running) {
      // the pass in progress re-plans when it ends
      return
    }
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.running = this.drain().finally(() => {
      this.running = null
      this.plan()
    })
  }

  private plan() {
    if (this.stopped || !this.mailer) return
    const due = this.store.nextDue()
    if (due === null) return
    const wait = Math.max(0, due - Date.now())
    this.timer = setTimeout(() => this.kick(), wait)
    this.timer.unref()
  }

  /** Sends what is due, a few at a time (each send waits on the mail server and two fsyncs). */
  private async drain(): Promise<void> {
    const inFlight = new Set<string>()
    const worker = async () => {
      for (;;) {
        if (this.stopped) return
        const next = this.store.pendingDelivery().find((m) => !inFlight.has(m.id))
        if (!next) return
        inFlight.add(next.id)
        await this.attempt(next.id)
      }
    }
    await Promise.all(Array.from({ length: PARALLEL_SENDS }, worker))
  }

  private async attempt(id: string): Promise<void> {
    const mailer = this.mailer
    if (!mailer) return
    // written down before sending: a crash mid-send retries later instead of losing the mail
    const claimed = await this.store.update(id, (m) => {
      const attempts = m.delivery.attempts + 1
      return {
        ...m,
        delivery: {
          ...m.delivery,
          attempts,
          next_attempt_at: new Date(Date.now() + this.backoffMs(attempts)).toISOString(),
        },
      }
    })
    if (!claimed || claimed.delivery.status !== 'pending') return
    try {
      await mailer(claimed)
      await this.store.update(id, (m) => ({
        ...m,
        delivery: {
          status: 'sent',
          attempts: m.delivery.attempts,
          sent_at: new Date().toISOString(),
        },
      }))
      this.log.info(`${this.label} sent`, { id, attempts: claimed.delivery.attempts })
    } catch (error) {
      const permanent = isPermanent(error)
      const reason = error instanceof Error ? error.message : String(error)
      await this.store.update(id, (m) => ({
        ...m,
        delivery: permanent
          ? { status: 'failed', attempts: m.delivery.attempts, last_error: reason }
          : { ...m.delivery, last_error: reason },
      }))
      this.log.warn(`${this.label} not sent`, {
        id,
        attempts: claimed.delivery.attempts,
        permanent,
        retryAt: permanent ? null : claimed.delivery.next_attempt_at,
        reason,
      })
    }
  }

  /** Stops planning new attempts and waits for the one in flight. */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.running
  }
}
