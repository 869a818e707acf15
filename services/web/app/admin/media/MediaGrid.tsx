import type { ReactNode } from 'react'
import type { MediaItem } from '@site/contract'
import { usePublicConfig } from '../../public-config'
import { mediaUrl } from '../../ui/media-url'
import type { AdminI18n } from '../i18n/admin-i18n'
import { fillNodes } from '../i18n/fill-nodes'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import * as styles from './media.css'

/** "84 KB", "1.2 MB", "84 ك.ب": sizes an editor can compare at a glance, in the admin's language. */
export function formatBytes(bytes: number, { t, number }: Pick<AdminI18n, 't' | 'number'>): string {
  if (bytes < 1024) return t('media.bytes', { size: number(bytes) })
  if (bytes < 1024 * 1024) return t('media.kilobytes', { size: number(Math.round(bytes / 1024)) })
  // one decimal, as the language writes it
  return t('media.megabytes', { size: number(Math.round((bytes / (1024 * 1024)) * 10) / 10) })
}

/**
 * "Used by Home and Solar EPC", "Used by Home, Solar EPC and 3 more": the titles (content, in
 * whatever language) each in <bdi> inside the admin's sentence.
 */
export function Usage({ item }: { item: MediaItem }) {
  const { t, count } = useAdminI18n()
  // a use is one field in one language: the sentence names each item once
  const titles = [...new Set(item.usedBy.map((use) => use.title))]
  const [first, second] = titles.map((title) => <bdi key={title}>{title}</bdi>)
  if (!first) return t('media.notUsed')
  if (!second) return fillNodes(t('media.usedByOne'), { first })
  const more = titles.length - 2
  return more === 0
    ? fillNodes(t('media.usedByTwo'), { first, second })
    : fillNodes(count('count.usedByMore', more), { first, second })
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
  if (items.length === 0) return <NoImages />
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((item) => (
        <li key={item.ref}>{tile(item)}</li>
      ))}
    </ul>
  )
}

function NoImages() {
  const { t } = useAdminI18n()
  return <p className={styles.empty}>{t('media.noneMatch')}</p>
}
