import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

/**
 * scrypt with OWASP's parameters (N=2^15, r=8, p=3 ~ 32 MiB, tens of ms). Parameters are stored
 * with each hash so they can be raised later without breaking existing passwords.
 */
const DEFAULT = { logN: 15, r: 8, p: 3 }
const KEY_LENGTH = 32

function derive(
  password: string,
  salt: Buffer,
  logN: number,
  r: number,
  p: number,
): Promise<Buffer> {
  const N = 2 ** logN
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N, r, p, maxmem: 256 * N * r },
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  )
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const { logN, r, p } = DEFAULT
  const key = await derive(password, salt, logN, r, p)
  return ['scrypt', logN, r, p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(logN),
    Number(r),
    Number(p),
  )
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** Spends the same time as a real check, so a missing account is not revealed by timing. */
let dummyHash: Promise<string> | null = null
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password')
  await verifyPassword(password, await dummyHash)
  return false
}
