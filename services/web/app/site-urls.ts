import { SHARE_IMAGE_SIZE } from '@site/contract'
import { mediaFile } from './ui/media-url'

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

/**
 * An absolute image URL for social cards (they need absolute URLs); null without an image. The
 * card's own shape, 1200x630, cut by media around the image's focal point: networks show it
 * uncropped. It carries no `v` (meta tags are built without the layout's versions), so media
 * answers it `no-cache`: a moved focal point is seen at the next fetch.
 */
export function shareImageUrl(site: SiteOrigins, image: string | undefined): string | null {
  const file = mediaFile(image)
  if (!file) return null
  const base = (site.publicMediaUrl || site.siteUrl).replace(/\/+$/, '')
  const { width, height } = SHARE_IMAGE_SIZE
  return `${base}/media/${encodeURIComponent(file)}?w=${width}&h=${height}&f=jpeg`
}
