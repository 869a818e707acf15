import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { AdminLanguageInput, type SessionUser } from '@site/contract'
import { TEST_EDITOR, signedInApiPerTest } from '../test-support/http.js'

type Err = { error: { code: string; message: string; fields?: Record<string, string> } }
type Me = { user: SessionUser }

const t = signedInApiPerTest()

describe('admin language', () => {
  it('when the schema reads a choice, then only a language with an admin catalogue passes, and nothing else rides along', () => {
    expect(AdminLanguageInput.parse({ adminLanguage: 'ar' })).toEqual({ adminLanguage: 'ar' })
    expect(AdminLanguageInput.safeParse({ adminLanguage: 'en' }).success).toBe(true)
    // French is a site language without an admin catalogue (yet)
    expect(AdminLanguageInput.safeParse({ adminLanguage: 'fr' }).success).toBe(false)
    expect(AdminLanguageInput.safeParse({ adminLanguage: 'xx' }).success).toBe(false)
    expect(AdminLanguageInput.safeParse({ adminLanguage: 'ar', id: 'someone' }).success).toBe(false)
  })

  it('when a user has never chosen, then the session user says the default language', async () => {
    const me = await t.http.get<Me>('/auth/me', t.token)
    expect(me.body.user.adminLanguage).toBe('en')
  })

  it('when a user picks Arabic, then it is stored with them and their session user says so, and another user keeps English', async () => {
    expect((await t.http.post('/users', TEST_EDITOR, t.token)).status).toBe(201)
    const other = await t.api.login(TEST_EDITOR.email, TEST_EDITOR.password)

    const put = await t.http.put<Me>('/auth/admin-language', { adminLanguage: 'ar' }, t.token)
    expect(put.status).toBe(200)
    expect(put.body.user.adminLanguage).toBe('ar')
    expect((await t.http.get<Me>('/auth/me', t.token)).body.user.adminLanguage).toBe('ar')
    expect((await t.http.get<Me>('/auth/me', other)).body.user.adminLanguage).toBe('en')

    const users = JSON.parse(await readFile(path.join(t.api.dataDir, 'users.json'), 'utf8')) as {
      users: Array<{ email: string; adminLanguage?: string }>
    }
    const stored = Object.fromEntries(users.users.map((u) => [u.email, u.adminLanguage]))
    expect(stored[TEST_EDITOR.email]).toBeUndefined()
    expect(Object.values(stored)).toContain('ar')
  })

  it("when a request names another user, then 400 and neither user's choice changes", async () => {
    expect((await t.http.post('/users', TEST_EDITOR, t.token)).status).toBe(201)
    const other = await t.api.login(TEST_EDITOR.email, TEST_EDITOR.password)
    const otherId = (await t.http.get<Me>('/auth/me', other)).body.user.id

    const res = await t.http.put<Err>(
      '/auth/admin-language',
      { adminLanguage: 'ar', id: otherId },
      t.token,
    )
    expect(res.status).toBe(400)
    expect((await t.http.get<Me>('/auth/me', other)).body.user.adminLanguage).toBe('en')
    expect((await t.http.get<Me>('/auth/me', t.token)).body.user.adminLanguage).toBe('en')
  })

  it('when the language has no admin catalogue or nobody is signed in, then a specific refusal and nothing stored', async () => {
    const fr = await t.http.put<Err>('/auth/admin-language', { adminLanguage: 'fr' }, t.token)
    expect(fr.status).toBe(400)
    expect(fr.body.error.fields?.adminLanguage).toBe('Choose one of: en, ar')
    const anonymous = await t.http.put<Err>('/auth/admin-language', { adminLanguage: 'ar' })
    expect(anonymous.status).toBe(401)
    expect((await t.http.get<Me>('/auth/me', t.token)).body.user.adminLanguage).toBe('en')
  })
})
