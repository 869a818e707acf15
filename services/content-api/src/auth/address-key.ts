import { isIPv4, isIPv6 } from 'node:net'

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 part is two groups). */
function ipv6Groups(address: string): number[] {
  let text = address
  const tail: number[] = []
  const lastColon = text.lastIndexOf(':')
  if (text.slice(lastColon + 1).includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = text
      .slice(lastColon + 1)
      .split('.')
      .map(Number)
    tail.push((a << 8) | b, (c << 8) | d)
    text = `${text.slice(0, lastColon + 1)}0:0` // placeholder groups, replaced by `tail` below
  }
  const [head = '', rest] = text.split('::')
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)))
  const left = parse(head)
  const right = rest === undefined ? [] : parse(rest)
  const groups = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
  if (tail.length > 0) groups.splice(6, 2, ...tail)
  return groups
}

/**
 * The key a visitor's address is throttled by. One IPv6 subscriber usually holds a whole /64
 * (and can pick any address in it), so IPv6 addresses count by their /64; an IPv4-mapped IPv6
 * address (::ffff:1.2.3.4, what a dual-stack socket reports) is its IPv4 address. Anything
 * else (IPv4, or a value that is no address at all) is its own key.
 */
export function addressKey(ip: string): string {
  const address = ip.trim().replace(/%.*$/, '') // a zone id (fe80::1%eth0) names no other host
  if (isIPv4(address) || !isIPv6(address)) return address
  const groups = ipv6Groups(address)
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff
  if (mapped) {
    const [hi = 0, lo = 0] = groups.slice(6)
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`
}
