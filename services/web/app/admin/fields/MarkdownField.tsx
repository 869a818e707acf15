import { Field } from '../../ui/Field'
import { MarkdownEditor } from '../editor/MarkdownEditor'
import { fillNodes } from '../i18n/fill-nodes'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { fieldId } from './field-id'
import * as styles from './editor.css'

/**
 * A Markdown field with a syntax hint: the writing editor (admin/editor), whose preview is
 * rendered exactly as the public page renders it (the same Markdown component).
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
        <MarkdownEditor
          control={control}
          name={name}
          defaultValue={defaultValue}
          markdown
          rows={12}
        />
      )}
    </Field>
  )
}
