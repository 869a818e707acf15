import { useState } from 'react'
import { Field } from '../ui/Field'
import * as fieldStyles from '../ui/Field.css'
import { Picture } from '../ui/Picture'
import { mediaFile } from '../ui/media-url'
import { fieldId } from './field-id'
import * as formStyles from './form.css'
import * as styles from './solution-edit.css'

/**
 * An image as its media reference (media/<file>), with a live preview through the media service.
 * Picking and uploading images comes with the media library; until then the editor types the
 * reference of an image that is in content/media.
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
  const [ref, setRef] = useState(defaultValue)
  const file = mediaFile(ref)
  return (
    <Field
      label={label}
      id={fieldId(name)}
      error={error}
      hint={
        <>
          A file in the media library, e.g.{' '}
          <code className={styles.code}>media/solution-energy-systems.jpg</code>. Leave empty for no
          image.
        </>
      }
    >
      {(control) => (
        <>
          <input
            {...control}
            name={name}
            className={`${fieldStyles.control} ${formStyles.mono}`}
            defaultValue={defaultValue}
            placeholder="media/<file>.jpg"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            onChange={(e) => setRef(e.currentTarget.value)}
          />
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
              <figcaption className={styles.previewCaption}>Preview of {file}</figcaption>
            </figure>
          )}
        </>
      )}
    </Field>
  )
}
