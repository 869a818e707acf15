import { useAdminI18n } from '../i18n/use-admin-i18n'
import type { ToolbarCommand } from './create-editor'
import * as styles from './MarkdownEditor.css'

/** The toolbar's buttons: the command, what it shows, and its shortcut (aria-keyshortcuts). */
const BUTTONS: ReadonlyArray<{ command: ToolbarCommand; glyph: string; keys?: string }> = [
  { command: 'bold', glyph: 'B', keys: 'Control+B' },
  { command: 'italic', glyph: 'I', keys: 'Control+I' },
  { command: 'heading2', glyph: 'H2', keys: 'Control+Alt+2' },
  { command: 'heading3', glyph: 'H3', keys: 'Control+Alt+3' },
  { command: 'bulletList', glyph: '•', keys: 'Control+Shift+8' },
  { command: 'numberedList', glyph: '1.', keys: 'Control+Shift+7' },
  { command: 'quote', glyph: '❝', keys: 'Control+Shift+9' },
  { command: 'link', glyph: '🔗', keys: 'Control+K' },
  { command: 'undo', glyph: '↶', keys: 'Control+Z' },
  { command: 'redo', glyph: '↷', keys: 'Control+Y' },
]

/**
 * A toolbar of plain buttons, each named in the admin's language and with its
 * shortcut; Tab walks them like any buttons. The glyph is drawn by CSS (not text in the button),
 * so a name in Arabic is no "label not in the visible text" mismatch with a Latin "B" or "H2". The buttons keep the editor's focus and selection
 * (mousedown is not let through), so a click formats what is selected.
 */
export function EditorToolbar(props: {
  label: string
  onCommand: (command: ToolbarCommand) => void
  previewOpen: boolean
  onPreview: () => void
}) {
  const { t } = useAdminI18n()
  return (
    <div role="toolbar" aria-label={props.label} className={styles.toolbar}>
      {BUTTONS.map(({ command, glyph, keys }) => (
        <button
          key={command}
          type="button"
          className={styles.toolButton}
          aria-label={t(`editor.${command}`)}
          title={
            keys
              ? `${t(`editor.${command}`)} (${keys.replace('Control', 'Ctrl')})`
              : t(`editor.${command}`)
          }
          aria-keyshortcuts={keys}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => props.onCommand(command)}
        >
          <span aria-hidden="true" className={styles.glyph} data-glyph={glyph} />
        </button>
      ))}
      <button
        type="button"
        className={styles.previewButton}
        aria-pressed={props.previewOpen}
        onClick={props.onPreview}
      >
        {t('editor.preview')}
      </button>
    </div>
  )
}
