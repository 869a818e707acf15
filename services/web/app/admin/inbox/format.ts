import type { ContactMessage } from '@site/contract'
import type { AdminI18n } from '../i18n/admin-i18n'

/** What became of a message's e-mail to the team, in the admin's language (the mail server's own error as it said it). */
export function deliveryText(
  delivery: ContactMessage['delivery'],
  { t, number }: Pick<AdminI18n, 't' | 'number'>,
): string {
  switch (delivery.status) {
    case 'sent':
      return t('inbox.delivery.sent')
    case 'pending':
      if (delivery.attempts === 0) return t('inbox.delivery.pending')
      return delivery.last_error
        ? t('inbox.delivery.retryingError', {
            attempts: number(delivery.attempts),
            error: delivery.last_error,
          })
        : t('inbox.delivery.retrying', { attempts: number(delivery.attempts) })
    case 'failed':
      return t('inbox.delivery.failed', {
        error: delivery.last_error ?? t('inbox.delivery.refused'),
      })
    default:
      return t('inbox.delivery.notConfigured')
  }
}

/** mailto: with the subject prefilled ("Re: ..."), for the Reply button. */
export function replyHref(message: Pick<ContactMessage, 'email' | 'subject'>): string {
  const subject = /^re:/i.test(message.subject) ? message.subject : `Re: ${message.subject}`
  return `mailto:${message.email}?subject=${encodeURIComponent(subject)}`
}
