import { useState } from 'react'
import { Field } from '../../ui/Field'
import * as fieldStyles from '../../ui/Field.css'
import { Markdown } from '../../ui/Markdown'
import { fieldId } from './field-id'
import * as styles from './editor.css'

/**
 * A Markdown textarea with a syntax hint and a preview rendered exactly as the public page
 * renders it (the same Markdown component), shown on demand.
 */
export function MarkdownField({
  name,
  label,
  error,
  defaultValue,
  required = false,
}: {
  name: string
  label: string
  error: string | undefined
  defaultValue: string
  required?: boolean
}) {
  const [text, setText] = useState(defaultValue)
  const [previewOpen, setPreviewOpen] = useState(false)
  const code = (s: string) => <code className={styles.code}>{s}</code>
  return (
    <Field
      label={label}
      id={fieldId(name)}
      error={error}
      required={required}
      hint={
        <>
          Markdown: {code('## Heading')}, {code('**bold**')}, {code('*italic*')},{' '}
          {code('- list item')}, {code('[link](/contact)')}. Leave a blank line between paragraphs.
        </>
      }
    >
      {(control) => (
        <>
          <textarea
            {...control}
            name={name}
            rows={12}
            className={`${fieldStyles.control} ${fieldStyles.textarea}`}
            defaultValue={defaultValue}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <details
            className={styles.markdownPreview}
            onToggle={(e) => setPreviewOpen(e.currentTarget.open)}
          >
            <summary className={styles.markdownSummary}>Preview</summary>
            {previewOpen && (
              <div className={styles.markdownBody}>
                {text.trim() ? <Markdown>{text}</Markdown> : <p>(empty)</p>}
              </div>
            )}
          </details>
        </>
      )}
    </Field>
  )
}
