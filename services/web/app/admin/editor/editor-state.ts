import { EditorState, type Extension } from '@codemirror/state'

/**
 * The editor's document from a field's stored text, and the text the field posts back. One
 * place, so the round-trip test saves exactly what the editor would: CodeMirror reads "\r\n" and
 * "\n" alike and gives its lines back joined with "\n"; the save path writes each line with the
 * file's own line ending (content-api codecs), so an untouched line stays byte for byte.
 */
export const editorStateOf = (text: string, extensions: Extension = []) =>
  EditorState.create({ doc: text, extensions })

export const textOf = (state: EditorState): string => state.doc.toString()
