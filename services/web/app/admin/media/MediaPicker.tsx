import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useState } from 'react'
import { useFetcher } from 'react-router'
import type { MediaItem } from '@site/contract'
import { Button } from '../../ui/Button'
import * as fieldStyles from '../../ui/Field.css'
import * as dialogStyles from '../ui/dialog.css'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { MediaGrid, Thumbnail, Usage } from './MediaGrid'
import { filterMedia } from './media-filter'
import { Uploader } from './Uploader'
import * as styles from './media.css'

interface LibraryData {
  items: MediaItem[]
  error: string | null
}

/**
 * "Choose image…": the media library in a dialog. Browse and search existing images, or upload
 * new ones (they are picked as soon as they are stored). The library is fetched when the dialog
 * opens, from the /admin/media loader, so the editor page itself stays light.
 */
export function MediaPicker({
  current,
  onPick,
  label,
}: {
  current: string
  onPick: (ref: string) => void
  label: string
}) {
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const library = useFetcher<LibraryData>()
  const { t } = useAdminI18n()

  useEffect(() => {
    if (open && library.state === 'idle' && !library.data) void library.load('/admin/media')
  }, [open, library])

  function pick(ref: string) {
    onPick(ref)
    setOpen(false)
  }

  const items = library.data?.items ?? []
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button type="button" variant="secondary" size="sm">
          {t('media.chooseImage')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content className={`${dialogStyles.content} ${dialogStyles.wide}`}>
          <Dialog.Title className={dialogStyles.title}>
            {t('media.pickerTitle', { label })}
          </Dialog.Title>
          <Dialog.Description className={dialogStyles.description}>
            {t('media.pickerDescription')}
          </Dialog.Description>
          <div className={styles.dialogBody}>
            <Uploader onUploaded={(image) => pick(image.ref)} />
            <input
              type="search"
              className={fieldStyles.control}
              placeholder={t('media.pickerSearchPlaceholder')}
              aria-label={t('media.searchImages')}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
            />
            {library.data?.error ? (
              <p role="alert">{library.data.error}</p>
            ) : library.state === 'loading' && !library.data ? (
              <p role="status">{t('media.loading')}</p>
            ) : (
              <MediaGrid
                label={t('media.inLibrary')}
                items={filterMedia(items, { q: query })}
                tile={(item) => (
                  <button
                    type="button"
                    className={styles.pickButton}
                    aria-pressed={item.ref === current}
                    onClick={() => pick(item.ref)}
                  >
                    <Thumbnail file={item.file} />
                    <span className={styles.tileBody}>
                      <span className={styles.fileName}>{item.file}</span>
                      <span className={styles.meta}>
                        <Usage item={item} />
                      </span>
                    </span>
                  </button>
                )}
              />
            )}
          </div>
          <div className={dialogStyles.actions}>
            <Dialog.Close asChild>
              <Button type="button" variant="ghost" size="sm">
                {t('ui.cancel')}
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
