import type { MediaItem } from '@site/contract'

/** The image formats the library holds; `?kind=` narrows the library to one. */
export const mediaKinds = ['jpeg', 'png', 'webp', 'avif'] as const
export type MediaKind = (typeof mediaKinds)[number]

/** What the library page shows, read from its URL so a reload (or a link) keeps it. */
export interface MediaFilter {
  /** words in the file name, an alt text (any language) or a user's title */
  q: string
  kind: MediaKind | null
  /** only images nothing uses */
  unused: boolean
}

const MAX_QUERY = 200

/** ?q=&kind=&unused=1, each ignored when it is not one of the known values. */
export function mediaFilterOf(params: URLSearchParams): MediaFilter {
  const kind = params.get('kind')
  return {
    q: (params.get('q') ?? '').slice(0, MAX_QUERY),
    kind: (mediaKinds as readonly string[]).includes(kind ?? '') ? (kind as MediaKind) : null,
    unused: params.get('unused') === '1',
  }
}

const EXTENSIONS: Record<MediaKind, RegExp> = {
  jpeg: /\.jpe?g$/i,
  png: /\.png$/i,
  webp: /\.webp$/i,
  avif: /\.avif$/i,
}

/** The images that match every part of `filter`. */
export function filterMedia(
  items: readonly MediaItem[],
  filter: Partial<MediaFilter>,
): MediaItem[] {
  const needle = (filter.q ?? '').trim().toLowerCase()
  const kind = filter.kind ? EXTENSIONS[filter.kind] : null
  return items.filter(
    (item) =>
      (!kind || kind.test(item.file)) &&
      (!filter.unused || item.usedBy.length === 0) &&
      (!needle ||
        item.file.toLowerCase().includes(needle) ||
        item.alts.some((alt) => alt.toLowerCase().includes(needle)) ||
        item.usedBy.some((use) => use.title.toLowerCase().includes(needle))),
  )
}
