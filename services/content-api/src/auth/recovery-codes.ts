import { randomInt, timingSafeEqual } from 'node:crypto'
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from '@site/contract'

/** RFC 4648's base32 alphabet, lower case: no 0/1/8/9, so no o/0 or l/1 confusion on paper. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567'

/** 10 fresh codes of 10 characters (50 random bits each), as shown: `abcde-fghij`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let code = ''
    for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)]
    return `${code.slice(0, 5)}-${code.slice(5)}`
  })
}

/** A code as `SecondFactorCode` reads it (no dash): what is hashed. */
export const compactRecoveryCode = (shown: string): string => shown.replace('-', '')

/** The index of `hash` among `stored` (compared in constant time), or -1. */
export function indexOfHash(stored: readonly string[], hash: string): number {
  const wanted = Buffer.from(hash, 'hex')
  let found = -1
  stored.forEach((candidate, i) => {
    const bytes = Buffer.from(candidate, 'hex')
    if (bytes.length === wanted.length && timingSafeEqual(bytes, wanted) && found < 0) found = i
  })
  return found
}
