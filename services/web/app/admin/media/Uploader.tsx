import { useId, useRef, useState, type DragEvent } from 'react'
import { Button } from '../../ui/Button'
import type { UploadedImage } from './upload-answer'
import { useUploads, type UploadItem } from './use-uploads'
import * as styles from './media.css'

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
        <p className={styles.dropTitle}>Drop images here</p>
        <p className={styles.dropHint} id={hintId}>
          JPEG, PNG, WebP or AVIF, up to 10 MB each. Several at once are fine.
        </p>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          Choose images…
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          multiple
          hidden
          aria-label="Images to upload"
          onChange={(event) => {
            if (event.currentTarget.files) add(event.currentTarget.files)
            event.currentTarget.value = ''
          }}
        />
      </div>
      {items.length > 0 && (
        <ul className={styles.uploadList} aria-label="Uploads">
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
  return (
    <li className={styles.uploadItem}>
      <span className={styles.uploadName}>{item.name}</span>
      {item.state === 'done' ? (
        <span className={styles.uploadDone} role="status">
          Uploaded
        </span>
      ) : item.state === 'failed' ? (
        <Button type="button" variant="ghost" size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      ) : (
        <span role="status">{item.state === 'processing' ? 'Processing…' : `${percent}%`}</span>
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
          aria-label={`Upload of ${item.name}`}
        />
      )}
    </li>
  )
}
