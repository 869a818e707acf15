import { describe, expect, it } from 'vitest'
import { ContentApiError } from '@site/contract/client'
import { fakeContext, thrownStatus, unreachable } from '../../test-support/load-context'
import { accountAction, accountLoader } from './account.server'

const me = { id: 'u2', email: 'eli@example.com', name: 'Eli Editor', role: 'editor' as const }

function request(method = 'GET', form?: Record<string, string>) {
  return new Request('http://127.0.0.1:3000/admin/account', {
    method,
    headers: { cookie: '__session=tok1' },
    ...(form ? { body: new URLSearchParams(form) } : {}),
  })
}

function setup(extra: Record<string, unknown> = {}) {
  const calls: unknown[][] = []
  const record =
    (name: string, result: (...args: unknown[]) => unknown = () => undefined) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args])
      return result(...args)
    }
  const context = fakeContext({
    me: async () => me,
    listSessions: record('listSessions', () => [
      {
        id: 's1',
        createdAt: '2026-01-01T00:00:00Z',
        lastUsedAt: '2026-01-01T00:00:00Z',
        expiresAt: '2026-01-08T00:00:00Z',
        current: true,
      },
    ]),
    notificationSettings: record('notificationSettings', () => ({
      reviewRequests: true,
      ownDrafts: true,
    })),
    setNotificationSettings: record('setNotificationSettings', (input) => input),
    changePassword: record('changePassword'),
    revokeSession: record('revokeSession'),
    totp: { status: async () => ({ enabled: false, recoveryCodesLeft: 0 }) },
    ...extra,
  })
  return { calls, context }
}

function result(value: unknown) {
  const d = value as { data: Record<string, unknown>; init?: { status?: number } }
  return { status: d.init?.status ?? 200, body: d.data }
}

const change = {
  intent: 'password',
  currentPassword: 'the old password',
  newPassword: 'a fresh long password',
  confirmPassword: 'a fresh long password',
}

describe('/admin/account loader', () => {
  it('when a user opens it, then their sessions are listed (an editor too)', async () => {
    const { context } = setup()
    const data = await accountLoader(request(), context)
    expect(data.user.role).toBe('editor')
    expect(data.sessions.map((s) => s.id)).toEqual(['s1'])
  })

  it('when a user opens it, then their e-mail choices come with it', async () => {
    const { context } = setup()
    const data = await accountLoader(request(), context)
    expect(data.notifications).toEqual({ reviewRequests: true, ownDrafts: true })
  })

  it('when content-api is down, then the load fails with 503', async () => {
    const { context } = setup({ listSessions: unreachable })
    expect(await thrownStatus(accountLoader(request(), context))).toBe(503)
  })

  it('when nobody is signed in, then it redirects to the login page', async () => {
    const { context } = setup({
      me: () => Promise.reject(new ContentApiError(401, 'unauthenticated', 'Sign in')),
    })
    const thrown = await accountLoader(request(), context).catch((e: unknown) => e)
    expect((thrown as Response).status).toBe(302)
  })
})

describe('/admin/account password', () => {
  it('when the change is valid, then content-api gets current and new (not the confirmation)', async () => {
    const { context, calls } = setup()
    const res = result(await accountAction(request('POST', change), context))
    expect(res.body).toMatchObject({ intent: 'password', ok: true })
    expect(calls).toEqual([
      [
        'changePassword',
        { currentPassword: 'the old password', newPassword: 'a fresh long password' },
      ],
    ])
  })

  it('when the confirmation differs or the new one is short, then 400 per field and nothing is sent', async () => {
    const { context, calls } = setup()
    const res = result(
      await accountAction(
        request('POST', { ...change, newPassword: 'short', confirmPassword: 'other' }),
        context,
      ),
    )
    expect(res.status).toBe(400)
    expect(res.body.fieldErrors).toEqual({
      newPassword: 'Use at least 12 characters',
      confirmPassword: 'The two new passwords are not the same',
    })
    expect(calls).toEqual([])
  })

  it('when the current password is wrong, then 400 on the current password field', async () => {
    const { context } = setup({
      changePassword: () =>
        Promise.reject(
          new ContentApiError(400, 'validation_failed', 'The current password is not correct', {
            currentPassword: 'The current password is not correct',
          }),
        ),
    })
    const res = result(await accountAction(request('POST', change), context))
    expect(res.status).toBe(400)
    expect(res.body.fieldErrors).toEqual({ currentPassword: 'The current password is not correct' })
  })

  it('when the session ended meanwhile (401), then the action answers 401 with the message', async () => {
    const { context } = setup({
      changePassword: () =>
        Promise.reject(new ContentApiError(401, 'unauthenticated', 'Sign in to do this')),
    })
    const res = result(await accountAction(request('POST', change), context))
    expect(res.status).toBe(401)
    expect(res.body.message).toBe('Sign in to do this')
  })
})

describe('/admin/account sessions', () => {
  it('when another session is signed out, then this one stays and the page says so', async () => {
    const { context, calls } = setup()
    const res = result(
      await accountAction(request('POST', { intent: 'revoke', id: 's9' }), context),
    )
    expect(res.body).toMatchObject({ intent: 'revoke', ok: true })
    expect(calls).toEqual([['revokeSession', 's9']])
  })

  it('when the session of this browser is signed out, then the cookie is cleared and the login page follows', async () => {
    let revoked = false
    const { context } = setup({
      revokeSession: async () => {
        revoked = true
      },
      me: async () => {
        if (revoked) throw new ContentApiError(401, 'unauthenticated', 'Sign in')
        return me
      },
    })
    const thrown = await accountAction(
      request('POST', { intent: 'revoke', id: 's1' }),
      context,
    ).catch((e: unknown) => e)
    expect(thrown).toBeInstanceOf(Response)
    const res = thrown as Response
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/admin/login')
    expect(res.headers.get('set-cookie')).toMatch(/__session=;.*Max-Age=0/)
  })

  it('when the session is not one of theirs (404), then 404 with the message', async () => {
    const { context } = setup({
      revokeSession: () =>
        Promise.reject(new ContentApiError(404, 'not_found', 'You have no such session')),
    })
    const res = result(
      await accountAction(request('POST', { intent: 'revoke', id: 'zz' }), context),
    )
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('You have no such session')
  })

  it('when the intent is unknown, then 400', async () => {
    const { context } = setup()
    expect(result(await accountAction(request('POST', { intent: 'nope' }), context)).status).toBe(
      400,
    )
  })
})

describe('/admin/account e-mail choices', () => {
  it('when one box is ticked and the other not, then content-api gets true for the ticked one and false for the other', async () => {
    const { context, calls } = setup()
    const res = result(
      await accountAction(request('POST', { intent: 'notifications', ownDrafts: 'on' }), context),
    )
    expect(res.body).toMatchObject({ intent: 'notifications', ok: true })
    expect(calls).toContainEqual([
      'setNotificationSettings',
      { reviewRequests: false, ownDrafts: true },
    ])
  })

  it('when content-api refuses, then the page says why and nothing is claimed saved', async () => {
    const { context } = setup({
      setNotificationSettings: () =>
        Promise.reject(new ContentApiError(400, 'validation_failed', 'Some fields need attention')),
    })
    const res = result(await accountAction(request('POST', { intent: 'notifications' }), context))
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ intent: 'notifications', ok: false })
  })
})
