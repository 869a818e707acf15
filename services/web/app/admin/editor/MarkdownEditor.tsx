import { useEffect, useRef, useState } from 'react'
import type { EditorView } from '@codemirror/view'
import * as fieldStyles from '../../ui/Field.css'
import type { ControlProps } from '../../ui/Field'
import { Markdown } from '../../ui/Markdown'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import { EditorToolbar } from './EditorToolbar'
import { LinkPicker } from './LinkPicker'
import type * as EditorModuleType from './create-editor'
import type { ToolbarCommand } from './create-editor'
import * as styles from './MarkdownEditor.css'
import { countWords } from './word-count'

type EditorModule = typeof EditorModuleType

/**
 * A Markdown (or long plain text) field: a textarea that the browser posts as it is, upgraded
 * after hydration into a CodeMirror editor with a toolbar, a word count and, for Markdown, a
 * side-by-side preview drawn by the public page's own Markdown component. CodeMirror is its own
 * chunk, fetched only when an editor with such a field hydrates (never on the public site, never
 * before the admin's first paint); until it arrives, and without JavaScript, the textarea works.
 */
export function MarkdownEditor({
  control,
  name,
  defaultValue,
  markdown,
  rows,
}: {
  control: ControlProps
  name: string
  defaultValue: string
  /** Markdown: toolbar and preview; plain long text: the editor alone */
  markdown: boolean
  rows: number
}) {
  const { t, count } = useAdminI18n()
  const textareaRef = useRef<HTMLTextAreaElement>(null)
  const hostRef = useRef<HTMLDivElement>(null)
  const [editor, setEditor] = useState<{ view: EditorView; module: EditorModule } | null>(null)
  const [text, setText] = useState(defaultValue)
  const [previewOpen, setPreviewOpen] = useState(false)
  const [linkOpen, setLinkOpen] = useState(false)

  useEffect(() => {
    let view: EditorView | undefined
    let cancelled = false
    void import('./create-editor').then((module) => {
      const textarea = textareaRef.current
      const parent = hostRef.current
      if (cancelled || !textarea || !parent) return
      // what was typed into the textarea while the editor loaded is kept
      setText(textarea.value)
      view = module.createEditor({
        parent,
        textarea,
        markdown,
        onChange: setText,
        onLink: () => setLinkOpen(true),
      })
      setEditor({ view, module })
    })
    return () => {
      cancelled = true
      view?.destroy()
    }
  }, [markdown])

  const run = (command: ToolbarCommand) => {
    if (!editor) return
    if (command === 'link') return setLinkOpen(true)
    editor.module.toolbarCommands[command](editor.view)
    editor.view.focus()
  }

  return (
    <div className={styles.editor}>
      {editor && markdown && (
        <EditorToolbar
          label={t('editor.toolbar')}
          onCommand={run}
          previewOpen={previewOpen}
          onPreview={() => setPreviewOpen((open) => !open)}
        />
      )}
      <div className={previewOpen ? styles.sideBySide : undefined}>
        <div ref={hostRef} className={styles.host} hidden={!editor} />
        <textarea
          {...control}
          ref={textareaRef}
          name={name}
          rows={rows}
          className={editor ? styles.replaced : `${fieldStyles.control} ${fieldStyles.textarea}`}
          // hidden once the editor stands in for it, but still posted and still a label's target
          tabIndex={editor ? -1 : undefined}
          aria-hidden={editor ? true : undefined}
          defaultValue={defaultValue}
        />
        {previewOpen && (
          <section className={styles.preview} aria-label={t('editor.previewTitle')}>
            {text.trim() ? <Markdown>{text}</Markdown> : <p>{t('field.empty')}</p>}
          </section>
        )}
      </div>
      {editor && markdown && (
        <LinkPicker
          open={linkOpen}
          onOpenChange={setLinkOpen}
          onChoose={(url) => {
            setLinkOpen(false)
            editor.module.insertLinkTo(url)(editor.view)
          }}
          returnFocus={() => editor.view.focus()}
        />
      )}
      {editor && (
        <p className={styles.wordCount} aria-live="off">
          {count('count.editorWords', countWords(text))}
        </p>
      )}
    </div>
  )
}
