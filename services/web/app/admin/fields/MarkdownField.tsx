import { useState } from 'react'
import { Field } from '../../ui/Field'
import * as fieldStyles from '../../ui/Field.css'
import { Markdown } from '../../ui/Markdown'
import { fillNodes } from '../i18n/fill-nodes'
import { useAdminI18n } from '../i18n/use-admin-i18n'
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
  const { t } = useAdminI18n()
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
          {fillNodes(t('field.markdownHint'), {
            // Markdown's own syntax: the same in every language
            heading: code('## Heading'),
            bold: code('**bold**'),
            italic: code('*italic*'),
            item: code('- list item'),
            link: code('[link](/contact)'),
          })}
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
            <summary className={styles.markdownSummary}>{t('field.preview')}</summary>
            {previewOpen && (
              <div className={styles.markdownBody}>
                {text.trim() ? <Markdown>{text}</Markdown> : <p>{t('field.empty')}</p>}
              </div>
            )}
          </details>
        </>
      )}
    </Field>
  )
}
