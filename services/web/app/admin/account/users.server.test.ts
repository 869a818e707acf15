import { describe, expect, it } from 'vitest'
import { ContentApiError } from '@site/contract/client'
import type { UserSummary } from '@site/contract'
import type { AppLoadContext } from 'react-router'
import { fakeContext, thrownStatus, unreachable } from '../../test-support/load-context'
import { usersAction, usersLoader } from './users.server'

const admin = { id: 'u1', email: 'ada@example.com', name: 'Ada Admin', role: 'admin' as const }
const editor = { id: 'u2', email: 'eli@example.com', name: 'Eli Editor', role: 'editor' as const }

function request(method = 'GET', form?: Record<string, string>) {
  return new Request('http://127.0.0.1:3000/admin/users', {
    method,
    headers: { cookie: '__session=tok1' },
    ...(form ? { body: new URLSearchParams(form) } : {}),
  })
}

function api(me: typeof admin | typeof editor, extra: Record<string, unknown> = {}) {
  const calls: unknown[][] = []
  const record =
    (name: string, result: (...args: unknown[]) => unknown = () => undefined) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args])
      return result(...args)
    }
  return {
    calls,
    context: fakeContext({
      me: async () => me,
      listUsers: record('listUsers', () => [{ ...admin, createdAt: '2026-01-01T00:00:00Z' }]),
      securitySettings: record('securitySettings', () => ({ requireSecondFactor: 'nobody' })),
      addUser: record('addUser', (input) => ({
        ...(input as object),
        id: 'u9',
        createdAt: '2026-01-02T00:00:00Z',
      })),
      removeUser: record('removeUser'),
      resetUserPassword: record('resetUserPassword'),
      ...extra,
    }),
  }
}

const runAction = (form: Record<string, string>, context: AppLoadContext) =>
  usersAction(request('POST', form), context)

/** React Router's data(body, init) as returned by an action. */
function result(value: unknown) {
  const d = value as { data: Record<string, unknown>; init?: { status?: number } }
  return { status: d.init?.status ?? 200, body: d.data }
}

const newUser = {
  intent: 'add',
  name: 'Nia New',
  email: 'nia@example.com',
  role: 'editor',
  password: 'a long enough password',
}

describe('/admin/users loader', () => {
  it('when an admin opens it, then the users are listed with who is signed in', async () => {
    const { context } = api(admin)
    const data = await usersLoader(request(), context)
    expect(data.currentUserId).toBe('u1')
    expect(data.users.map((u: UserSummary) => u.email)).toEqual(['ada@example.com'])
  })

  it('when an editor opens it, then 403 and content-api is not asked for the users', async () => {
    const { context, calls } = api(editor)
    const status = await thrownStatus(usersLoader(request(), context))
    expect(status).toBe(403)
    expect(calls).toEqual([])
  })

  it('when nobody is signed in, then it redirects to the login page', async () => {
    const { context } = api(admin, {
      me: () => Promise.reject(new ContentApiError(401, 'unauthenticated', 'Sign in')),
    })
    const thrown = await usersLoader(request(), context)
      .then(() => null)
      .catch((e: unknown) => e)
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).headers.get('location')).toBe(
      '/admin/login?redirectTo=%2Fadmin%2Fusers',
    )
  })

  it('when content-api is down, then the load fails with 503 and a readable message', async () => {
    const { context } = api(admin, { listUsers: unreachable })
    const status = await thrownStatus(usersLoader(request(), context))
    expect(status).toBe(503)
  })
})

describe('/admin/users action', () => {
  it('when an admin adds a valid user, then content-api gets it and the page says so', async () => {
    const { context, calls } = api(admin)
    const res = result(await runAction(newUser, context))
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ intent: 'add', ok: true })
    expect(calls).toEqual([
      [
        'addUser',
        {
          name: 'Nia New',
          email: 'nia@example.com',
          role: 'editor',
          password: 'a long enough password',
        },
      ],
    ])
  })

  it('when the new user is not valid, then 400 per field, typed values echoed but never the password', async () => {
    const { context, calls } = api(admin)
    const res = result(await runAction({ ...newUser, email: 'nope', password: 'short' }, context))
    expect(res.status).toBe(400)
    expect(res.body.fieldErrors).toEqual({
      email: 'Enter a valid e-mail address',
      password: 'Use at least 12 characters',
    })
    expect(res.body.values).toEqual({ name: 'Nia New', email: 'nope', role: 'editor' })
    expect(calls).toEqual([])
  })

  it('when the e-mail is taken, then 409 on the email field', async () => {
    const { context } = api(admin, {
      addUser: () =>
        Promise.reject(
          new ContentApiError(
            409,
            'email_taken',
            'A user with this e-mail address already exists',
            {
              email: 'A user with this e-mail address already exists',
            },
          ),
        ),
    })
    const res = result(await runAction(newUser, context))
    expect(res.status).toBe(409)
    expect(res.body.fieldErrors).toEqual({
      email: 'A user with this e-mail address already exists',
    })
  })

  it('when an editor posts, then 403 is thrown and nothing is sent', async () => {
    const { context, calls } = api(editor)
    expect(await thrownStatus(runAction(newUser, context))).toBe(403)
    expect(calls).toEqual([])
  })

  it('when content-api refuses with 403 (role changed meanwhile), then the page shows 403', async () => {
    const { context } = api(admin, {
      removeUser: () =>
        Promise.reject(new ContentApiError(403, 'forbidden', 'Only an admin may do this')),
    })
    expect(await thrownStatus(runAction({ intent: 'remove', id: 'u2' }, context))).toBe(403)
  })

  it('when an admin removes a user, then it is sent by id', async () => {
    const { context, calls } = api(admin)
    const res = result(await runAction({ intent: 'remove', id: 'u2', name: 'Eli' }, context))
    expect(res.body).toMatchObject({ ok: true, message: 'Eli was removed and signed out.' })
    expect(calls).toEqual([['removeUser', 'u2']])
  })

  it.each([
    [409, 'last_admin', 'The last admin cannot be removed'],
    [404, 'not_found', 'There is no such user'],
  ])(
    'when removal answers %i, then the action answers it with the message',
    async (status, code, message) => {
      const { context } = api(admin, {
        removeUser: () => Promise.reject(new ContentApiError(status, code, message)),
      })
      const res = result(await runAction({ intent: 'remove', id: 'u2' }, context))
      expect(res.status).toBe(status)
      expect(res.body).toMatchObject({ ok: false, message })
    },
  )

  it('when the reset password is short, then 400 and nothing is sent', async () => {
    const { context, calls } = api(admin)
    const res = result(await runAction({ intent: 'reset', id: 'u2', password: 'short' }, context))
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/at least 12 characters/)
    expect(calls).toEqual([])
  })

  it('when an admin resets a password, then content-api gets it for that user', async () => {
    const { context, calls } = api(admin)
    const res = result(
      await runAction(
        { intent: 'reset', id: 'u2', name: 'Eli', password: 'a new long password' },
        context,
      ),
    )
    expect(res.body).toMatchObject({ ok: true })
    expect(calls).toEqual([['resetUserPassword', 'u2', 'a new long password']])
  })

  it('when content-api is down, then 503 with the readable message', async () => {
    const { context } = api(admin, { resetUserPassword: unreachable })
    const res = result(
      await runAction({ intent: 'reset', id: 'u2', password: 'a new long password' }, context),
    )
    expect(res.status).toBe(503)
    expect(res.body.message).toMatch(/not reachable/)
  })

  it('when the intent is unknown, then 400', async () => {
    const { context } = api(admin)
    expect(result(await runAction({ intent: 'explode' }, context)).status).toBe(400)
  })
})
