import type { IncomingMessage } from 'node:http'

/**
 * Admin and signed-in views (by URL and cookie): personal, never in a shared cache. Both the page
 * cache (which skips them) and the security headers (which mark them no-store) ask this.
 */
export function isPrivateRequest(req: IncomingMessage): boolean {
  const url = req.url ?? ''
  if (url === '/admin' || /^\/admin[/.?]/.test(url)) return true
  const cookie = req.headers.cookie
  return cookie !== undefined && /(?:^|;\s*)__session=/.test(cookie)
}
