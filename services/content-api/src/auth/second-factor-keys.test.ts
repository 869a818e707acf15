import { describe, expect, it } from 'vitest'
import { MFA_TICKETS_MAX, MfaTickets } from './mfa-tickets.js'
import { SecondFactorKeys } from './second-factor-keys.js'

const keys = new SecondFactorKeys(Buffer.alloc(32, 5))

describe('the second factor at rest', () => {
  it('when a secret is sealed, then only its own user and key open it, and any change is refused', () => {
    const sealed = keys.seal('JBSWY3DPEHPK3PXP', 'user-1')
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP')
    expect(keys.unseal(sealed, 'user-1')).toBe('JBSWY3DPEHPK3PXP')
    expect(() => keys.unseal(sealed, 'user-2')).toThrow()
    expect(() => new SecondFactorKeys(Buffer.alloc(32, 6)).unseal(sealed, 'user-1')).toThrow()
    const [v, iv, tag, body] = sealed.split('.')
    const flipped = `${(body ?? '').startsWith('A') ? 'B' : 'A'}${(body ?? '').slice(1)}`
    expect(() => keys.unseal([v, iv, tag, flipped].join('.'), 'user-1')).toThrow()
  })

  it('when a recovery code is hashed, then the hash is keyed: another key gives another hash', () => {
    const hash = keys.hashRecoveryCode('abcdefghij')
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(keys.hashRecoveryCode('abcdefghij')).toBe(hash)
    expect(new SecondFactorKeys(Buffer.alloc(32, 6)).hashRecoveryCode('abcdefghij')).not.toBe(hash)
  })
})

describe('sign-in tickets', () => {
  it('when more tickets are issued than are kept, then the oldest go first and the count stays bounded', () => {
    const tickets = new MfaTickets(() => 1_000)
    const first = tickets.issue({ userId: 'u0', remember: false }).ticket
    let last = ''
    for (let i = 1; i <= MFA_TICKETS_MAX; i++) {
      last = tickets.issue({ userId: `u${i}`, remember: false }).ticket
    }
    expect(tickets.take(first)).toBeNull()
    expect(tickets.take(last)).toMatchObject({ userId: `u${MFA_TICKETS_MAX}` })
  })
})
