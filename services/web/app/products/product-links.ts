import { mediaFile } from '../ui/media-url'

/** The quote request: the contact page reads `product` and names it in the message. */
export function quoteHref(slug: string): string {
  return `/contact?${new URLSearchParams({ product: slug }).toString()}`
}

/** The datasheet's address (web's /media proxy or the public media origin), or null for none. */
export function datasheetHref(publicMediaUrl: string, datasheet: string): string | null {
  const file = mediaFile(datasheet)
  if (!file || !/\.pdf$/i.test(file)) return null
  return `${publicMediaUrl.replace(/\/+$/, '')}/media/${encodeURIComponent(file)}`
}
