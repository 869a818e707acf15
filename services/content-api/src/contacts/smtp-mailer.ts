import nodemailer from 'nodemailer'
import { contactServices, type ContactMessage } from '../schemas/index.js'
import type { Mailer } from './outbox.js'

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
export function notificationOf(message: ContactMessage, settings: MailSettings) {
  const host = settings.from.replace(/^.*@/, '').replace(/>.*$/, '') || 'localhost'
  return {
    from: settings.from,
    to: settings.notifyEmail,
    replyTo: { name: message.full_name, address: message.email },
    subject: `Website message: ${message.subject}`,
    messageId: `<contact-${message.id}@${host}>`,
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

/** nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailer(settings: MailSettings): Mailer & { close(): void } {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    // a few kept-open connections: a backlog after an outage goes out in one burst
    pool: true,
    maxConnections: 2,
    // a server that does not answer must not hold the outbox for minutes
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    async send(message) {
      await transport.sendMail(notificationOf(message, settings))
    },
    close: () => transport.close(),
  }
}
