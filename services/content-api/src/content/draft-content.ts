import path from 'node:path'
import { AppError } from '@site/platform'
import { UNPUBLISH_AT_KEY } from '@site/contract'
import { readTextIfExists } from '../fs/read-text.js'
import { gitBlobId } from './blob-id.js'
import { decodeRecord, encodeRecord, type RecordData } from './codecs.js'
import { collections, titleOf } from './collections.js'
import type { ContentStore } from './content-store.js'
import type { Indexed } from './content-index.js'
import {
  pageKind,
  settingsKind,
  type DocumentKind,
  type DocumentService,
} from './document-service.js'
import type { DraftTarget } from './draft-targets.js'
import { unflattenTree, type Fields } from './merge.js'
import { present, presentPage } from './presenter.js'
import type { RecordService } from './record-service.js'
import { keptOnSave, readRecordSave, recordText, validateRecord } from './record-save.js'

/** A save of a draft, made ready to commit: the file's next text and what it changed. */
export interface DraftEdit {
  /** the version the editor loaded ('' or null: nothing yet) */
  version: string | null
  /** the next text, given the text now on the draft (or the published one) */
  apply: (current: string | null) => Promise<{ text: string; summary: string }>
}

const documentKindOf = (t: DraftTarget): DocumentKind<unknown> =>
  (t.kind === 'page' ? pageKind(t.page) : settingsKind) as DocumentKind<unknown>

/**
 * What differs between drafting a record and drafting a page or the settings, behind one face:
 * reading a save's body, the file's text after it, its fields for a field-level merge, and the
 * item as the API shows it. Records save whole (their fields, as POST /<collection>/<slug>);
 * documents save leaves ("hero.title"), as PUT /pages/<page> and /settings do.
 */
export class DraftContent {
  constructor(
    readonly store: ContentStore,
    private readonly records: RecordService,
    private readonly documents: DocumentService,
  ) {}

  /** The file as published (in the work tree), or null for an item not on the site yet. */
  published(t: DraftTarget): Promise<string | null> {
    return readTextIfExists(path.join(this.store.root, t.file))
  }

  /** Reads a save's body (400 before any git work). */
  edit(t: DraftTarget, body: unknown): DraftEdit {
    if (t.kind !== 'record') {
      const { version, changes } =
        t.kind === 'page'
          ? this.documents.pageChanges(t.page, body)
          : this.documents.settingsChanges(body)
      const kind = documentKindOf(t)
      return {
        version: version === '' ? null : version,
        apply: (current) => {
          const leaves = this.documents.leavesOf(kind, current)
          this.documents.checkKeys(kind, leaves, changes)
          const changed = Object.keys(changes).filter((k) => changes[k] !== leaves[k])
          const text = this.documents.encodeLeaves(kind, { ...leaves, ...changes }, current)
          return Promise.resolve({
            text,
            summary: `update ${changed.slice(0, 4).join(', ') || 'nothing'}`,
          })
        },
      }
    }
    const { version, fields, confirmed } = readRecordSave(t.collection, body, {
      versionRequired: false,
    })
    validateRecord(t.collection, fields) // answer 400 before any git work
    return {
      version,
      apply: async (currentText) => {
        const current = currentText === null ? null : this.savedData(t, currentText)
        // a draft that does not send a language (an English-only form) keeps the text it has,
        // and the schedule to unpublish its record has (keptOnSave)
        const { data, text } = recordText(
          t.collection,
          { ...keptOnSave(current), ...fields },
          { data: current, text: currentText },
          confirmed,
        )
        await this.records.checkLinks(t.collection, t.slug, data)
        return {
          text,
          summary: `${current ? 'update' : 'create'} "${titleOf(t.collection, t.slug, data)}"`,
        }
      },
    }
  }

  /** The fields a publish merges by: a record's fields, a document's leaves. */
  fields(t: DraftTarget, text: string | null): Fields {
    if (t.kind === 'record') return text === null ? {} : this.recordData(t, text)
    return this.documents.leavesOf(documentKindOf(t), text)
  }

  /** The text of merged fields, validated, in the published file's layout. */
  encode(t: DraftTarget, fields: Fields, previous: string | null): string {
    if (t.kind !== 'record') return this.documents.encodeLeaves(documentKindOf(t), fields, previous)
    return encodeRecord(t.collection, validateRecord(t.collection, fields), previous)
  }

  /** Whether the draft's record can be scheduled to unpublish (its collection has `is_active`). */
  canUnpublish(t: DraftTarget & { kind: 'record' }): boolean {
    return collections[t.collection].hasActiveFlag
  }

  /**
   * The record's text with `unpublish_at` set to `at` (a draft's "Unpublish at", written by its
   * publish), in the file's own layout: the diff is that one line.
   */
  withUnpublishAt(t: DraftTarget, text: string, at: string): string {
    if (t.kind !== 'record') return text
    const data = { ...this.recordData(t, text), [UNPUBLISH_AT_KEY]: at }
    return encodeRecord(t.collection, validateRecord(t.collection, data), text)
  }

  /** Checks what a publish would write refers to things that exist (records' links). */
  async checkPublishable(t: DraftTarget, text: string): Promise<void> {
    if (t.kind === 'record')
      await this.records.checkLinks(t.collection, t.slug, this.recordData(t, text))
  }

  /** How the commit names the item: 'products: publish "RX-500"', 'pages/home: publish'. */
  title(t: DraftTarget, text: string): string {
    if (t.kind !== 'record') return t.file.replace(/\.json$/, '')
    return `${t.collection}: "${titleOf(t.collection, t.slug, this.recordData(t, text))}"`
  }

  /** The item as a read of the published one answers, from this text. */
  present(t: DraftTarget, text: string): Record<string, unknown> & { version: string } {
    const version = gitBlobId(text)
    if (t.kind === 'record') {
      const entry: Indexed<RecordData> = { file: t.file, version, data: this.recordData(t, text) }
      return present(this.store.index, t.collection, t.slug, entry, { editor: true })
    }
    const values = unflattenTree(this.fields(t, text))
    if (t.kind === 'page') return { ...presentPage(t.page, values as never, version, 'en') }
    return { version, values, lang: 'en', missing: [] }
  }

  /** The item as published now, as its read answers. */
  current(t: DraftTarget): Record<string, unknown> {
    if (t.kind === 'record') return this.records.get(t.collection, t.slug, { editor: true })
    if (t.kind === 'page') return { ...this.documents.getPage(t.page) }
    return this.documents.getSettings()
  }

  /** The index entry the file's text makes (for previews), validated like a load. */
  indexed(t: DraftTarget, text: string): Indexed<unknown> {
    const data =
      t.kind === 'record' ? this.recordData(t, text) : unflattenTree(this.fields(t, text))
    return { file: t.file, version: gitBlobId(text), data }
  }

  /**
   * The data a draft save builds on: as indexed when the index holds this very version (the
   * published file, before the draft's first save), so the stamps an outside change implied
   * (content-store.ts withStamps) are written by the draft as a save writes them
   * (RecordService.readCurrent); otherwise as the text says.
   */
  private savedData(t: DraftTarget & { kind: 'record' }, text: string): RecordData {
    const indexed = this.store.published.collection(t.collection).get(t.slug)
    return indexed && indexed.version === gitBlobId(text) ? indexed.data : this.recordData(t, text)
  }

  private recordData(t: DraftTarget & { kind: 'record' }, text: string): RecordData {
    const decoded = decodeRecord(t.collection, t.file, text)
    if (!decoded.ok) {
      throw new AppError(409, 'invalid_file', `${t.file} does not read; fix it first`, {
        details: { problems: decoded.problems },
      })
    }
    return decoded.data
  }
}
