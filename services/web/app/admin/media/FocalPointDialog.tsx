import * as Dialog from '@radix-ui/react-dialog'
import { useState, type MouseEvent } from 'react'
import { useFetcher } from 'react-router'
import { languageCodes, type MediaItem } from '@site/contract'
import { usePublicConfig } from '../../public-config'
import { Button } from '../../ui/Button'
import * as fieldStyles from '../../ui/Field.css'
import { mediaUrl } from '../../ui/media-url'
import { visuallyHidden } from '../../theme/utilities.css'
import { fillNodes } from '../i18n/fill-nodes'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import * as dialogStyles from '../ui/dialog.css'
import { Notice } from '../ui/Notice'
import type { DetailsResult } from './media-details.server'
import * as styles from './FocalPoint.css'

/** A fraction as the whole percentage the form shows and sends. */
const percent = (fraction: number) => Math.round(fraction * 1000) / 10

/**
 * "Focal point and alt text" of one image: a click on the photo moves the focal point (the two
 * percentages beside it say where, and can be typed, for keyboards and screen readers), and the
 * default alt text in every site language. Saved through the page's action (`intent=details`).
 */
export function FocalPointDialog({ item }: { item: MediaItem }) {
  const fetcher = useFetcher<DetailsResult>()
  const { publicMediaUrl } = usePublicConfig()
  const { t, languageName } = useAdminI18n()
  const [open, setOpen] = useState(false)
  const [focal, setFocal] = useState(item.meta.focal_point)
  const saved = fetcher.data && 'saved' in fetcher.data ? fetcher.data : null
  const failed = fetcher.data && 'error' in fetcher.data ? fetcher.data : null

  function aim(event: MouseEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect()
    const clamp = (n: number) => Math.min(1, Math.max(0, n))
    setFocal({
      x: clamp((event.clientX - box.left) / box.width),
      y: clamp((event.clientY - box.top) / box.height),
    })
  }

  return (
    <>
      {saved && (
        <Notice tone="success" role="status">
          {fillNodes(t('media.detailsSaved'), { file: <bdi>{saved.saved}</bdi> })}
        </Notice>
      )}
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          if (next) setFocal(item.meta.focal_point)
          setOpen(next)
        }}
      >
        <Dialog.Trigger asChild>
          <Button type="button" variant="secondary" size="sm" className={styles.trigger}>
            {t('media.details')}
            <span className={visuallyHidden}>
              {' '}
              <bdi>{item.file}</bdi>
            </span>
          </Button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className={dialogStyles.overlay} />
          <Dialog.Content className={`${dialogStyles.content} ${styles.dialog}`}>
            <Dialog.Title className={dialogStyles.title}>
              {fillNodes(t('media.detailsTitle'), { file: <bdi>{item.file}</bdi> })}
            </Dialog.Title>
            <Dialog.Description className={dialogStyles.description}>
              {t('media.detailsText')}
            </Dialog.Description>
            {failed && (
              <Notice tone="error" role="alert">
                {failed.error}
              </Notice>
            )}
            {/* the inputs below are the accessible way to set it; the click is a shortcut */}
            <div className={styles.frame} onClick={aim} data-testid="focal-frame">
              <img
                className={styles.photo}
                src={mediaUrl(publicMediaUrl, item.file, 960, 'webp')}
                alt=""
                draggable={false}
              />
              <span
                className={styles.marker}
                style={{ left: `${focal.x * 100}%`, top: `${focal.y * 100}%` }}
                aria-hidden="true"
              />
            </div>
            <fetcher.Form
              method="post"
              className={dialogStyles.actions}
              onSubmit={() => setOpen(false)}
            >
              <input type="hidden" name="file" value={item.file} />
              <fieldset className={styles.coordinates}>
                <legend className={fieldStyles.label}>{t('media.focalPoint')}</legend>
                <label className={fieldStyles.label}>
                  {t('media.focalX')}
                  <input
                    type="number"
                    name="focal_x"
                    min={0}
                    max={100}
                    step={0.1}
                    className={`${fieldStyles.control} ${styles.number}`}
                    value={percent(focal.x)}
                    onChange={(e) => setFocal({ ...focal, x: Number(e.target.value) / 100 })}
                  />
                </label>
                <label className={fieldStyles.label}>
                  {t('media.focalY')}
                  <input
                    type="number"
                    name="focal_y"
                    min={0}
                    max={100}
                    step={0.1}
                    className={`${fieldStyles.control} ${styles.number}`}
                    value={percent(focal.y)}
                    onChange={(e) => setFocal({ ...focal, y: Number(e.target.value) / 100 })}
                  />
                </label>
              </fieldset>
              {languageCodes.map((code) => (
                <label key={code} className={fieldStyles.label}>
                  {t('media.altIn', { language: languageName(code) })}
                  <input
                    type="text"
                    name={`alt_${code}`}
                    maxLength={300}
                    dir="auto"
                    lang={code}
                    className={fieldStyles.control}
                    defaultValue={item.meta.alt[code] ?? ''}
                    aria-describedby={`alt-hint-${item.file}`}
                  />
                </label>
              ))}
              <p id={`alt-hint-${item.file}`} className={fieldStyles.hint}>
                {t('media.altHint')}
              </p>
              <Dialog.Close asChild>
                <Button type="button" variant="secondary" size="sm">
                  {t('ui.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" name="intent" value="details" size="sm">
                {t('media.saveDetails')}
              </Button>
            </fetcher.Form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  )
}
