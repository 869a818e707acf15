import nodemailer from 'nodemailer'

/** One mail as the transport takes it: plain text, a stable Message-ID. */
export interface OutgoingMail {
  from: string
  to: string
  subject: string
  text: string
  messageId: string
  replyTo?: { name: string; address: string }
}

export interface SmtpTransport {
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

/** The host part of MAIL_FROM, for Message-IDs (`<...@host>`). */
export function messageIdHost(from: string): string {
  return from.replace(/^.*@/, '').replace(/>.*$/, '') || 'localhost'
}

/**
 * nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL). One pool serves every
 * outbox (contact notifications and password-reset links).
 */
export function createSmtpTransport(smtpUrl: string): SmtpTransport {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // a few kept-open connections: a backlog after an outage goes out in one burst
    pool: true,
    maxConnections: 2,
    // a server that does not answer must not hold the outbox for minutes
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    async send(mail) {
      await transport.sendMail(mail)
    },
    close: () => transport.close(),
  }
}
