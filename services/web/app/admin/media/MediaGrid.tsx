import type { ReactNode } from 'react'
import type { MediaItem } from '@site/contract'
import { usePublicConfig } from '../../public-config'
import { mediaUrl } from '../../ui/media-url'
import * as styles from './media.css'

/** "84 KB", "1.2 MB": sizes an editor can compare at a glance. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/** Images whose file name or users' titles contain the query (case-insensitive). */
export function filterMedia(items: readonly MediaItem[], query: string): MediaItem[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return [...items]
  return items.filter(
    (item) =>
      item.file.toLowerCase().includes(needle) ||
      item.usedBy.some((use) => use.title.toLowerCase().includes(needle)),
  )
}

export function usageText(item: MediaItem): string {
  if (item.usedBy.length === 0) return 'Not used'
  const names = item.usedBy.map((use) => use.title)
  return names.length <= 2
    ? `Used by ${names.join(' and ')}`
    : `Used by ${names.slice(0, 2).join(', ')} and ${names.length - 2} more`
}

/** A 320 px WebP thumbnail through the media service (or web's proxy). */
export function Thumbnail({ file }: { file: string }) {
  const { publicMediaUrl } = usePublicConfig()
  return (
    <img
      className={styles.thumb}
      src={mediaUrl(publicMediaUrl, file, 320, 'webp')}
      alt=""
      loading="lazy"
      decoding="async"
      width={320}
      height={240}
    />
  )
}

/** The images as a grid of tiles; each tile's content (a pick button or a card) comes from `tile`. */
export function MediaGrid({
  items,
  tile,
  label,
}: {
  items: readonly MediaItem[]
  tile: (item: MediaItem) => ReactNode
  label: string
}) {
  if (items.length === 0) return <p className={styles.empty}>No images match.</p>
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((item) => (
        <li key={item.ref}>{tile(item)}</li>
      ))}
    </ul>
  )
}
