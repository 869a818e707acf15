import { readTextIfExists } from '../fs/read-text.js'
import path from 'node:path'
import { z } from 'zod'
import type { ContentGit } from '../git/content-git.js'
import { HttpError, validationError } from '../http/errors.js'
import {
  CompanySettings,
  Version,
  fieldErrorsOf,
  pageValuesSchema,
  settingLabels,
  type FieldErrors,
  type OurInfoEntry,
  type PageContent,
  type PageKey,
  type PageValues,
  type SessionUser,
} from '../schemas/index.js'
import { gitBlobId } from './blob-id.js'
import { encodeDocument } from './codecs.js'
import type { ContentStore } from './content-store.js'
import { locate, pageFile, SETTINGS_FILE } from './layout.js'
import { flattenSections, mergeFields, unflattenSections, type Fields } from './merge.js'
import { presentPage } from './presenter.js'
import { writeAndCommit } from './write-file.js'

const VersionOrNone = z.union([z.literal(''), Version])
const invalid = (fields: FieldErrors) => validationError(fields)

interface DocumentKind<T> {
  file: string
  label: string
  schema: z.ZodType<T>
  /** documents are merged on flat keys: "section.field" for pages, the key for settings */
  flatten: (values: T) => Fields
  unflatten: (fields: Fields) => unknown
}

const pageKind = (page: PageKey): DocumentKind<PageValues> => ({
  file: pageFile(page),
  label: `${page} page`,
  schema: pageValuesSchema(page) as unknown as z.ZodType<PageValues>,
  flatten: (v) => flattenSections(v),
  unflatten: unflattenSections,
})

const settingsKind: DocumentKind<CompanySettings> = {
  file: SETTINGS_FILE,
  label: 'company settings',
  schema: CompanySettings,
  flatten: (v) => ({ ...v }),
  unflatten: (f) => f,
}

/** Page contents and company settings: single JSON documents, updated field by field. */
export class DocumentService {
  constructor(
    private readonly store: ContentStore,
    private readonly git: ContentGit,
  ) {}

  getPage(page: PageKey): PageContent {
    const entry = this.store.index.pages.get(page)
    return presentPage(page, entry?.data ?? {}, entry?.version ?? '')
  }

  getSettings(): { version: string; values: CompanySettings } {
    const entry = this.store.index.settings
    return { version: entry?.version ?? '', values: entry?.data ?? CompanySettings.parse({}) }
  }

  ourInfo(): OurInfoEntry[] {
    const { version, values } = this.getSettings()
    return (Object.keys(settingLabels) as Array<keyof CompanySettings>).map((key) => ({
      id: key,
      key,
      name: settingLabels[key],
      value: String(values[key]),
      version,
    }))
  }

  /** body: { version, values: { section: { field: value } } } — fields not sent keep their value. */
  updatePage(
    page: PageKey,
    body: unknown,
    editor: SessionUser,
  ): Promise<PageContent & { merged_fields: string[] }> {
    const { version, values } = this.parseBody(body)
    const sections = z
      .record(
        z.string(),
        z.record(z.string(), z.unknown(), 'Each section must be an object of fields'),
      )
      .safeParse(values)
    if (!sections.success) {
      throw invalid(
        Object.fromEntries(
          Object.entries(fieldErrorsOf(sections.error)).map(([key, message]) => [
            `values.${key}`,
            message,
          ]),
        ),
      )
    }
    return this.update(pageKind(page), version, flattenSections(sections.data), editor).then(
      (merged) => ({ ...this.getPage(page), merged_fields: merged }),
    )
  }

  /** body: { version, values: { key: value } } — keys not sent keep their value. */
  updateSettings(body: unknown, editor: SessionUser) {
    const { version, values } = this.parseBody(body)
    return this.update(settingsKind, version, values, editor).then((merged) => ({
      ...this.getSettings(),
      merged_fields: merged,
    }))
  }

  private parseBody(body: unknown): { version: string; values: Fields } {
    const parsed = z
      .object({ version: VersionOrNone.default(''), values: z.record(z.string(), z.unknown()) })
      .safeParse(body)
    if (!parsed.success) throw invalid(fieldErrorsOf(parsed.error))
    return parsed.data as { version: string; values: Fields }
  }

  private async update<T>(
    kind: DocumentKind<T>,
    version: string,
    changes: Fields,
    editor: SessionUser,
  ): Promise<string[]> {
    return this.git.withWriteLock(async () => {
      const absolute = path.join(this.store.root, kind.file)
      const text = await readTextIfExists(absolute)
      const location = locate(kind.file)
      let current: Fields = kind.flatten(kind.schema.parse({}))
      if (text !== null && location) {
        const decoded = this.store.decode(location, kind.file, text)
        if (!decoded.ok) {
          throw new HttpError(
            409,
            'invalid_file',
            `${kind.file} is invalid on disk; fix the file before saving`,
            {
              details: { problems: decoded.problems },
            },
          )
        }
        current = kind.flatten(decoded.data as T)
      }
      const currentVersion = text === null ? '' : gitBlobId(text)
      let base: Fields | null = current
      if (version !== currentVersion) {
        const remembered = this.store.versions.get(version)
        base = remembered ? kind.flatten(remembered as T) : null
      }
      const unknownKeys = Object.keys(changes).filter((k) => !(k in current))
      if (unknownKeys.length > 0)
        throw invalid(Object.fromEntries(unknownKeys.map((k) => [k, 'Unknown field'])))

      const mine = { ...(base ?? current), ...changes }
      let next = mine
      let mergedFields: string[] = []
      if (version !== currentVersion) {
        const result = base
          ? mergeFields(base, mine, current)
          : {
              ok: false as const,
              conflicts: Object.keys(changes).filter((k) => changes[k] !== current[k]),
            }
        if (!result.ok) {
          throw new HttpError(
            409,
            'conflict',
            `The ${kind.label} was changed by someone else since you loaded it`,
            {
              details: {
                conflicts: result.conflicts,
                current: kind.unflatten(current),
                version: currentVersion,
              },
            },
          )
        }
        next = result.merged
        mergedFields = result.theirs
      }
      const parsed = kind.schema.safeParse(kind.unflatten(next))
      if (!parsed.success) throw invalid(fieldErrorsOf(parsed.error))
      const nextText = encodeDocument(parsed.data, text, kind.schema)
      if (nextText !== text) {
        const changed = Object.keys(changes).filter((k) => changes[k] !== current[k])
        await writeAndCommit(this.store, this.git, {
          file: kind.file,
          text: nextText,
          previous: text,
          message: `${kind.file.replace(/\.json$/, '')}: update ${changed.slice(0, 4).join(', ')}${changed.length > 4 ? ', …' : ''}`,
          author: editor,
        })
      }
      return mergedFields
    })
  }
}
