import { mediaFile, mediaUrl } from './ui/media-url'
import { shareImageWidth } from './ui/media-widths'

/**
 * Absolute addresses for what leaves the site (canonical links, social cards, JSON-LD): apart from
 * seo.ts so json-ld.ts, which seo.ts renders, can use them without importing it back.
 */
export interface SiteOrigins {
  /** canonical origin, e.g. https://falcongridworks.example */
  siteUrl: string
  /** '' when web proxies /media */
  publicMediaUrl: string
}

export function canonicalUrl(siteUrl: string, path: string): string {
  const clean = (path.split(/[?#]/, 1)[0] ?? '/') || '/'
  return `${siteUrl.replace(/\/+$/, '')}${clean.startsWith('/') ? clean : `/${clean}`}`
}

/** An absolute image URL for social cards (they need absolute URLs); null without an image. */
export function shareImageUrl(site: SiteOrigins, image: string | undefined): string | null {
  const file = mediaFile(image)
  if (!file) return null
  const base = site.publicMediaUrl || site.siteUrl
  return mediaUrl(base, file, shareImageWidth, 'jpeg')
}
