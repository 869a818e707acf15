import type { ContactMessage } from '@site/contract'

export function deliveryText(delivery: ContactMessage['delivery']): string {
  switch (delivery.status) {
    case 'sent':
      return 'Mailed to the team'
    case 'pending':
      return delivery.attempts > 0
        ? `Mail waiting to be sent (tried ${delivery.attempts}×${delivery.last_error ? `: ${delivery.last_error}` : ''})`
        : 'Mail waiting to be sent'
    case 'failed':
      return `Mail failed: ${delivery.last_error ?? 'refused by the mail server'}`
    default:
      return 'Not mailed (mail is not configured)'
  }
}

/** mailto: with the subject prefilled ("Re: ..."), for the Reply button. */
export function replyHref(message: Pick<ContactMessage, 'email' | 'subject'>): string {
  const subject = /^re:/i.test(message.subject) ? message.subject : `Re: ${message.subject}`
  return `mailto:${message.email}?subject=${encodeURIComponent(subject)}`
}
