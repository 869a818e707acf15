import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import { Form, useFetcher, useRevalidator, useSearchParams } from 'react-router'
import type { MediaItem } from '@site/contract'
import { AdminErrorState } from '../../admin/shell/AdminErrorState'
import { AdminRouteError } from '../../admin/shell/AdminRouteError'
import * as dialogStyles from '../../admin/ui/dialog.css'
import { formatBytes, MediaGrid, Thumbnail, Usage } from '../../admin/media/MediaGrid'
import { filterMedia, mediaFilterOf, mediaKinds } from '../../admin/media/media-filter'
import { UsedIn } from '../../admin/media/UsedIn'
import * as styles from '../../admin/media/media.css'
import { Uploader } from '../../admin/media/Uploader'
import { FocalPointDialog } from '../../admin/media/FocalPointDialog'
import { saveMediaDetailsAction } from '../../admin/media/media-details.server'
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

/**
 * `intent=details`: an image's focal point and alt text; otherwise deletes one image (forced by an
 * admin while used), what uses it named when refused.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.clone().formData()
  if (form.get('intent') === 'details') return saveMediaDetailsAction(form, request, context)
  return deleteMediaAction(request, context)
}

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, ({ t }) => t('nav.media'))

export default function MediaLibrary({ loaderData }: Route.ComponentProps) {
  const { items, canForce, error } = loaderData
  // ?q=&kind=&unused=1: the admin's search links here with a file name, a reload keeps them
  const [params, setParams] = useSearchParams()
  // shown at once from here; the URL follows (its navigation reloads the library, which also
  // keeps an upload's pending reload from being cancelled by a keystroke)
  const [filter, setFilter] = useState(() => mediaFilterOf(params))
  const revalidator = useRevalidator()
  const visible = filterMedia(items, filter)
  const { t, count, number } = useAdminI18n()
  const filtered = filter.q.trim() !== '' || filter.kind !== null || filter.unused
  /** with JS the list follows each change at once; without, the form's button sends it */
  const change = (form: HTMLFormElement) => {
    const next = new URLSearchParams()
    for (const [key, value] of new FormData(form)) {
      if (typeof value === 'string' && value !== '') next.set(key, value)
    }
    setFilter(mediaFilterOf(next))
    setParams(next, { replace: true, preventScrollReset: true })
  }
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
            <Form
              method="get"
              role="search"
              aria-label={t('media.filter')}
              className={styles.filterForm}
              onChange={(event) => change(event.currentTarget)}
              onSubmit={(event) => {
                event.preventDefault()
                change(event.currentTarget)
              }}
            >
              <input
                type="search"
                name="q"
                maxLength={200}
                className={`${fieldStyles.control} ${styles.searchInput}`}
                placeholder={t('media.searchPlaceholder')}
                aria-label={t('media.searchImages')}
                aria-describedby="media-count"
                defaultValue={filter.q}
              />
              <select
                name="kind"
                className={fieldStyles.control}
                aria-label={t('media.kind')}
                defaultValue={filter.kind ?? ''}
              >
                <option value="">{t('media.kindAll')}</option>
                {mediaKinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {kind.toUpperCase()}
                  </option>
                ))}
              </select>
              <label className={fieldStyles.checkboxRow}>
                <input
                  type="checkbox"
                  name="unused"
                  value="1"
                  className={fieldStyles.checkbox}
                  defaultChecked={filter.unused}
                />
                {t('media.unusedOnly')}
              </label>
              <Button type="submit" variant="secondary" size="sm">
                {t('media.filter')}
              </Button>
            </Form>
            <p id="media-count" role="status" className={styles.meta}>
              {filtered
                ? count('count.imagesOf', items.length, { shown: number(visible.length) })
                : count('count.images', items.length)}
            </p>
          </div>
          <MediaGrid
            label={t('media.images')}
            items={visible}
            tile={(item) => <LibraryTile item={item} canForce={canForce} />}
          />
        </section>
      )}
    </>
  )
}

function LibraryTile({ item, canForce }: { item: MediaItem; canForce: boolean }) {
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
        <UsedIn uses={item.usedBy} />
        <DeleteImage file={item.file} uses={item.usedBy.length} canForce={canForce} />
        {/* after Delete: right below "Used in" it would crowd that small target (WCAG 2.5.8) */}
        <FocalPointDialog item={item} />
      </div>
    </div>
  )
}

/**
 * Delete with a confirmation. An image still in use: an admin confirms a forced delete naming
 * how many places use it; an editor's attempt is refused by content-api, and the notice names
 * the users with links to them.
 */
function DeleteImage({ file, uses, canForce }: { file: string; uses: number; canForce: boolean }) {
  const fetcher = useFetcher<DeleteResult>()
  const [open, setOpen] = useState(false)
  const { t, count } = useAdminI18n()
  const failed = fetcher.data && 'error' in fetcher.data ? fetcher.data : null
  const force = uses > 0 && canForce
  return (
    <>
      {failed && (
        <Notice tone="error" role="alert">
          {failed.error}
          {failed.usedBy && <UsedIn uses={failed.usedBy} />}
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
              {force ? count('count.forceDeleteUses', uses) : t('media.deleteText')}
            </Dialog.Description>
            <fetcher.Form
              method="post"
              className={dialogStyles.actions}
              onSubmit={() => setOpen(false)}
            >
              <input type="hidden" name="file" value={file} />
              {force && <input type="hidden" name="force" value="1" />}
              <Dialog.Close asChild>
                <Button type="button" variant="secondary" size="sm">
                  {t('media.keep')}
                </Button>
              </Dialog.Close>
              <Button type="submit" name="intent" value="delete" variant="danger" size="sm">
                {force ? t('media.deleteAnyway') : t('media.deleteImage')}
              </Button>
            </fetcher.Form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  )
}

export const ErrorBoundary = AdminRouteError
