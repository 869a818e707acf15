import { defaultKeymap, history, historyKeymap, redo, undo } from '@codemirror/commands'
import { commonmarkLanguage, markdownKeymap } from '@codemirror/lang-markdown'
import { defaultHighlightStyle, LanguageSupport, syntaxHighlighting } from '@codemirror/language'
import type { StateCommand } from '@codemirror/state'
import { EditorView, keymap, placeholder as placeholderText } from '@codemirror/view'
import { editorStateOf, textOf } from './editor-state'
import {
  insertLink,
  toggleBold,
  toggleBulletList,
  toggleHeading,
  toggleItalic,
  toggleNumberedList,
  toggleQuote,
} from './markdown-commands'

export interface EditorOptions {
  /** where the editor is drawn (beside the textarea it replaces) */
  parent: HTMLElement
  /** the field's textarea: the editor starts from its text and writes every change back */
  textarea: HTMLTextAreaElement
  /** Markdown: highlighting and the Markdown shortcuts; plain long text: neither */
  markdown: boolean
  /** Ctrl+K: the link picker when there is one, else a bare link to fill in */
  onLink?: () => void
  onChange: (text: string) => void
}

export { insertLinkTo } from './markdown-commands'

/** What the toolbar's buttons run (loaded with the editor, so the page's bundle carries none). */
export const toolbarCommands = {
  bold: toggleBold,
  italic: toggleItalic,
  heading2: toggleHeading(2),
  heading3: toggleHeading(3),
  bulletList: toggleBulletList,
  numberedList: toggleNumberedList,
  quote: toggleQuote,
  link: insertLink,
  undo: undo as StateCommand,
  redo: redo as StateCommand,
} satisfies Record<string, StateCommand>

export type ToolbarCommand = keyof typeof toolbarCommands

/** The shortcuts of the toolbar's buttons (the buttons name them in their titles). */
const markdownKeys = (onLink: (() => void) | undefined) => {
  const run = (command: StateCommand) => (view: EditorView) => command(view)
  return [
    { key: 'Mod-b', run: run(toggleBold) },
    { key: 'Mod-i', run: run(toggleItalic) },
    {
      key: 'Mod-k',
      run: (view: EditorView) => (onLink ? (onLink(), true) : insertLink(view)),
    },
    { key: 'Mod-Alt-2', run: run(toggleHeading(2)) },
    { key: 'Mod-Alt-3', run: run(toggleHeading(3)) },
    { key: 'Mod-Shift-8', run: run(toggleBulletList) },
    { key: 'Mod-Shift-7', run: run(toggleNumberedList) },
    { key: 'Mod-Shift-9', run: run(toggleQuote) },
  ]
}

/**
 * A CodeMirror 6 editor in place of a field's textarea. The textarea stays in the form, hidden,
 * and holds what the editor shows after every change: the form posts the same field as without
 * JavaScript, and the form's own change tracking (unsaved changes) hears an input event.
 * The editor takes the textarea's label, description, invalid state and direction.
 */
export function createEditor(options: EditorOptions): EditorView {
  const { textarea } = options
  const direction = getComputedStyle(textarea).direction === 'rtl' ? 'rtl' : 'ltr'
  const label = document.querySelector(`label[for="${CSS.escape(textarea.id)}"]`)
  const aria: Record<string, string> = { 'aria-multiline': 'true', dir: direction }
  if (label) aria['aria-label'] = label.textContent?.replace(/\*$/, '').trim() ?? ''
  for (const name of ['aria-describedby', 'aria-invalid', 'aria-required', 'lang']) {
    const value = textarea.getAttribute(name)
    if (value !== null) aria[name] = value
  }
  if (textarea.required) aria['aria-required'] = 'true'

  const state = editorStateOf(textarea.value, [
    history(),
    keymap.of([
      // Enter continues a list or quote, Backspace removes its marker
      ...(options.markdown ? [...markdownKeys(options.onLink), ...markdownKeymap] : []),
      ...defaultKeymap,
      // no Tab-to-indent: Tab leaves the editor, as it leaves any field (keyboard users)
      ...historyKeymap,
    ]),
    // CommonMark, as the public pipeline reads it (react-markdown, no GitHub extensions). Not
    // markdown(): it brings the HTML, CSS and JavaScript languages for embedded code (350 kB)
    options.markdown
      ? [new LanguageSupport(commonmarkLanguage), syntaxHighlighting(defaultHighlightStyle)]
      : [],
    EditorView.lineWrapping,
    EditorView.perLineTextDirection.of(true),
    EditorView.contentAttributes.of(aria),
    placeholderText(textarea.placeholder),
    EditorView.updateListener.of((update) => {
      if (!update.docChanged) return
      const text = textOf(update.state)
      textarea.value = text
      textarea.dispatchEvent(new Event('input', { bubbles: true }))
      options.onChange(text)
    }),
  ])
  const view = new EditorView({ state, parent: options.parent })
  // a click on the label (which names the hidden textarea) lands in the editor
  textarea.addEventListener('focus', () => view.focus())
  return view
}
