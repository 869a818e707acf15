import { useEffect, useRef, useState } from 'react'
import { Field } from '../../ui/Field'
import * as fieldStyles from '../../ui/Field.css'
import { Picture } from '../../ui/Picture'
import { mediaFile } from '../../ui/media-url'
import { fillNodes } from '../i18n/fill-nodes'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { fieldId } from './field-id'
import { MediaPicker } from '../media/MediaPicker'
import * as formStyles from './form.css'
import * as styles from './editor.css'

/**
 * An image as its media reference (media/<file>), with a live preview through the media service.
 * "Choose image…" opens the media library (browse, search, upload); the reference stays a plain
 * input too, so the field works without JavaScript and can be pasted.
 */
export function ImageRefField({
  name,
  label,
  error,
  defaultValue,
}: {
  name: string
  label: string
  error: string | undefined
  defaultValue: string
}) {
  const { t } = useAdminI18n()
  const [ref, setRef] = useState(defaultValue)
  const input = useRef<HTMLInputElement>(null)
  const picked = useRef(false)
  // A pick changes the value without a keystroke: tell the form (unsaved-changes tracking
  // listens to input events) once React has put the new value into the input.
  useEffect(() => {
    if (!picked.current) return
    picked.current = false
    input.current?.dispatchEvent(new Event('input', { bubbles: true }))
  }, [ref])
  const pick = (value: string) => {
    picked.current = true
    setRef(value)
  }
  const file = mediaFile(ref)
  return (
    <Field
      label={label}
      id={fieldId(name)}
      error={error}
      hint={
        <>
          {fillNodes(t('field.imageHint'), {
            example: <code className={styles.code}>media/solution-energy-systems.jpg</code>,
          })}
        </>
      }
    >
      {(control) => (
        <>
          <input
            {...control}
            ref={input}
            name={name}
            className={`${fieldStyles.control} ${formStyles.mono}`}
            value={ref}
            placeholder="media/<file>.jpg"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            onChange={(e) => setRef(e.currentTarget.value)}
          />
          <div className={styles.imageActions}>
            <MediaPicker current={ref} label={label} onPick={pick} />
            {ref !== '' && (
              <button type="button" className={styles.linkButton} onClick={() => pick('')}>
                {t('field.removeImage')}
              </button>
            )}
          </div>
          {file && (
            <figure className={styles.imagePreview}>
              <Picture
                key={file}
                src={`media/${file}`}
                alt=""
                sizes="(min-width: 1024px) 340px, 100vw"
                width={1600}
                height={1000}
              />
              <figcaption className={styles.previewCaption}>
                {fillNodes(t('field.imagePreview'), { file: <bdi>{file}</bdi> })}
              </figcaption>
            </figure>
          )}
        </>
      )}
    </Field>
  )
}
