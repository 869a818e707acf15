import { translationLanguages } from '@site/contract'
import type { IncomingMessage } from 'node:http'

/** A draft's preview (/preview/<target>, and its translated forms /fr/preview/…): see preview.ts. */
const previewUrl = new RegExp(`^(?:/(?:${translationLanguages.join('|')}))?/preview(?:[/?]|$)`)
export function isPreviewUrl(url: string): boolean {
  return previewUrl.test(url)
}

/**
 * Admin, previews and signed-in views (by URL and cookie): personal, never in a shared cache.
 * Both the page cache (which skips them) and the security headers (which mark them no-store) ask
 * this.
 */
export function isPrivateRequest(req: IncomingMessage): boolean {
  const url = req.url ?? ''
  if (url === '/admin' || /^\/admin[/.?]/.test(url)) return true
  if (isPreviewUrl(url)) return true
  const cookie = req.headers.cookie
  return cookie !== undefined && /(?:^|;\s*)__session=/.test(cookie)
}
