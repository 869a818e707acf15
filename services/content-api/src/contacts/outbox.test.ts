import { afterEach, describe, expect, it } from 'vitest'
import type { ContactMessage, ContactSummary } from '@site/contract'
import { createHttp } from '../test-support/http.js'
import { startSmtp, unusedPort } from '../test-support/smtp.js'
import { eventually, startTestApi } from '../test-support/test-repo.js'

const visitorMessage = {
  full_name: 'Layla Haddad',
  email: 'layla@example.com',
  subject: 'Solar for a warehouse',
  message: 'Please call me about a 2 MW rooftop plant.',
  guard: { website: '', elapsed_ms: 9_000 },
}

let api: Awaited<ReturnType<typeof startTestApi>> | undefined
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined
afterEach(async () => {
  await api?.close()
  await smtp?.close()
  api = smtp = undefined
})

describe('the outbox', () => {
  it('when the mail server is down, then the message is stored and retried; once it is up, it is mailed exactly once', async () => {
    const port = await unusedPort()
    api = await startTestApi({
      mail: {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        notifyEmail: 'team@example.com',
        from: 'Site <site@example.com>',
      },
    })
    const http = createHttp(`${api.url}/api`)
    const token = await api.login()

    const sent = await http.post<{ id: string }>('/contacts', visitorMessage)
    expect(sent.status).toBe(201)
    const get = async () =>
      (await http.get<ContactMessage>(`/contacts/${sent.body.id}`, token)).body

    // down: attempts pile up with the reason, the message stays pending
    await eventually(async () => {
      const m = await get()
      expect(m.delivery.attempts).toBeGreaterThanOrEqual(2)
      expect(m.delivery.status).toBe('pending')
      expect(m.delivery.last_error).toMatch(/ECONNREFUSED|connect/i)
    }, 5_000)
    const summary = await http.get<ContactSummary>('/contacts/summary', token)
    expect(summary.body.mail).toEqual({ configured: true })

    // up again: delivered once, to the team, Reply-To the visitor, stable Message-ID
    smtp = await startSmtp(port)
    const cameBack = Date.now()
    await eventually(async () => expect((await get()).delivery.status).toBe('sent'), 8_000)
    console.info(`[outbox] mailed ${Date.now() - cameBack} ms after the SMTP server came back`)
    await new Promise((r) => setTimeout(r, 1_000)) // would a second copy follow?
    expect(smtp.received).toHaveLength(1)
    const [mail] = smtp.received
    expect(mail?.to).toEqual(['team@example.com'])
    expect(mail?.raw).toMatch(/^Reply-To: Layla Haddad <layla@example\.com>/m)
    expect(mail?.raw).toMatch(/^Subject: Website message: Solar for a warehouse/m)
    expect(mail?.raw).toContain(`Message-ID: <contact-${sent.body.id}@example.com>`)
    expect(mail?.raw).toContain('Please call me about a 2 MW rooftop plant.')
  })

  it('when mail is not configured, then messages are stored as not configured and nothing is attempted', async () => {
    api = await startTestApi()
    const http = createHttp(`${api.url}/api`)
    const token = await api.login()
    const sent = await http.post<{ id: string }>('/contacts', visitorMessage)
    const stored = await http.get<ContactMessage>(`/contacts/${sent.body.id}`, token)
    expect(stored.body.delivery).toEqual({ status: 'not-configured', attempts: 0 })
    const summary = await http.get<ContactSummary>('/contacts/summary', token)
    expect(summary.body.mail).toEqual({ configured: false })
  })

  it('when a message is caught as spam, then it is never mailed', async () => {
    smtp = await startSmtp()
    api = await startTestApi({
      mail: {
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        notifyEmail: 'team@example.com',
        from: 'site@example.com',
      },
    })
    const http = createHttp(`${api.url}/api`)
    await http.post('/contacts', { ...visitorMessage, guard: { website: 'x', elapsed_ms: 9_000 } })
    await http.post('/contacts', { ...visitorMessage, subject: 'Real one' })
    await eventually(() => expect(smtp?.received).toHaveLength(1), 5_000)
    await new Promise((r) => setTimeout(r, 300))
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]?.raw).toContain('Subject: Website message: Real one')
  })
})
