import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ShareLinks, SHARE_TTL_MS } from './share-links.js'

const ERIN = { name: 'Erin', email: 'erin@example.com' }
let dir: string
let now: number
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'share-links-'))
  now = Date.parse('2026-11-26T10:00:00Z')
})
afterEach(() => rm(dir, { recursive: true, force: true }))

describe('ShareLinks', () => {
  it('when the link is 7 days old, then it stops opening; a custom lifetime is kept', async () => {
    const links = await ShareLinks.open(dir, undefined, () => now)
    const { token } = await links.create('products/rx-500', ERIN)
    const short = await links.create('products/rx-500', ERIN, 60_000)
    expect(links.opens(token, 'products/rx-500')).toBe(true)
    now += 60_001
    expect(links.opens(short.token, 'products/rx-500')).toBe(false)
    expect(links.opens(token, 'products/rx-500')).toBe(true)
    now += SHARE_TTL_MS
    expect(links.opens(token, 'products/rx-500')).toBe(false)
    expect(links.list('products/rx-500')).toEqual([])
  })

  it('when the service restarts, then links still open with the kept secret; another secret opens none', async () => {
    const first = await ShareLinks.open(dir, undefined, () => now)
    const { token } = await first.create('pages/home', ERIN)
    const again = await ShareLinks.open(dir, undefined, () => now)
    expect(again.opens(token, 'pages/home')).toBe(true)
    const rotated = await ShareLinks.open(dir, 'x'.repeat(40), () => now)
    expect(rotated.opens(token, 'pages/home')).toBe(false)
  })

  it('when a token is altered or malformed, then it opens nothing', async () => {
    const links = await ShareLinks.open(dir, undefined, () => now)
    const { token } = await links.create('pages/home', ERIN)
    const [id = '', mac = ''] = token.split('.')
    expect(links.opens(`${id}.${mac.slice(1)}`, 'pages/home')).toBe(false)
    expect(links.opens(id, 'pages/home')).toBe(false)
    expect(links.opens('', 'pages/home')).toBe(false)
    expect(links.opens(token, 'pages/about')).toBe(false)
  })

  it('when anything is appended to, prepended to or left out of a token, then it opens nothing', async () => {
    const links = await ShareLinks.open(dir, undefined, () => now)
    const { token } = await links.create('pages/home', ERIN)
    expect(token).toMatch(/^[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}$/)
    for (const altered of [
      `${token}.x`,
      `${token}.`,
      `${token}x`,
      `${token}\n`,
      `x${token}`,
      `${token.replace('.', '..')}`,
      token.slice(0, -1),
    ]) {
      expect(links.opens(altered, 'pages/home'), altered).toBe(false)
    }
    expect(links.opens(token, 'pages/home')).toBe(true)
  })

  it('when more than 20 links are made for one draft, then the oldest go first; other drafts keep theirs', async () => {
    const links = await ShareLinks.open(dir, undefined, () => now)
    const other = await links.create('pages/home', ERIN)
    const made = []
    for (let i = 0; i < 22; i++) made.push(await links.create('products/rx-500', ERIN))
    expect(links.list('products/rx-500')).toHaveLength(20)
    expect(links.opens(made[0]?.token ?? '', 'products/rx-500')).toBe(false)
    expect(links.opens(made[21]?.token ?? '', 'products/rx-500')).toBe(true)
    expect(links.opens(other.token, 'pages/home')).toBe(true)
    await links.revokeAll('products/rx-500')
    expect(links.list('products/rx-500')).toEqual([])
    expect(links.opens(other.token, 'pages/home')).toBe(true)
  })
})
