import { describe, expect, it } from 'vitest'
import { deviceCookieHeader, getDeviceToken } from './device-cookie.server'

const TOKEN = `${'a'.repeat(22)}.1900000000.${'b'.repeat(43)}`
const withCookie = (cookie: string) =>
  new Request('http://localhost/admin/login', { method: 'POST', headers: { cookie } })

describe('device cookie', () => {
  it('when a device token is stored, then it is HttpOnly, SameSite=Lax, for /admin only, until the token expires', () => {
    const now = new Date('2030-01-01T00:00:00Z')
    const parts = deviceCookieHeader(TOKEN, '2030-01-02T00:00:00Z', false, now).split('; ')
    expect(parts).toEqual([
      `__device=${TOKEN}`,
      'Max-Age=86400',
      'Path=/admin',
      'HttpOnly',
      'SameSite=Lax',
    ])
    expect(deviceCookieHeader(TOKEN, '2030-01-02T00:00:00Z', true, now)).toMatch(/; Secure$/)
  })

  it('when the browser sends it beside the session, then it is read back', () => {
    expect(getDeviceToken(withCookie(`__session=abc; __device=${TOKEN}`))).toBe(TOKEN)
  })

  it('when the cookie is missing or mangled, then there is no token (and no error)', () => {
    expect(getDeviceToken(withCookie('__session=abc'))).toBeUndefined()
    expect(getDeviceToken(withCookie('__device=not%20a%20token'))).toBeUndefined()
    expect(getDeviceToken(withCookie('__device=%E0%A4%A'))).toBeUndefined()
    expect(getDeviceToken(withCookie(`__device=${'x'.repeat(500)}`))).toBeUndefined()
  })
})
