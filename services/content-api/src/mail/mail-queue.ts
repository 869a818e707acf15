import { randomBytes } from 'node:crypto'
import { readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { writeFileAtomic } from '../fs/atomic-write.js'
import type { Logger } from '@site/platform'
import { deliveryStatuses, type MailDelivery } from '@site/contract'
import { SerialQueue } from '../serial-queue.js'
import type { OutboxQueue, Send } from './outbox.js'
import { messageIdHost, type SmtpTransport } from './smtp-transport.js'

const QueuedMail = z.object({
  id: z.string(),
  /** what the mail is, for the logs (its text is not logged) */
  kind: z.enum(['password-reset', 'draft-notice', 'security-notice']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
  /** not sent after this: the link in it no longer works */
  expires_at: z.string(),
  delivery: z.object({
    status: z.enum(deliveryStatuses),
    attempts: z.number().int(),
    last_error: z.string().optional(),
    next_attempt_at: z.string().optional(),
    sent_at: z.string().optional(),
  }),
})
export type QueuedMail = z.infer<typeof QueuedMail>
export type NewMail = Pick<QueuedMail, 'kind' | 'to' | 'subject' | 'text'> & { expiresAt: Date }

const ID = /^[0-9]{13}-[0-9a-f]{12}$/
const newId = (now: number) => `${String(now).padStart(13, '0')}-${randomBytes(6).toString('hex')}`

/**
 * Mails the service itself writes (password-reset links, notices about drafts), one JSON file each in
 * DATA_DIR/mail-outbox, written and fsynced before anyone is told "sent", and worked through by
 * an Outbox. A file lives only while its mail waits: once the mail is sent, refused for good or
 * past its expiry, the file is removed, so a link sits on disk for at most its 30 minutes (the
 * reset tokens themselves are stored only as hashes).
 */
export class MailQueue implements OutboxQueue<QueuedMail> {
  private readonly mails = new Map<string, QueuedMail>()
  private readonly queue = new SerialQueue()

  private constructor(
    private readonly dir: string,
    private readonly log: Logger,
    private readonly now: () => number,
  ) {}

  static async open(dataDir: string, log: Logger, now: () => number = Date.now) {
    const queue = new MailQueue(path.join(dataDir, 'mail-outbox'), log, now)
    await queue.load()
    return queue
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
      if (!name.endsWith('.json') || !ID.test(id)) continue // a cut-off write's temp file
      const parsed = QueuedMail.safeParse(
        JSON.parse(await readFile(this.file(id), 'utf8').catch(() => 'null')),
      )
      if (!parsed.success) {
        this.log.error('unreadable queued mail', { file: name })
        continue
      }
      this.mails.set(id, parsed.data)
    }
    await this.dropExpired()
  }

  private expired(mail: QueuedMail): boolean {
    return Date.parse(mail.expires_at) <= this.now()
  }

  /** Removes what may no longer be sent (written down while the process was away, say). */
  private async dropExpired() {
    const doomed = [...this.mails.values()].filter((m) => this.expired(m))
    for (const mail of doomed) await this.remove(mail.id)
    if (doomed.length > 0) this.log.warn('queued mail expired unsent', { count: doomed.length })
  }

  private async unlink(id: string): Promise<void> {
    await rm(this.file(id), { force: true })
    this.mails.delete(id)
  }

  private remove(id: string): Promise<void> {
    return this.queue.run(() => this.unlink(id))
  }

  /** Stores a mail durably, due at once; the outbox sends it when kicked. */
  async add(mail: NewMail, delivery: MailDelivery): Promise<QueuedMail> {
    await this.dropExpired()
    const now = this.now()
    const { expiresAt, ...rest } = mail
    const queued: QueuedMail = {
      ...rest,
      id: newId(now),
      created_at: new Date(now).toISOString(),
      expires_at: expiresAt.toISOString(),
      delivery,
    }
    await this.queue.run(() => writeFileAtomic(this.file(queued.id), json(queued)))
    this.mails.set(queued.id, queued)
    return queued
  }

  get(id: string): QueuedMail | undefined {
    return this.mails.get(id)
  }

  /**
   * Due mail, oldest first. Expired mail counts as due: the outbox's claim (`update`) then
   * removes it instead of sending it.
   */
  pendingDelivery(now = Date.now()): QueuedMail[] {
    return [...this.mails.values()]
      .filter(
        (m) =>
          m.delivery.status === 'pending' &&
          (this.expired(m) || Date.parse(m.delivery.next_attempt_at ?? '') <= now),
      )
      .sort((a, b) => a.id.localeCompare(b.id))
  }

  nextDue(): number | null {
    let next: number | null = null
    for (const m of this.mails.values()) {
      if (m.delivery.status !== 'pending') continue
      const due = this.expired(m) ? 0 : Date.parse(m.delivery.next_attempt_at ?? '') || 0
      if (next === null || due < next) next = due
    }
    return next
  }

  /**
   * Writes a changed mail durably. A mail that is no longer pending (sent, or refused for good)
   * is removed instead: nothing is left to do with it, and its text holds a live link. An
   * expired mail is removed and answered undefined, so the outbox does not send it.
   */
  update(id: string, change: (mail: QueuedMail) => QueuedMail): Promise<QueuedMail | undefined> {
    return this.queue.run(async () => {
      const current = this.mails.get(id)
      if (!current) return undefined
      if (this.expired(current)) {
        await this.unlink(id)
        this.log.warn('queued mail expired unsent', { count: 1, kind: current.kind })
        return undefined
      }
      const next = change(current)
      if (next.delivery.status !== 'pending') {
        await this.unlink(id)
        return next
      }
      await writeFileAtomic(this.file(id), json(next))
      this.mails.set(id, next)
      return next
    })
  }
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

/** Sends a queued mail as it was written, with a Message-ID stable across retries. */
export function queuedMailSender(transport: SmtpTransport, from: string): Send<QueuedMail> {
  return (mail) =>
    transport.send({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      messageId: `<${mail.kind}-${mail.id}@${messageIdHost(from)}>`,
    })
}
