import { describe, expect, it } from 'vitest'
import { ContentApiError } from '@site/contract/client'
import { fakeContext } from '../../test-support/load-context'
import { accountAction } from './account.server'

const me = { id: 'u2', email: 'eli@example.com', name: 'Eli Editor', role: 'editor' as const }
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
const URL_OF_SECRET = `otpauth://totp/Falcon%20Gridworks:eli%40example.com?secret=${SECRET}&period=30&digits=6&algorithm=SHA1&issuer=Falcon%20Gridworks`
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String.fromCharCode(97 + i)}2`)

function post(form: Record<string, string>, totp: Record<string, unknown>) {
  const calls: unknown[][] = []
  const spy =
    (name: string) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args])
      const answer = totp[name]
      return typeof answer === 'function' ? (answer as () => unknown)() : answer
    }
  const context = fakeContext({
    me: async () => me,
    totp: Object.fromEntries(Object.keys(totp).map((name) => [name, spy(name)])),
  })
  const request = new Request('http://127.0.0.1:3000/admin/account', {
    method: 'POST',
    headers: { cookie: '__session=tok1' },
    body: new URLSearchParams(form),
  })
  return { calls, answer: accountAction(request, context) }
}

type Answer = { data: Record<string, unknown>; init: { status?: number } | null }
const bodyOf = async (answer: Promise<unknown>) => {
  const d = (await answer) as Answer
  return { status: d.init?.status ?? 200, body: d.data }
}

describe('/admin/account two-step sign-in', () => {
  it('when the user sets it up, then the page gets the key as text and its QR code drawn as an SVG data URL', async () => {
    const { answer } = post(
      { intent: 'totp-begin' },
      { begin: { secret: SECRET, otpauth_url: URL_OF_SECRET } },
    )
    const { status, body } = await bodyOf(answer)
    expect(status).toBe(200)
    const setup = body.setup as { secret: string; qrCode: string; otpauthUrl: string }
    expect(setup.secret).toBe(SECRET)
    expect(setup.otpauthUrl).toBe(URL_OF_SECRET)
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/)
    const svg = Buffer.from(setup.qrCode.split(',')[1] ?? '', 'base64').toString('utf8')
    expect(svg).toMatch(/^<svg [^>]*viewBox/)
  })

  it('when the confirming code is right, then the recovery codes are shown', async () => {
    const { calls, answer } = post(
      { intent: 'totp-confirm', otpauthUrl: URL_OF_SECRET, code: '123 456' },
      { confirm: { recovery_codes: CODES } },
    )
    const { body } = await bodyOf(answer)
    expect(calls).toEqual([['confirm', { code: '123456' }]])
    expect(body).toMatchObject({ ok: true, recoveryCodes: CODES })
  })

  it('when the confirming code is wrong, then the same QR code comes back with the error beside the code', async () => {
    const wrong = new ContentApiError(400, 'validation_failed', 'That code is not right.', {
      code: 'That code is not right.',
    })
    const { answer } = post(
      { intent: 'totp-confirm', otpauthUrl: URL_OF_SECRET, code: '123456' },
      { confirm: () => Promise.reject(wrong) },
    )
    const { status, body } = await bodyOf(answer)
    expect(status).toBe(400)
    expect(body).toMatchObject({ ok: false, fieldErrors: { code: 'That code is not right.' } })
    expect((body.setup as { secret: string }).secret).toBe(SECRET)
  })

  it('when the posted address is not one content-api makes, then nothing is asked and the set-up starts again', async () => {
    const { calls, answer } = post(
      { intent: 'totp-confirm', otpauthUrl: 'javascript:alert(1)', code: '123456' },
      { confirm: { recovery_codes: CODES } },
    )
    const { status, body } = await bodyOf(answer)
    expect(calls).toEqual([])
    expect(status).toBe(400)
    expect(body).not.toHaveProperty('setup')
  })

  it('when the user turns it off without a code, then 400 names the code and content-api is not asked', async () => {
    const { calls, answer } = post({ intent: 'totp-disable', code: '' }, { disable: undefined })
    const { status, body } = await bodyOf(answer)
    expect(calls).toEqual([])
    expect(status).toBe(400)
    expect(body.fieldErrors).toHaveProperty('code')
  })

  it('when the user asks for new recovery codes with a recovery code, then the new ones are shown', async () => {
    const { calls, answer } = post(
      { intent: 'totp-recovery', code: 'ABCDE-FGHIJ' },
      { newRecoveryCodes: { recovery_codes: CODES } },
    )
    const { body } = await bodyOf(answer)
    expect(calls).toEqual([['newRecoveryCodes', { code: 'abcdefghij' }]])
    expect(body.recoveryCodes).toEqual(CODES)
  })
})
