import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto'
import { dataDirSecret } from './data-secret.js'

/** The secret's file when TWO_FACTOR_SECRET is not set. */
export const TWO_FACTOR_SECRET_FILE = 'two-factor-secret'

const derive = (secret: Buffer, purpose: string) =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), purpose, 32))

/**
 * The keys of the second factor's data at rest in users.json: the TOTP secrets are sealed
 * (AES-256-GCM, bound to their user's id, so one cannot be copied onto another account), and the
 * recovery codes are kept as HMAC-SHA256s. A keyed fast hash suffices for the codes: each has 50
 * random bits, too many to guess offline even at hash speed, and without the key nothing can be
 * tried at all. Two keys derived (HKDF) from TWO_FACTOR_SECRET or a secret kept in DATA_DIR.
 */
export class SecondFactorKeys {
  private readonly sealKey: Buffer
  private readonly codeKey: Buffer

  constructor(secret: Buffer) {
    this.sealKey = derive(secret, 'totp-secret-seal')
    this.codeKey = derive(secret, 'recovery-code-hash')
  }

  static async open(dataDir: string, fromEnv: string | undefined): Promise<SecondFactorKeys> {
    return new SecondFactorKeys(await dataDirSecret(dataDir, TWO_FACTOR_SECRET_FILE, fromEnv))
  }

  /** `v1.<iv>.<tag>.<ciphertext>`, base64url. */
  seal(plain: string, userId: string): string {
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', this.sealKey, iv)
    cipher.setAAD(Buffer.from(userId, 'utf8'))
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'))
    return ['v1', ...parts].join('.')
  }

  /** The plain text of `sealed`; throws when it was altered, sealed for another user or key. */
  unseal(sealed: string, userId: string): string {
    const [version, iv, tag, body] = sealed.split('.')
    if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed value')
    const decipher = createDecipheriv('aes-256-gcm', this.sealKey, Buffer.from(iv, 'base64url'))
    decipher.setAAD(Buffer.from(userId, 'utf8'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()])
    return plain.toString('utf8')
  }

  /** The stored form of a recovery code (already compacted: `SecondFactorCode`). */
  hashRecoveryCode(code: string): string {
    return createHmac('sha256', this.codeKey).update(code).digest('hex')
  }
}
