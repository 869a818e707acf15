import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import { useFetcher, useRevalidator, useSearchParams } from 'react-router'
import type { MediaItem } from '@site/contract'
import { AdminErrorState } from '../../admin/shell/AdminErrorState'
import { AdminRouteError } from '../../admin/shell/AdminRouteError'
import * as dialogStyles from '../../admin/ui/dialog.css'
import {
  formatBytes,
  filterMedia,
  MediaGrid,
  Thumbnail,
  usageText,
} from '../../admin/media/MediaGrid'
import * as styles from '../../admin/media/media.css'
import { Uploader } from '../../admin/media/Uploader'
import { adminMeta } from '../../admin/meta'
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

export const meta: Route.MetaFunction = () => adminMeta('Media library')

export default function MediaLibrary({ loaderData }: Route.ComponentProps) {
  const { items, error } = loaderData
  // ?q= names an image to show (the admin's search links here with its file name)
  const [params] = useSearchParams()
  const [query, setQuery] = useState(() => params.get('q') ?? '')
  const revalidator = useRevalidator()
  const visible = filterMedia(items, query)
  return (
    <>
      <PageHeader
        title="Media library"
        description="Every image of the site. Upload new ones here or from any image field; an image can be deleted once nothing uses it."
      />
      {error ? (
        <AdminErrorState
          title="Could not load the media library"
          message={error}
          headingLevel={2}
        />
      ) : (
        <section className={`${card} ${styles.libraryCard}`} aria-labelledby="library-title">
          <h2 id="library-title" className={styles.sectionTitle}>
            Upload images
          </h2>
          <Uploader onUploaded={() => void revalidator.revalidate()} />
          <div className={styles.searchRow}>
            <input
              type="search"
              className={`${fieldStyles.control} ${styles.searchInput}`}
              placeholder="Search by file name or where it is used"
              aria-label="Search images"
              aria-describedby="media-count"
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
            />
            <p id="media-count" role="status" className={styles.meta}>
              {query.trim()
                ? `${visible.length} of ${items.length} images`
                : `${items.length} ${items.length === 1 ? 'image' : 'images'}`}
            </p>
          </div>
          <MediaGrid label="Images" items={visible} tile={(item) => <LibraryTile item={item} />} />
        </section>
      )}
    </>
  )
}

function LibraryTile({ item }: { item: MediaItem }) {
  return (
    <div className={styles.tile}>
      <a href={`/media/${encodeURIComponent(item.file)}`} target="_blank" rel="noopener">
        <Thumbnail file={item.file} />
        <span className={visuallyHidden}> (open {item.file} full size in a new tab)</span>
      </a>
      <div className={styles.tileBody}>
        <span className={styles.fileName} title={item.file}>
          {item.file}
        </span>
        <span className={styles.meta}>{formatBytes(item.bytes)}</span>
        <span className={item.usedBy.length === 0 ? styles.unused : styles.meta}>
          {usageText(item)}
        </span>
        {item.usedBy.length === 0 && <DeleteImage file={item.file} />}
      </div>
    </div>
  )
}

function DeleteImage({ file }: { file: string }) {
  const fetcher = useFetcher<DeleteResult>()
  const [open, setOpen] = useState(false)
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
            Delete<span className={visuallyHidden}> {file}</span>
          </Button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className={dialogStyles.overlay} />
          <Dialog.Content className={dialogStyles.content} role="alertdialog">
            <Dialog.Title className={dialogStyles.title}>Delete {file}?</Dialog.Title>
            <Dialog.Description className={dialogStyles.description}>
              Nothing on the site uses this image. It is removed from the library (git history keeps
              a copy).
            </Dialog.Description>
            <fetcher.Form
              method="post"
              className={dialogStyles.actions}
              onSubmit={() => setOpen(false)}
            >
              <input type="hidden" name="file" value={file} />
              <Dialog.Close asChild>
                <Button type="button" variant="secondary" size="sm">
                  Keep it
                </Button>
              </Dialog.Close>
              <Button type="submit" name="intent" value="delete" variant="danger" size="sm">
                Delete image
              </Button>
            </fetcher.Form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  )
}

export const ErrorBoundary = AdminRouteError
