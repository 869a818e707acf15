import { describe, expect, it } from 'vitest'
import { macOf, readSignedToken, sameSecret, signedTokenPattern } from './signed-token.js'

const SECRET = 'a secret of the test, long enough'
const PATTERN = signedTokenPattern('[A-Za-z0-9_-]{4}', '\\d{3}')
const expected = ([id = '', n = '']: string[]) => macOf(SECRET, `test\0${id}\0${n}`)
const issue = (id: string, n: string) => `${id}.${n}.${expected([id, n])}`

describe('signed tokens', () => {
  it('when a token is exactly as issued, then its fields are read', () => {
    expect(readSignedToken(issue('ab_-', '123'), PATTERN, expected)).toEqual(['ab_-', '123'])
  })

  it('when anything is appended, prepended or left out, then the token is refused', () => {
    const token = issue('abcd', '123')
    for (const altered of [
      `${token}.x`,
      `${token}.`,
      `${token}x`,
      `${token}\n`,
      ` ${token}`,
      `x.${token}`,
      token.slice(0, -1),
      token.slice(0, token.lastIndexOf('.')),
      '',
    ]) {
      expect(readSignedToken(altered, PATTERN, expected), JSON.stringify(altered)).toBeNull()
    }
  })

  it('when a part has another length or character, then the token is refused before its MAC is asked for', () => {
    let asked = 0
    const counting = (fields: string[]) => (asked++, expected(fields))
    for (const token of [issue('abc', '123'), issue('abcde', '123'), issue('ab.c', '123')]) {
      expect(readSignedToken(token, PATTERN, counting)).toBeNull()
    }
    expect(readSignedToken(issue('abcd', '12a'), PATTERN, counting)).toBeNull()
    expect(readSignedToken(issue('abcd', '1234'), PATTERN, counting)).toBeNull()
    expect(asked).toBe(0)
  })

  it('when the MAC is changed in any character, or signed for other fields, then the token is refused', () => {
    const token = issue('abcd', '123')
    const mac = token.slice(token.lastIndexOf('.') + 1)
    const other = (c: string) => (c === 'A' ? 'E' : 'A')
    for (let i = 0; i < mac.length; i++) {
      const changed = `${mac.slice(0, i)}${other(mac[i] ?? '')}${mac.slice(i + 1)}`
      expect(readSignedToken(`abcd.123.${changed}`, PATTERN, expected)).toBeNull()
    }
    expect(readSignedToken(`abcd.124.${mac}`, PATTERN, expected)).toBeNull()
  })

  it('when the MAC is spelled with another last character that decodes to the same bytes, then it is refused', () => {
    const token = issue('abcd', '123')
    const mac = token.slice(token.lastIndexOf('.') + 1)
    const last = mac.at(-1) ?? ''
    // the 2 unused low bits of the last character: each variant decodes to the same 32 bytes
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const at = alphabet.indexOf(last)
    for (const variant of [1, 2, 3].map((d) => alphabet[at + d] ?? '')) {
      const spelled = `${mac.slice(0, -1)}${variant}`
      expect(Buffer.from(spelled, 'base64url')).toEqual(Buffer.from(mac, 'base64url'))
      expect(readSignedToken(`abcd.123.${spelled}`, PATTERN, expected)).toBeNull()
    }
  })

  it('when the fields name nothing, or the token is no string or too long, then it is refused', () => {
    expect(readSignedToken(issue('abcd', '123'), PATTERN, () => null)).toBeNull()
    expect(readSignedToken(42, PATTERN, expected)).toBeNull()
    expect(readSignedToken(undefined, PATTERN, expected)).toBeNull()
    const long = signedTokenPattern('[a-z]{1,600}')
    const id = 'a'.repeat(600)
    const sign = ([f = '']: string[]) => macOf(SECRET, f)
    expect(readSignedToken(`${id}.${sign([id])}`, long, sign)).toBeNull()
  })

  it('when a part pattern carries anchors, groups or a bare dot, then the pattern is refused', () => {
    for (const part of ['^[a-z]{4}', '[a-z]{4}$', '([a-z]{4})', '.{4}']) {
      expect(() => signedTokenPattern(part), part).toThrow(/no anchors, groups or unescaped dots/)
    }
  })

  it('when two secrets are compared, then only the same text of the same length is the same', () => {
    expect(sameSecret('abc', 'abc')).toBe(true)
    expect(sameSecret('abc', 'abd')).toBe(false)
    expect(sameSecret('abc', 'abcd')).toBe(false)
    expect(sameSecret('', 'a')).toBe(false)
  })
})
