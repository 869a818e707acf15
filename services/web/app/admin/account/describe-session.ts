/**
 * "Chrome on macOS" from a User-Agent string: enough to recognise one's own browsers in the
 * session list. Unknown agents are shown as they are (shortened), missing ones as such.
 */
export function describeUserAgent(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown browser'
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /(Chrome|Chromium|CriOS)\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null
  const system = /iPhone|iPad|iPod/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Mac OS X|Macintosh/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /CrOS/.test(userAgent)
            ? 'ChromeOS'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : null
  if (browser && system) return `${browser} on ${system}`
  if (browser) return browser
  return userAgent.length > 60 ? `${userAgent.slice(0, 57)}...` : userAgent
}

/**
 * A session's address as people write it: an IPv4 address the server saw through an IPv6 socket
 * ("::ffff:192.0.2.7") without its IPv6 prefix; any other address as it is.
 */
export function describeAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)
  return mapped?.[1] ?? ip
}
