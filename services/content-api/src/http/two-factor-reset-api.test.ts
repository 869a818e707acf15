import { afterEach, describe, expect, it } from 'vitest'
import type { LogFields, Logger } from '@site/platform'
import { totpCode } from '../auth/totp.js'
import { createHttp } from '../test-support/http.js'
import { bodyOf, startSmtp } from '../test-support/smtp.js'
import { eventually, startTestApi, TEST_ADMIN } from '../test-support/test-repo.js'

let api: Awaited<ReturnType<typeof startTestApi>> | undefined
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined
afterEach(async () => {
  await api?.close()
  await smtp?.close()
  api = smtp = undefined
})

const EDITOR = {
  name: 'Erin Editor',
  email: 'erin@example.com',
  role: 'editor' as const,
  password: 'a long editor password',
}

describe("an admin resets a user's second factor", () => {
  it('when an admin resets it, then the factor is gone, every session of the user ended, the user told by e-mail and the reset logged', async () => {
    const now = 1_800_000_000_000
    smtp = await startSmtp()
    const logged: Array<{ message: string; fields: unknown }> = []
    const keep = (message: string, fields?: LogFields) => void logged.push({ message, fields })
    const logger: Logger = { info: keep, warn: keep, error: keep, debug: keep }
    api = await startTestApi({
      clock: () => now,
      mail: {
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        notifyEmail: 'team@example.com',
        from: 'site@example.com',
      },
      logger,
    })
    const http = createHttp(`${api.url}/api`)
    const admin = await api.login()
    const added = await http.post<{ user: { id: string } }>('/users', EDITOR, admin)
    const editorId = added.body.user.id
    const editor = await api.login(EDITOR.email, EDITOR.password)
    const { secret } = (await http.post('/account/totp', {}, editor)).body as { secret: string }
    expect(
      (await http.post('/account/totp/confirm', { code: totpCode(secret, now) }, editor)).status,
    ).toBe(200)

    // an editor may not; an admin may not reset their own (My Account turns it off, with a code)
    expect((await http.del(`/users/${editorId}/totp`, editor)).status).toBe(403)
    const adminId = (await http.get<{ user: { id: string } }>('/auth/me', admin)).body.user.id
    expect((await http.del(`/users/${adminId}/totp`, admin)).status).toBe(409)
    expect((await http.del('/users/no-such-user/totp', admin)).status).toBe(404)

    expect((await http.del(`/users/${editorId}/totp`, admin)).status).toBe(204)
    expect((await http.get('/auth/me', editor)).status).toBe(401)
    // a password alone signs in again
    const again = await http.post('/auth/login', EDITOR)
    expect(again.body).toHaveProperty('token')
    expect(again.body).toMatchObject({ user: { twoFactor: false } })
    // a second reset has nothing to reset
    expect((await http.del(`/users/${editorId}/totp`, admin)).status).toBe(409)

    await eventually(() => expect(smtp?.received).toHaveLength(1), 5_000)
    const [mail] = smtp.received
    expect(mail?.to).toEqual([EDITOR.email])
    expect(mail?.raw).toMatch(/^Subject: Your Falcon Gridworks two-step sign-in was reset/m)
    expect(bodyOf(mail?.raw ?? '')).toContain(`${TEST_ADMIN.name}, an admin, reset`)
    expect(logged).toContainEqual({
      message: 'second factor reset by an admin',
      fields: { by: adminId, userId: editorId },
    })
  })
})
