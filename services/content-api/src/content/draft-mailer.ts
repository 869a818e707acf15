import type { Logger } from '@site/platform'
import type { UserStore } from '../auth/users.js'
import type { MailQueue, QueuedMail } from '../mail/mail-queue.js'
import type { Outbox } from '../mail/outbox.js'
import type { DraftEvent } from './draft-service.js'
import { draftNoticesFor, type NoticeContext } from './draft-notices.js'

/** A notice not sent within a week is about a step long overtaken: it is dropped. */
const NOTICE_TTL_MS = 7 * 24 * 60 * 60_000

export interface DraftMailerDeps {
  users: UserStore
  mail: { queue: MailQueue; outbox: Outbox<QueuedMail> }
  siteUrl: NoticeContext['siteUrl']
  timeZone: NoticeContext['timeZone']
  log: Logger
}

/**
 * Mails the notices a draft's step calls for (draft-notices.ts) through the service's mail
 * outbox: each is stored durably first, so a mail server that is down delays them, and a
 * restart does not lose them.
 */
export class DraftMailer {
  constructor(private readonly deps: DraftMailerDeps) {}

  async send(event: DraftEvent, now = new Date()): Promise<number> {
    const { users, mail, siteUrl, timeZone, log } = this.deps
    const notices = draftNoticesFor(event, { users: users.all(), siteUrl, timeZone })
    if (notices.length === 0) return 0
    const expiresAt = new Date(now.getTime() + NOTICE_TTL_MS)
    for (const notice of notices) {
      await mail.queue.add(
        { kind: 'draft-notice', ...notice, expiresAt },
        mail.outbox.initialDelivery(now),
      )
    }
    mail.outbox.kick()
    log.info('draft notices queued', {
      target: event.target,
      step: event.type,
      count: notices.length,
    })
    return notices.length
  }
}
