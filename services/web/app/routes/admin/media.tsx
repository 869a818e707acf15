import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import { useFetcher, useRevalidator, useSearchParams } from 'react-router'
import type { MediaItem } from '@site/contract'
import { AdminErrorState } from '../../admin/shell/AdminErrorState'
import { AdminRouteError } from '../../admin/shell/AdminRouteError'
import * as dialogStyles from '../../admin/ui/dialog.css'
import { formatBytes, filterMedia, MediaGrid, Thumbnail, Usage } from '../../admin/media/MediaGrid'
import * as styles from '../../admin/media/media.css'
import { Uploader } from '../../admin/media/Uploader'
import { adminMeta } from '../../admin/meta'
import { useAdminI18n } from '../../admin/i18n/use-admin-i18n'
import { fillNodes } from '../../admin/i18n/fill-nodes'
import { Notice } from '../../admin/ui/Notice'
import { PageHeader } from '../../admin/ui/PageHeader'
import { card } from '../../admin/theme.css'
import { Button } from '../../ui/Button'
import * as fieldStyles from '../../ui/Field.css'
import { visuallyHidden } from '../../theme/utilities.css'
import {
  deleteMediaAction,
  loadMediaLibrary,
  type DeleteResult,
} from '../../admin/media/media-page.server'
import type { Route } from './+types/media'

export function loader({ request, context }: Route.LoaderArgs) {
  return loadMediaLibrary(request, context)
}

/** Deletes one unused image; what still uses an image is named when content-api refuses. */
export function action({ request, context }: Route.ActionArgs) {
  return deleteMediaAction(request, context)
}

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, ({ t }) => t('nav.media'))

export default function MediaLibrary({ loaderData }: Route.ComponentProps) {
  const { items, error } = loaderData
  // ?q= names an image to show (the admin's search links here with its file name)
  const [params] = useSearchParams()
  const [query, setQuery] = useState(() => params.get('q') ?? '')
  const revalidator = useRevalidator()
  const visible = filterMedia(items, query)
  const { t, count, number } = useAdminI18n()
  return (
    <>
      <PageHeader title={t('nav.media')} description={t('media.description')} />
      {error ? (
        <AdminErrorState title={t('media.loadFailed')} message={error} headingLevel={2} />
      ) : (
        <section className={`${card} ${styles.libraryCard}`} aria-labelledby="library-title">
          <h2 id="library-title" className={styles.sectionTitle}>
            {t('media.uploadImages')}
          </h2>
          <Uploader onUploaded={() => void revalidator.revalidate()} />
          <div className={styles.searchRow}>
            <input
              type="search"
              className={`${fieldStyles.control} ${styles.searchInput}`}
              placeholder={t('media.searchPlaceholder')}
              aria-label={t('media.searchImages')}
              aria-describedby="media-count"
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
            />
            <p id="media-count" role="status" className={styles.meta}>
              {query.trim()
                ? count('count.imagesOf', items.length, { shown: number(visible.length) })
                : count('count.images', items.length)}
            </p>
          </div>
          <MediaGrid
            label={t('media.images')}
            items={visible}
            tile={(item) => <LibraryTile item={item} />}
          />
        </section>
      )}
    </>
  )
}

function LibraryTile({ item }: { item: MediaItem }) {
  const { t, number } = useAdminI18n()
  return (
    <div className={styles.tile}>
      <a href={`/media/${encodeURIComponent(item.file)}`} target="_blank" rel="noopener">
        <Thumbnail file={item.file} />
        <span className={visuallyHidden}> {t('media.openFullSize', { file: item.file })}</span>
      </a>
      <div className={styles.tileBody}>
        <span className={styles.fileName} title={item.file}>
          {item.file}
        </span>
        <span className={styles.meta}>{formatBytes(item.bytes, { t, number })}</span>
        <span className={item.usedBy.length === 0 ? styles.unused : styles.meta}>
          <Usage item={item} />
        </span>
        {item.usedBy.length === 0 && <DeleteImage file={item.file} />}
      </div>
    </div>
  )
}

function DeleteImage({ file }: { file: string }) {
  const fetcher = useFetcher<DeleteResult>()
  const [open, setOpen] = useState(false)
  const { t } = useAdminI18n()
  const failed = fetcher.data && 'error' in fetcher.data ? fetcher.data.error : null
  return (
    <>
      {failed && (
        <Notice tone="error" role="alert">
          {failed}
        </Notice>
      )}
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger asChild>
          <Button type="button" variant="ghost" size="sm" disabled={fetcher.state !== 'idle'}>
            {t('media.delete')}
            <span className={visuallyHidden}>
              {' '}
              <bdi>{file}</bdi>
            </span>
          </Button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className={dialogStyles.overlay} />
          <Dialog.Content className={dialogStyles.content} role="alertdialog">
            <Dialog.Title className={dialogStyles.title}>
              {fillNodes(t('media.deleteTitle'), { file: <bdi>{file}</bdi> })}
            </Dialog.Title>
            <Dialog.Description className={dialogStyles.description}>
              {t('media.deleteText')}
            </Dialog.Description>
            <fetcher.Form
              method="post"
              className={dialogStyles.actions}
              onSubmit={() => setOpen(false)}
            >
              <input type="hidden" name="file" value={file} />
              <Dialog.Close asChild>
                <Button type="button" variant="secondary" size="sm">
                  {t('media.keep')}
                </Button>
              </Dialog.Close>
              <Button type="submit" name="intent" value="delete" variant="danger" size="sm">
                {t('media.deleteImage')}
              </Button>
            </fetcher.Form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  )
}

export const ErrorBoundary = AdminRouteError
