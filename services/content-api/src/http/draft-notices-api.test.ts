import { afterEach, describe, expect, it } from 'vitest'
import { createHttp, editable, TEST_EDITOR } from '../test-support/http.js'
import { bodyOf, startSmtp } from '../test-support/smtp.js'
import { eventually, startTestApi, TEST_ADMIN } from '../test-support/test-repo.js'

let api: Awaited<ReturnType<typeof startTestApi>> | undefined
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined
afterEach(async () => {
  await api?.close()
  await smtp?.close()
  api = smtp = undefined
})

type Rec = Record<string, unknown> & { version: string }

/** content-api mailing a loopback SMTP server, with the first admin and an editor signed in. */
async function start() {
  smtp = await startSmtp()
  api = await startTestApi({
    siteUrl: 'https://falcon.example',
    mail: {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      notifyEmail: 'team@example.com',
      from: 'Falcon Gridworks <site@falcon.example>',
    },
  })
  const http = createHttp(`${api.url}/api`)
  const admin = await api.login()
  expect((await http.post('/users', TEST_EDITOR, admin)).status).toBe(201)
  const editor = await api.login(TEST_EDITOR.email, TEST_EDITOR.password)
  const rec = (await http.get<Rec>('/partners/voltline', editor)).body
  const saved = await http.put(
    '/drafts/partners/voltline',
    { ...editable(rec), description: 'Drafted wording', version: rec.version },
    editor,
  )
  expect(saved.status).toBe(201)
  return { http, admin, editor, smtp }
}

describe('e-mails about drafts', () => {
  it('when an editor asks for review, then the admin is mailed a link to the item and the editor is not', async () => {
    const { http, editor, smtp } = await start()
    const asked = await http.post('/drafts/partners/voltline/status', { status: 'review' }, editor)
    expect(asked.status).toBe(200)
    await eventually(() => expect(smtp.received).toHaveLength(1), 5_000)
    const [mail] = smtp.received
    expect(mail?.to).toEqual([TEST_ADMIN.email])
    const text = bodyOf(mail?.raw ?? '')
    expect(text).toContain(
      `${TEST_EDITOR.name} asked for review of the draft of partner "voltline".`,
    )
    expect(text).toContain('https://falcon.example/admin/partners/voltline')
  })

  it("when an admin publishes the editor's draft, then the editor is mailed that it is on the site", async () => {
    const { http, admin, smtp } = await start()
    expect((await http.post('/drafts/partners/voltline/publish', {}, admin)).status).toBe(200)
    await eventually(() => expect(smtp.received).toHaveLength(1), 5_000)
    const [mail] = smtp.received
    expect(mail?.to).toEqual([TEST_EDITOR.email])
    expect(bodyOf(mail?.raw ?? '')).toContain(
      `${TEST_ADMIN.name} published your draft of partner "voltline"`,
    )
  })

  it('when the admin turns review e-mails off on My Account, then a review request mails nobody and the choice reads back', async () => {
    const { http, admin, editor, smtp } = await start()
    expect((await http.get('/auth/notifications', admin)).body).toEqual({
      reviewRequests: true,
      ownDrafts: true,
    })
    const off = { reviewRequests: false, ownDrafts: true }
    expect((await http.put('/auth/notifications', off, admin)).body).toEqual(off)
    expect((await http.get('/auth/notifications', admin)).body).toEqual(off)
    expect(
      (await http.post('/drafts/partners/voltline/status', { status: 'review' }, editor)).status,
    ).toBe(200)
    // the publish afterwards is mailed (to the editor): once it arrives the review step is long done
    expect((await http.post('/drafts/partners/voltline/publish', {}, admin)).status).toBe(200)
    await eventually(() => expect(smtp.received).toHaveLength(1), 5_000)
    expect(smtp.received.map((m) => m.to)).toEqual([[TEST_EDITOR.email]])
  })

  it('when the settings sent are not two true/false choices, then 400 names the field and the stored choice stays', async () => {
    const { http, editor } = await start()
    const bad = await http.put<{ error: { fields?: Record<string, string> } }>(
      '/auth/notifications',
      { reviewRequests: 'no', ownDrafts: true },
      editor,
    )
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(['reviewRequests'])
    const extra = await http.put(
      '/auth/notifications',
      { reviewRequests: true, ownDrafts: true, cc: 'x' },
      editor,
    )
    expect(extra.status).toBe(400)
    expect((await http.get('/auth/notifications', editor)).body).toEqual({
      reviewRequests: true,
      ownDrafts: true,
    })
    expect((await http.get('/auth/notifications')).status).toBe(401)
  })
})
