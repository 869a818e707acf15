import { ContentApiError } from '@site/contract/client'
import { describe, expect, it, vi } from 'vitest'
import { captureLogs, fakeContext, thrownStatus, unreachable } from '../test-support/load-context'
import { contactAction, loadContactPage } from './contact.server'
import { elapsedSince, issueFormToken } from './form-token.server'

const SECRET = 'test-secret-0123456789'
const settings = {
  version: 'v1',
  settings: [
    { key: 'address', value: 'Business Bay, Dubai' },
    { key: 'main_phone', value: '+971 4 000 0100' },
    { key: 'sales_phone', value: '+971 4 000 0200' },
    { key: 'support_phone', value: '' },
    { key: 'main_email', value: 'info@example.com' },
    { key: 'working_hours_1', value: 'Mon – Fri 8–18' },
    { key: 'map_lat', value: 25.18 },
    { key: 'map_lang', value: 55.26 },
  ],
}

const load = (url: string, api: Record<string, unknown>) =>
  loadContactPage(new Request(url), fakeContext({ companySettings: async () => settings, ...api }))

function post(fields: Record<string, string>, api: Record<string, unknown>, path = '/contact') {
  const body = new URLSearchParams({
    full_name: 'Layla Haddad',
    email: 'layla@example.com',
    company: '',
    phone: '+971 50 123 4567',
    subject: 'A quote',
    service: 'consulting',
    message: 'Please call me.',
    website: '',
    form_token: issueFormToken(SECRET, Date.now() - 20_000),
    ...fields,
  })
  return contactAction(
    new Request(`http://site.test${path}`, { method: 'POST', body }),
    fakeContext(api),
  )
}

interface Outcome {
  status: number
  location?: string | null
  fieldErrors?: Record<string, string>
  formError?: string
  values?: Record<string, string>
}

/** data(...) results carry their status in `init`; redirects are Responses. */
function outcome(result: unknown): Outcome {
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get('location') }
  const { data, init } = result as { data: Omit<Outcome, 'status'>; init?: { status?: number } }
  return { status: init?.status ?? 200, ...data }
}

describe('the contact page loader', () => {
  it('when it loads, then it shows the details from company settings, no empty phones, and a fresh signed token', async () => {
    const page = await load('http://site.test/contact', { products: { get: vi.fn() } })
    expect(page.details.phones.map((p) => p.label)).toEqual(['Main', 'Sales'])
    expect(page.details.position).toEqual({ lat: 25.18, lng: 55.26 })
    expect(page.sent).toBe(false)
    expect(page.subject).toBe('')
    expect(elapsedSince(page.formToken, SECRET)).toBeLessThan(1000)
  })

  it('when ?product= names a product, then the subject asks for its quote; ?subject= is taken as given', async () => {
    const products = { get: vi.fn(async () => ({ title: 'RX-500 RTU' })) }
    expect(
      (await load('http://site.test/contact?product=corvane-rx500', { products })).subject,
    ).toBe('Quote request: RX-500 RTU')
    expect(
      (await load('http://site.test/contact?subject=Schedule%20a%20meeting', { products })).subject,
    ).toBe('Schedule a meeting')
    // a malformed slug is not even looked up
    await load('http://site.test/contact?product=../../etc', { products })
    expect(products.get).toHaveBeenCalledTimes(1)
  })

  it('when content-api is down, then the page is a 503, not an empty 200', async () => {
    captureLogs()
    expect(
      await thrownStatus(load('http://site.test/contact', { companySettings: unreachable })),
    ).toBe(503)
  })
})

describe('sending the contact form', () => {
  it('when the form is valid, then content-api gets the message with the guard, and the visitor is redirected to the thank-you', async () => {
    const sendContact = vi.fn(async () => ({ id: 'x' }))
    const result = outcome(await post({}, { sendContact }))
    expect(result).toEqual({ status: 302, location: '/contact?sent=1#contact-form' })
    const [sent] = sendContact.mock.calls[0] as unknown as [Record<string, unknown>]
    expect(sent).toMatchObject({
      full_name: 'Layla Haddad',
      service: 'consulting',
      guard: { website: '' },
    })
    expect((sent.guard as { elapsed_ms: number }).elapsed_ms).toBeGreaterThanOrEqual(20_000)
  })

  it('when fields are missing, then 400 with a message per field, every typed value kept and nothing sent', async () => {
    const sendContact = vi.fn()
    const result = outcome(
      await post({ full_name: '', email: 'nope', message: 'kept text' }, { sendContact }),
    )
    expect(result.status).toBe(400)
    expect(result).toMatchObject({
      fieldErrors: { full_name: 'Full name is required', email: 'Enter a valid email address' },
      values: { email: 'nope', message: 'kept text', subject: 'A quote' },
    })
    expect(sendContact).not.toHaveBeenCalled()
  })

  it('when the Arabic form is sent with errors, then each error is in Arabic and the values are kept', async () => {
    const sendContact = vi.fn()
    const out = outcome(
      await post(
        { full_name: '', email: 'not-an-email', message: 'x'.repeat(5001) },
        { sendContact },
        '/ar/contact',
      ),
    )
    expect(out.status).toBe(400)
    expect(out.fieldErrors).toEqual({
      full_name: 'الاسم الكامل مطلوب',
      email: 'أدخل بريداً إلكترونياً صحيحاً',
      message: 'الحد الأقصى 5000 حرفاً',
    })
    expect(out.values?.email).toBe('not-an-email')
    expect(sendContact).not.toHaveBeenCalled()
  })

  it('when the Arabic form is sent, then the thank-you is the Arabic page; a failure says so in Arabic', async () => {
    const ok = outcome(await post({}, { sendContact: async () => ({}) }, '/ar/contact'))
    expect(ok.location).toBe('/ar/contact?sent=1#contact-form')
    const down = outcome(await post({}, { sendContact: unreachable }, '/ar/contact'))
    expect(down.status).toBe(503)
    expect(down.formError).toMatch(/تعذّر إرسال رسالتك/)
  })

  it('when the token is forged or missing, then the message still goes, flagged as sent at once (spam folder)', async () => {
    const sendContact = vi.fn(async () => ({ id: 'x' }))
    await post({ form_token: `${Date.now() - 60_000}.forged` }, { sendContact })
    await post({ form_token: '' }, { sendContact })
    for (const [sent] of sendContact.mock.calls as unknown as Array<
      [{ guard: { elapsed_ms: number } }]
    >)
      expect(sent.guard.elapsed_ms).toBe(0)
  })

  it('when content-api rejects a field, then its message is shown beside that field', async () => {
    const result = outcome(
      await post(
        {},
        {
          sendContact: () =>
            Promise.reject(
              new ContentApiError(400, 'validation_failed', 'bad', { phone: 'Use digits' }),
            ),
        },
      ),
    )
    expect(result).toMatchObject({ status: 400, fieldErrors: { phone: 'Use digits' } })
  })

  it('when the visitor sent too many, then 429 says when to try again and keeps the text', async () => {
    const result = outcome(
      await post(
        { message: 'third try' },
        {
          sendContact: () =>
            Promise.reject(
              new ContentApiError(429, 'too_many_messages', 'slow down', {}, undefined, 540),
            ),
        },
      ),
    )
    expect(result.status).toBe(429)
    expect(result.formError).toMatch(/try again in 9 minutes/)
    expect(result.values?.message).toBe('third try')
  })

  it('when content-api is down, then 503 with a plain message and nothing typed is lost', async () => {
    captureLogs()
    const result = outcome(await post({ message: 'keep me' }, { sendContact: unreachable }))
    expect(result.status).toBe(503)
    expect(result.formError).toMatch(/Nothing you typed is lost/)
    expect(result.values?.message).toBe('keep me')
  })
})

describe('the form token', () => {
  it('when it is ours, then it tells the elapsed time; tampered, then 0', () => {
    const token = issueFormToken(SECRET, 1_700_000_000_000)
    expect(elapsedSince(token, SECRET, 1_700_000_005_000)).toBe(5_000)
    expect(elapsedSince(token, 'another-secret-123456', 1_700_000_005_000)).toBe(0)
    expect(elapsedSince(token.replace('1700000000000', '1690000000000'), SECRET)).toBe(0)
    expect(elapsedSince(42, SECRET)).toBe(0)
  })

  it('when anything is appended to, prepended to or left out of it, then 0', () => {
    const token = issueFormToken(SECRET, 1_700_000_000_000)
    const at = 1_700_000_005_000
    for (const altered of [
      `${token}.x`,
      `${token}.`,
      `${token}x`,
      `0${token}`,
      token.slice(0, -1),
    ]) {
      expect(elapsedSince(altered, SECRET, at), altered).toBe(0)
    }
    expect(elapsedSince(token, SECRET, at)).toBe(5_000)
  })
})
