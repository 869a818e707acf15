import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DEVICE_SECRET_FILE, DEVICE_TOKEN_TTL_MS, DeviceTokens } from './device-tokens.js'

const dirs: string[] = []
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true })
})

async function dataDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'device-tokens-'))
  dirs.push(dir)
  return dir
}

describe('device tokens', () => {
  it('when a token was issued to a user, then it verifies for that user only, until it expires', async () => {
    let now = 1_800_000_000_000
    const tokens = await DeviceTokens.open(await dataDir(), undefined, () => now)
    const { token, expiresAt } = tokens.issue('user-1')
    expect(expiresAt.getTime()).toBe(now + DEVICE_TOKEN_TTL_MS)
    const verified = tokens.verify(token, 'user-1')
    expect(verified).toEqual({ id: token.split('.')[0], expiresAt: expiresAt.getTime() })
    expect(tokens.verify(token, 'user-2')).toBeNull()
    now = expiresAt.getTime()
    expect(tokens.verify(token, 'user-1')).toBeNull()
  })

  it('when a token is altered in any part, then it verifies as nothing', async () => {
    const tokens = await DeviceTokens.open(await dataDir(), undefined)
    const { token } = tokens.issue('user-1')
    const [id = '', expires = '', mac = ''] = token.split('.')
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1)
    for (const altered of [
      `${flip(id)}.${expires}.${mac}`,
      `${id}.${Number(expires) + 1}.${mac}`,
      `${id}.${expires}.${flip(mac)}`,
      `${id}.${expires}`,
      '',
    ]) {
      expect(tokens.verify(altered, 'user-1')).toBeNull()
    }
  })

  it('when anything is appended to a token, or its MAC is spelled another way that decodes to the same bytes, then it verifies as nothing', async () => {
    const tokens = await DeviceTokens.open(await dataDir(), undefined)
    const { token } = tokens.issue('user-1')
    const mac = token.slice(token.lastIndexOf('.') + 1)
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const respelled = `${token.slice(0, -1)}${alphabet[alphabet.indexOf(mac.at(-1) ?? '') + 1]}`
    expect(Buffer.from(respelled.slice(-43), 'base64url')).toEqual(Buffer.from(mac, 'base64url'))
    for (const altered of [`${token}.x`, `${token}.`, `${token}\n`, `x${token}`, respelled]) {
      expect(tokens.verify(altered, 'user-1'), altered).toBeNull()
    }
    expect(tokens.verify(token, 'user-1')).not.toBeNull()
  })

  it('when no secret is configured, then one is created in the data directory and kept across restarts', async () => {
    const dir = await dataDir()
    const { token } = (await DeviceTokens.open(dir, undefined)).issue('user-1')
    const file = path.join(dir, DEVICE_SECRET_FILE)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect((await readFile(file, 'utf8')).trim()).toMatch(/^[0-9a-f]{64}$/)
    expect((await DeviceTokens.open(dir, undefined)).verify(token, 'user-1')).not.toBeNull()
  })

  it('when DEVICE_TOKEN_SECRET is set, then it signs, and tokens of another secret do not verify', async () => {
    const dir = await dataDir()
    const configured = await DeviceTokens.open(dir, 'x'.repeat(32))
    const { token } = configured.issue('user-1')
    expect((await DeviceTokens.open(dir, 'x'.repeat(32))).verify(token, 'user-1')).not.toBeNull()
    expect((await DeviceTokens.open(dir, 'y'.repeat(32))).verify(token, 'user-1')).toBeNull()
    expect((await DeviceTokens.open(dir, undefined)).verify(token, 'user-1')).toBeNull()
  })
})
