import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/** Which forge's scheme proved the call. */
export type WebhookSender = 'hub-signature' | 'gitea-signature' | 'gitlab-token'

export type WebhookVerdict =
  { ok: true; by: WebhookSender } | { ok: false; reason: 'no_secret' | 'missing' | 'mismatch' }

/** Request headers as Node gives them: lower-case names, a value or several. */
type Headers = Record<string, string | string[] | undefined>

const header = (headers: Headers, name: string): string | undefined => {
  const value = headers[name]
  return Array.isArray(value) ? value[0] : value
}

/** Equal without saying how much matched: both sides are hashed first, so lengths leak nothing. */
function sameSecret(a: string | Buffer, b: string | Buffer): boolean {
  const digest = (v: string | Buffer) => createHash('sha256').update(v).digest()
  return timingSafeEqual(digest(a), digest(b))
}

/**
 * Whether a push notification comes from the forge that knows `secret`.
 *
 * - GitHub, Gitea and Forgejo: `X-Hub-Signature-256: sha256=<hex>`, the HMAC-SHA256 of the body
 *   exactly as sent (any re-serialisation breaks it, so `body` must be the raw bytes).
 * - Gitea also: `X-Gitea-Signature: <hex>`, the same HMAC without the prefix.
 * - GitLab: `X-Gitlab-Token: <secret>`, the secret itself (GitLab signs nothing).
 *
 * The first of those present decides. No secret configured verifies nothing: without one any
 * caller could ask for a sync.
 */
export function verifyWebhook(
  headers: Headers,
  body: Buffer,
  secret: string | undefined,
): WebhookVerdict {
  if (!secret) return { ok: false, reason: 'no_secret' }
  const hmac = () => createHmac('sha256', secret).update(body).digest('hex')

  const hub = header(headers, 'x-hub-signature-256')
  if (hub !== undefined) {
    const hex = /^sha256=([0-9a-f]{64})$/i.exec(hub.trim())?.[1]
    return hex && sameSecret(hex.toLowerCase(), hmac())
      ? { ok: true, by: 'hub-signature' }
      : { ok: false, reason: 'mismatch' }
  }
  const gitea = header(headers, 'x-gitea-signature')
  if (gitea !== undefined) {
    const hex = gitea.trim().toLowerCase()
    return /^[0-9a-f]{64}$/.test(hex) && sameSecret(hex, hmac())
      ? { ok: true, by: 'gitea-signature' }
      : { ok: false, reason: 'mismatch' }
  }
  const gitlab = header(headers, 'x-gitlab-token')
  if (gitlab !== undefined) {
    return sameSecret(gitlab, secret)
      ? { ok: true, by: 'gitlab-token' }
      : { ok: false, reason: 'mismatch' }
  }
  return { ok: false, reason: 'missing' }
}
