import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { verifyWebhook } from './webhook-signature.js'

const SECRET = 'a webhook secret shared with the forge'
const body = Buffer.from('{"ref":"refs/heads/main","after":"0a1b2c"}')
const hmacHex = (secret: string, bytes: Buffer) =>
  createHmac('sha256', secret).update(bytes).digest('hex')

describe('verifying a push notification', () => {
  it('when GitHub signs the body with the secret, then it is verified', () => {
    const headers = { 'x-hub-signature-256': `sha256=${hmacHex(SECRET, body)}` }
    expect(verifyWebhook(headers, body, SECRET)).toEqual({ ok: true, by: 'hub-signature' })
  })

  it('when GitHub sends the hex in upper case, then it is still verified', () => {
    const headers = { 'x-hub-signature-256': `sha256=${hmacHex(SECRET, body).toUpperCase()}` }
    expect(verifyWebhook(headers, body, SECRET).ok).toBe(true)
  })

  it('when Gitea sends only its plain-hex signature, then it is verified', () => {
    const headers = { 'x-gitea-signature': hmacHex(SECRET, body) }
    expect(verifyWebhook(headers, body, SECRET)).toEqual({ ok: true, by: 'gitea-signature' })
  })

  it('when GitLab sends the secret as its token, then it is verified', () => {
    const headers = { 'x-gitlab-token': SECRET }
    expect(verifyWebhook(headers, body, SECRET)).toEqual({ ok: true, by: 'gitlab-token' })
  })

  it('when the signature was made with another secret, then it is refused', () => {
    for (const headers of [
      { 'x-hub-signature-256': `sha256=${hmacHex('another secret', body)}` },
      { 'x-gitea-signature': hmacHex('another secret', body) },
      { 'x-gitlab-token': 'another secret' },
      { 'x-gitlab-token': `${SECRET} ` },
    ]) {
      expect(verifyWebhook(headers, body, SECRET)).toEqual({ ok: false, reason: 'mismatch' })
    }
  })

  it('when the body was changed after signing, then it is refused', () => {
    const tampered = Buffer.from(body.toString().replace('main', 'evil'))
    for (const headers of [
      { 'x-hub-signature-256': `sha256=${hmacHex(SECRET, body)}` },
      { 'x-gitea-signature': hmacHex(SECRET, body) },
    ]) {
      expect(verifyWebhook(headers, tampered, SECRET)).toEqual({ ok: false, reason: 'mismatch' })
    }
  })

  it('when the signature is malformed (no prefix, SHA-1, empty), then it is refused', () => {
    for (const value of [hmacHex(SECRET, body), 'sha1=abc', 'sha256=', '']) {
      expect(verifyWebhook({ 'x-hub-signature-256': value }, body, SECRET)).toEqual({
        ok: false,
        reason: 'mismatch',
      })
    }
  })

  it('when no signature header is sent, then it is refused as missing', () => {
    expect(verifyWebhook({}, body, SECRET)).toEqual({ ok: false, reason: 'missing' })
    expect(verifyWebhook({ 'x-github-event': 'push' }, body, SECRET)).toEqual({
      ok: false,
      reason: 'missing',
    })
  })

  it('when no secret is configured, then nothing verifies, not even an empty signature', () => {
    const empty = `sha256=${hmacHex('', body)}`
    for (const secret of [undefined, '']) {
      expect(verifyWebhook({ 'x-hub-signature-256': empty }, body, secret)).toEqual({
        ok: false,
        reason: 'no_secret',
      })
      expect(verifyWebhook({ 'x-gitlab-token': '' }, body, secret)).toEqual({
        ok: false,
        reason: 'no_secret',
      })
    }
  })
})
