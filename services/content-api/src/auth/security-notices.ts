import type { Logger } from '@site/platform'
import type { MailQueue, QueuedMail } from '../mail/mail-queue.js'
import type { Outbox } from '../mail/outbox.js'

/** How long a notice may wait in the outbox (SMTP down) before it is no longer worth sending. */
const NOTICE_TTL_MS = 7 * 24 * 60 * 60 * 1000

/** The notice: plain text, what happened, who did it, and what to do if it is unexpected. */
export function twoFactorResetText(email: string, byName: string): string {
  return [
    `${byName}, an admin, reset the two-step sign-in of the Falcon Gridworks admin account ${email}.`,
    '',
    'Your authenticator app and recovery codes no longer work for it, and every session of the account was signed out.',
    'Next time you sign in, your password is enough, or you are asked to set up an authenticator app again if two-step sign-in is required.',
    '',
    'If you did not expect this, tell an admin at once.',
  ].join('\n')
}

/**
 * E-mails that tell a user something was changed on their account by someone else. Through the
 * service's outbox when mail is configured; otherwise only logged (nothing else could reach them).
 */
export class SecurityNotices {
  constructor(
    private readonly mail: { queue: MailQueue; outbox: Outbox<QueuedMail> } | null,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  async twoFactorReset(user: { id: string; email: string }, by: { name: string }): Promise<void> {
    if (!this.mail) {
      this.log.warn('no mail configured: the user was not told of the two-step sign-in reset', {
        userId: user.id,
      })
      return
    }
    await this.mail.queue.add(
      {
        kind: 'security-notice',
        to: user.email,
        subject: 'Your Falcon Gridworks two-step sign-in was reset',
        text: twoFactorResetText(user.email, by.name),
        expiresAt: new Date(this.now() + NOTICE_TTL_MS),
      },
      this.mail.outbox.initialDelivery(),
    )
    this.mail.outbox.kick()
  }
}
