import { describe, expect, it } from 'vitest'
import { matchTotp, totpCode } from './totp.js'

/** RFC 6238 Appendix B's SHA-1 seed, the ASCII "12345678901234567890", in base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'

/**
 * Appendix B's SHA-1 rows (time in seconds, 8-digit TOTP). Six digits are the same truncation
 * modulo 10^6, so our codes are the vectors' last six digits.
 */
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
]

const STEP_MS = 30_000
const NOW = 1_800_000_000_000

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)(
    'when the time is %i s, then the code is the last six digits of %s',
    (seconds, vector) => {
      expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(vector.slice(-6))
      expect(matchTotp(RFC_SECRET, vector.slice(-6), seconds * 1000)).toBe(Math.floor(seconds / 30))
    },
  )

  it('when a code is one step early or late, then it is accepted; two steps, then refused', () => {
    const code = totpCode(RFC_SECRET, NOW)
    const step = Math.floor(NOW / STEP_MS)
    expect(matchTotp(RFC_SECRET, code, NOW - STEP_MS)).toBe(step)
    expect(matchTotp(RFC_SECRET, code, NOW + STEP_MS)).toBe(step)
    expect(matchTotp(RFC_SECRET, code, NOW - 2 * STEP_MS)).toBeNull()
    expect(matchTotp(RFC_SECRET, code, NOW + 2 * STEP_MS)).toBeNull()
  })

  it('when a code of the last step used (or an older one) comes again, then it is refused', () => {
    const code = totpCode(RFC_SECRET, NOW)
    const step = matchTotp(RFC_SECRET, code, NOW)
    expect(step).not.toBeNull()
    expect(matchTotp(RFC_SECRET, code, NOW, step ?? undefined)).toBeNull()
    const older = totpCode(RFC_SECRET, NOW - STEP_MS)
    expect(matchTotp(RFC_SECRET, older, NOW, step ?? undefined)).toBeNull()
    // the next step's code still works after it
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, NOW + STEP_MS), NOW, step ?? undefined)).toBe(
      (step ?? 0) + 1,
    )
  })

  it('when the code is of another secret, then it is refused', () => {
    expect(matchTotp('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', totpCode(RFC_SECRET, NOW), NOW)).toBeNull()
  })
})
