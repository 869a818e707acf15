import { describe, expect, it } from 'vitest'
import { addressKey } from './address-key.js'

describe('addressKey', () => {
  it('when the address is IPv4, then it is its own key', () => {
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5')
    expect(addressKey('203.0.113.6')).toBe('203.0.113.6')
  })

  it('when the address is IPv4-mapped IPv6, then it is the IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5')
    expect(addressKey('::FFFF:cb00:7105')).toBe('203.0.113.5')
    expect(addressKey('0:0:0:0:0:ffff:127.0.0.1')).toBe('127.0.0.1')
  })

  it('when IPv6 addresses share a /64, then they share a key; another /64 has another', () => {
    const key = addressKey('2001:db8:1:2::1')
    expect(key).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(key)
    expect(addressKey('2001:db8:1:2:a:b:c:d')).toBe(key)
    expect(addressKey('2001:db8:1:2:a:b:1.2.3.4')).toBe(key)
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  it('when the value is no address, then it is kept as it is', () => {
    expect(addressKey('unknown')).toBe('unknown')
  })
})
