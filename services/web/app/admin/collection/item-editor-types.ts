import type { CollectionKey, ContentCheckProblem, TranslationChange } from '@site/contract'
import type { DraftActionResult } from '../drafts/draft-intents.server'
import type { Drafting } from '../drafts/drafting.server'
import type { EditLanguage } from '../edit-language'
import type { ReferenceOption } from '../fields/FieldInput'
import type { ItemFormValues } from '../fields/item-form'
import type { FormAnswer } from '../form/use-editor-form'
import type { UnpublishResult } from '../unpublish/unpublish-intent'
import type { RenameResult } from './rename.server'

/** What a failed save answers (see saveItem in collection.server.ts). */
export interface ItemEditorResult extends FormAnswer<ItemFormValues> {
  /** after a conflict: the version someone else saved (null: they deleted the record) */
  current?: LoadedRecord | null
}

/** A record as the editor loads it: its fields, its slug and the version it was loaded at. */
export type LoadedRecord = Record<string, unknown> & { slug: string; version: string }

/** The record editor's props: the record, what the last action answered, its drafting. */
export interface ItemEditorProps {
  collection: CollectionKey
  record: LoadedRecord | null
  references: Record<string, ReferenceOption[]>
  actionData: ItemEditorResult | DraftActionResult | undefined
  /** drafts: the draft (if any), the published version, who may publish */
  drafting?: Drafting
  /** the version edited: English, or one translation of the record (translatable fields only) */
  lang?: EditLanguage
  /** in a translation: its outdated fields with the English change behind each */
  translationChanges?: TranslationChange[]
  /** the content checks of the version the form shows (null: they could not be read) */
  checks?: ContentCheckProblem[] | null
  /** a refused rename (the Web address form's answer) */
  renameResult?: RenameResult
  /** the slug this record had before the rename that just led here */
  renamedFrom?: string
  /** the "Unpublish at" forms' answer */
  unpublishResult?: UnpublishResult
}
