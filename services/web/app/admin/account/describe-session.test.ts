import { describe, expect, it } from 'vitest'
import { describeAddress, describeUserAgent } from './describe-session'

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Firefox on Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    ['curl/8.5.0', 'curl/8.5.0'],
    [undefined, 'Unknown browser'],
  ])('when the agent is %s, then it reads %s', (agent, expected) => {
    expect(describeUserAgent(agent)).toBe(expected)
  })
})

describe('describeAddress', () => {
  it('when an IPv4 address came through an IPv6 socket, then it is shown without ::ffff:', () => {
    expect(describeAddress('::ffff:127.0.0.1')).toBe('127.0.0.1')
    expect(describeAddress('::FFFF:192.0.2.7')).toBe('192.0.2.7')
  })

  it('when the address is plain IPv4 or real IPv6, then it is shown as it is', () => {
    expect(describeAddress('192.0.2.7')).toBe('192.0.2.7')
    expect(describeAddress('2001:db8::1')).toBe('2001:db8::1')
    expect(describeAddress('::1')).toBe('::1')
  })
})
