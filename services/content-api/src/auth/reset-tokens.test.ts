import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ResetToken } from '@site/contract'
import { RESET_TOKEN_TTL_MS, ResetTokens } from './reset-tokens.js'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'reset-tokens-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

describe('password-reset tokens', () => {
  it('when a token is used exactly as issued, then it names its user once, within 30 minutes', async () => {
    let now = 1_800_000_000_000
    const tokens = await ResetTokens.open(dir, () => now)
    const first = await tokens.issue('user-1')
    expect(ResetToken.safeParse(first.token).success).toBe(true)
    expect(await tokens.consume(first.token)).toBe('user-1')
    expect(await tokens.consume(first.token)).toBeNull()
    const second = await tokens.issue('user-1')
    now += RESET_TOKEN_TTL_MS
    expect(await tokens.consume(second.token)).toBeNull()
  })

  it('when anything is appended to a token, or its last character is respelled to the same bytes, then it names nobody and the token still works', async () => {
    const tokens = await ResetTokens.open(dir)
    const { token } = await tokens.issue('user-1')
    const last = ALPHABET.indexOf(token.at(-1) ?? '')
    const respelled = `${token.slice(0, -1)}${ALPHABET[last + 1]}`
    expect(Buffer.from(respelled, 'base64url')).toEqual(Buffer.from(token, 'base64url'))
    for (const altered of [`${token}.x`, `${token}x`, `${token}\n`, `x${token}`, respelled]) {
      expect(await tokens.consume(altered), altered).toBeNull()
    }
    expect(await tokens.consume(token.slice(0, -1))).toBeNull()
    expect(await tokens.consume(token)).toBe('user-1')
  })
})
