import { describe, expect, it } from 'vitest'
import { fakeContext } from '../../test-support/load-context'
import { requireEditor, SECOND_FACTOR_SETUP_PATH } from '../../session.server'
import { accountLoader } from './account.server'

const settingUp = {
  id: 'u2',
  email: 'eli@example.com',
  name: 'Eli Editor',
  role: 'editor' as const,
  mustSetUpSecondFactor: true,
}

const at = (path: string) =>
  new Request(`http://127.0.0.1:3000${path}`, { headers: { cookie: '__session=tok1' } })

/** Only what a user who must set up a second factor may use: anything else fails the test. */
const context = () =>
  fakeContext({
    me: async () => settingUp,
    totp: { status: async () => ({ enabled: false, recoveryCodesLeft: 0 }) },
  })

describe('the required second factor in the admin', () => {
  it.each(['/admin', '/admin/products', '/admin/users', '/admin/account/extra', '/admin/media'])(
    'when a user who must set one up opens %s, then they are sent to the set-up on My Account',
    async (path) => {
      const thrown = await requireEditor(at(path), context()).catch((e: unknown) => e)
      expect(thrown).toBeInstanceOf(Response)
      expect((thrown as Response).status).toBe(302)
      expect((thrown as Response).headers.get('location')).toBe(SECOND_FACTOR_SETUP_PATH)
    },
  )

  it.each(['/admin/account', '/admin/logout'])(
    'when they open %s, then it is theirs to use',
    async (path) => {
      const editor = await requireEditor(at(path), context())
      expect(editor.user.email).toBe(settingUp.email)
    },
  )

  it('when they open My Account, then only the set-up is loaded (nothing content-api would refuse)', async () => {
    const data = await accountLoader(at('/admin/account'), context())
    expect(data.notifications).toBeNull()
    expect(data.sessions).toEqual([])
    expect(data.twoFactor).toEqual({ enabled: false, recoveryCodesLeft: 0 })
  })
})
