import { describe, expect, it } from 'vitest'
import { navCookie, openNavGroup, parseNavCookie } from './nav-groups'

describe('the admin menu groups remembered', () => {
  it('when the cookie lists known groups, then those are the open ones', () => {
    expect(parseNavCookie('content.site')).toEqual(['content', 'site'])
    // every group closed is a choice too
    expect(parseNavCookie('')).toEqual([])
  })

  it('when the cookie is missing, mangled, unknown or oversized, then there is no choice', () => {
    expect(parseNavCookie(undefined)).toBeNull()
    expect(parseNavCookie('content.secrets')).toBeNull()
    expect(parseNavCookie('<script>')).toBeNull()
    expect(parseNavCookie('content.'.repeat(20))).toBeNull()
  })

  it('when the open group is written, then for the admin only, for a year', () => {
    expect(navCookie(['people'])).toBe(
      'admin_nav=people; Path=/admin; Max-Age=31536000; SameSite=Lax',
    )
    expect(navCookie([])).toBe('admin_nav=; Path=/admin; Max-Age=31536000; SameSite=Lax')
  })

  it('when a page of a group is shown, then that group is open; elsewhere the last one opened, Content before any choice', () => {
    expect(openNavGroup(null, undefined)).toBe('content')
    expect(openNavGroup(null, 'site')).toBe('site')
    expect(openNavGroup(['pages'], 'people')).toBe('people')
    expect(openNavGroup(['pages'], undefined)).toBe('pages')
    expect(openNavGroup([], undefined)).toBeUndefined()
  })
})
