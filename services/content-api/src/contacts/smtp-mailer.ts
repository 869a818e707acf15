import { contactServices, type ContactMessage } from '@site/contract'
import type { Send } from '../mail/outbox.js'
import { messageIdHost, type OutgoingMail, type SmtpTransport } from '../mail/smtp-transport.js'

export interface MailSettings {
  smtpUrl: string
  notifyEmail: string
  from: string
}

const serviceLabel = (service: ContactMessage['service']) =>
  service && (contactServices as readonly string[]).includes(service)
    ? service.replace(/-/g, ' ')
    : 'not given'

/** The team's notification: plain text, Reply-To the visitor, one stable Message-ID per message. */
export function notificationOf(message: ContactMessage, settings: MailSettings): OutgoingMail {
  return {
    from: settings.from,
    to: settings.notifyEmail,
    replyTo: { name: message.full_name, address: message.email },
    subject: `Website message: ${message.subject}`,
    messageId: `<contact-${message.id}@${messageIdHost(settings.from)}>`,
    text: [
      `${message.full_name} <${message.email}> wrote through the website's contact form.`,
      '',
      `Subject: ${message.subject}`,
      `Company: ${message.company || 'not given'}`,
      `Phone: ${message.phone || 'not given'}`,
      `Service: ${serviceLabel(message.service)}`,
      `Received: ${message.received_at}`,
      '',
      message.message,
      '',
      '-- ',
      'Reply to this e-mail to answer the visitor. The message is also in the admin under Messages.',
    ].join('\n'),
  }
}

/** Mails each contact message to NOTIFY_EMAIL through the shared transport. */
export function contactMailer(
  transport: SmtpTransport,
  settings: MailSettings,
): Send<ContactMessage> {
  return (message) => transport.send(notificationOf(message, settings))
}
