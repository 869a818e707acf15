import { useId, useRef, useState, type DragEvent } from 'react'
import { Button } from '../../ui/Button'
import type { UploadedImage } from './upload-answer'
import { useUploads, type UploadItem } from './use-uploads'
import * as styles from './media.css'
import { useAdminI18n } from '../i18n/use-admin-i18n'

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif'

/**
 * Upload by picker or by dropping files: several at once, each with a progress bar, then a
 * "Processing" step while the server proves and stores the image, then done or a plain error.
 */
export function Uploader({ onUploaded }: { onUploaded: (image: UploadedImage) => void }) {
  const { items, add, dismiss } = useUploads(onUploaded)
  const [over, setOver] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const { t } = useAdminI18n()

  function onDrop(event: DragEvent) {
    event.preventDefault()
    setOver(false)
    if (event.dataTransfer.files.length > 0) add(event.dataTransfer.files)
  }

  return (
    <div>
      <div
        className={`${styles.dropZone} ${over ? styles.dropZoneActive : ''}`}
        onDragOver={(event) => {
          event.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="drop-zone"
      >
        <p className={styles.dropTitle}>{t('media.dropHere')}</p>
        <p className={styles.dropHint} id={hintId}>
          {t('media.dropHint')}
        </p>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          {t('media.chooseImages')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          multiple
          hidden
          aria-label={t('media.imagesToUpload')}
          onChange={(event) => {
            if (event.currentTarget.files) add(event.currentTarget.files)
            event.currentTarget.value = ''
          }}
        />
      </div>
      {items.length > 0 && (
        <ul className={styles.uploadList} aria-label={t('media.uploads')}>
          {items.map((item) => (
            <UploadRow key={item.id} item={item} onDismiss={() => dismiss(item.id)} />
          ))}
        </ul>
      )}
    </div>
  )
}

function UploadRow({ item, onDismiss }: { item: UploadItem; onDismiss: () => void }) {
  const percent = Math.round(item.progress * 100)
  const { t, number } = useAdminI18n()
  return (
    <li className={styles.uploadItem}>
      <bdi className={styles.uploadName}>{item.name}</bdi>
      {item.state === 'done' ? (
        <span className={styles.uploadDone} role="status">
          {t('media.uploaded')}
        </span>
      ) : item.state === 'failed' ? (
        <Button type="button" variant="ghost" size="sm" onClick={onDismiss}>
          {t('media.dismiss')}
        </Button>
      ) : (
        <span role="status">
          {item.state === 'processing'
            ? t('media.processing')
            : t('media.percent', { percent: number(percent) })}
        </span>
      )}
      {item.state === 'failed' ? (
        <p className={styles.uploadError} role="alert">
          {item.error}
        </p>
      ) : (
        <progress
          className={styles.progress}
          max={100}
          value={item.state === 'processing' ? undefined : percent}
          aria-label={t('media.uploadOf', { name: item.name })}
        />
      )}
    </li>
  )
}
