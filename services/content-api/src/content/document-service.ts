import { readTextIfExists } from '../fs/read-text.js'
import path from 'node:path'
import { z } from 'zod'
import type { ContentGit } from '../git/content-git.js'
import { AppError, validationError } from '@site/platform'
import {
  CompanySettings,
  Version,
  fieldErrorsOf,
  isUntranslated,
  pageDefinitions,
  pageValuesSchema,
  schemaOf,
  sectionFields,
  type SectionDefinition,
  settingLabels,
  type FieldErrors,
  type OurInfoEntry,
  type PageContent,
  type PageKey,
  type PageValues,
  type SessionUser,
  type SettingKey,
  translatablePageKeys,
  translatableSettingKeys,
} from '@site/contract'
import { sameValue } from '@site/contract'
import { gitBlobId } from './blob-id.js'
import { encodeDocument } from './codecs.js'
import type { ContentStore } from './content-store.js'
import { locate, pageFile, SETTINGS_FILE } from './layout.js'
import { flattenTree, mergeFields, unflattenTree, type Fields } from './merge.js'
import { localizeFields, type Language } from './translation.js'
import {
  defaultLanguage,
  isTranslationLanguage,
  languageCodes,
  languageOf,
  translationLanguages,
} from '@site/contract'
import { presentPage } from './presenter.js'
import {
  isPageRead,
  isSettingsRead,
  pageReadChanges,
  settingsReadChanges,
} from './document-reads.js'
import { writeAndCommit } from './write-file.js'

const VersionOrNone = z.union([z.literal(''), Version])
const invalid = (fields: FieldErrors) => validationError(fields)

export interface DocumentKind<T> {
  file: string
  label: string
  schema: z.ZodType<T>
  /**
   * the flat keys (see flattenTree) a save in a translation language may set: "ar.hero.title",
   * "fr.address"
   */
  translationKeys: readonly string[]
  /**
   * every leaf the registry declares, with the value it has when not in the file: a page file
   * may lack a section or a field, which a save (or a read sent back) may still set
   */
  defaults: Fields
}

/** Each translatable key under each translation language: "ar.hero.title", "fr.hero.title". */
const underEachLanguage = (keys: readonly string[]) =>
  translationLanguages.flatMap((code) => keys.map((key) => `${code}.${key}`))

/** The translation language a flat key belongs to ("<code>.hero.title" -> its code), if any. */
const languageOfKey = (key: string) => {
  const code = key.slice(0, key.indexOf('.'))
  return isTranslationLanguage(code) ? code : undefined
}

/** Documents are merged on their leaves: "hero.title", "ar.hero.title", "address". */
const flatten = (values: unknown) => flattenTree(values as Record<string, unknown>)

export const pageKind = (page: PageKey): DocumentKind<PageValues> => ({
  file: pageFile(page),
  label: `${page} page`,
  schema: pageValuesSchema(page) as unknown as z.ZodType<PageValues>,
  translationKeys: underEachLanguage(translatablePageKeys(page)),
  defaults: flatten(
    Object.fromEntries(
      (pageDefinitions[page] as readonly SectionDefinition[]).map((section) => [
        section.key,
        schemaOf(sectionFields(section), true).parse({}),
      ]),
    ),
  ),
})

export const settingsKind: DocumentKind<CompanySettings> = {
  file: SETTINGS_FILE,
  label: 'company settings',
  schema: CompanySettings,
  translationKeys: underEachLanguage(translatableSettingKeys),
  defaults: flatten(CompanySettings.parse({})),
}

/**
 * The leaves a save sends that change something: not those with the value they have now (a
 * missing leaf has its default), nor a translation sent as untranslated ('', as a read shows it)
 * for a field that had none when loaded. So a read sent back writes nothing, and one with a
 * changed value writes that value alone.
 */
function withoutNoOps(sent: Fields, now: Fields, loaded: Fields): Fields {
  return Object.fromEntries(
    Object.entries(sent).filter(
      ([key, value]) =>
        !sameValue(value, now[key]) &&
        !(languageOfKey(key) !== undefined && isUntranslated(value) && isUntranslated(loaded[key])),
    ),
  )
}

/** Page contents and company settings: single JSON documents, updated field by field. */
export class DocumentService {
  constructor(
    private readonly store: ContentStore,
    private readonly git: ContentGit,
  ) {}

  getPage(page: PageKey, lang: Language = defaultLanguage): PageContent {
    const entry = this.store.index.pages.get(page)
    return presentPage(page, entry?.data ?? {}, entry?.version ?? '', lang)
  }

  /**
   * The settings in a language: its name, address and hours where translated, English
   * otherwise (`missing` names the rest); the stored translations stay under `values.ar`, ...
   */
  getSettings(lang: Language = defaultLanguage): {
    version: string
    values: CompanySettings
    lang: Language
    missing: string[]
  } {
    const entry = this.store.index.settings
    const values = entry?.data ?? CompanySettings.parse({})
    const {
      lang: _lang,
      missing,
      ...localized
    } = localizeFields(translatableSettingKeys, values, lang)
    return { version: entry?.version ?? '', values: localized as CompanySettings, lang, missing }
  }

  ourInfo(): OurInfoEntry[] {
    const { version, values } = this.getSettings()
    return (Object.keys(settingLabels) as SettingKey[]).map((key) => ({
      id: key,
      key,
      name: settingLabels[key],
      value: String(values[key]),
      version,
    }))
  }

  /**
   * body: { version, lang?, values: { section: { field: value } } } — fields not sent keep their
   * value. With a translation language (`lang: <code>`) the values are its text of translatable
   * fields ('' removes one).
   */
  updatePage(
    page: PageKey,
    body: unknown,
    editor: SessionUser,
  ): Promise<PageContent & { merged_fields: string[] }> {
    const { version, changes } = this.pageChanges(page, body)
    return this.update(pageKind(page), version, changes, editor).then((merged) => ({
      ...this.getPage(page),
      merged_fields: merged,
    }))
  }

  /** body: { version, lang?, values: { key: value } } — keys not sent keep their value. */
  updateSettings(body: unknown, editor: SessionUser) {
    const { version, changes } = this.settingsChanges(body)
    return this.update(settingsKind, version, changes, editor).then((merged) => ({
      ...this.getSettings(),
      merged_fields: merged,
    }))
  }

  /**
   * A page save's body as the version it was loaded at and its changed leaves ("hero.title"):
   * `{ version, lang?, values }`, or the page as a read returns it (document-reads.ts).
   */
  pageChanges(page: PageKey, body: unknown): { version: string; changes: Fields } {
    if (isPageRead(body)) return pageReadChanges(page, body)
    const { version, lang, values } = this.parseBody(body)
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
    return {
      version,
      changes: flattenTree(sections.data, lang === defaultLanguage ? '' : `${lang}.`),
    }
  }

  /**
   * A settings save's body as the version it was loaded at and its changed leaves:
   * `{ version, lang?, values }`, or the settings as a read returns them (document-reads.ts).
   */
  settingsChanges(body: unknown): { version: string; changes: Fields } {
    if (isSettingsRead(body)) return settingsReadChanges(body)
    const { version, lang, values } = this.parseBody(body)
    return {
      version,
      changes: flattenTree(lang === defaultLanguage ? values : { [lang]: values }),
    }
  }

  /** Reads a document's text as its leaves; a file that does not read is refused (409). */
  leavesOf<T>(kind: DocumentKind<T>, text: string | null): Fields {
    const location = locate(kind.file)
    if (text === null || !location) return flatten(kind.schema.parse({}))
    const decoded = this.store.decode(location, kind.file, text)
    if (!decoded.ok) {
      throw new AppError(
        409,
        'invalid_file',
        `${kind.file} is invalid on disk; fix the file before saving`,
        { details: { problems: decoded.problems } },
      )
    }
    return flatten(decoded.data)
  }

  /** Refuses leaves the document does not have (or that are not translated). */
  checkKeys<T>(kind: DocumentKind<T>, current: Fields, changes: Fields): void {
    const unknownKeys = Object.keys(changes).filter(
      (k) => !(k in current) && !(k in kind.defaults) && !kind.translationKeys.includes(k),
    )
    if (unknownKeys.length > 0) {
      throw invalid(
        Object.fromEntries(
          unknownKeys.map((k) => [
            k,
            languageOfKey(k)
              ? 'This field is not translated (it is shared by every language)'
              : 'Unknown field',
          ]),
        ),
      )
    }
  }

  /**
   * The document's text with these leaves, validated (400) and in the file's own layout: the
   * last step of every write of a page or the settings (a save, its replay onto an outside edit,
   * a draft), so they cannot drift apart.
   */
  encodeLeaves<T>(kind: DocumentKind<T>, leaves: Fields, previous: string | null): string {
    const parsed = kind.schema.safeParse(unflattenTree(leaves))
    if (!parsed.success) throw invalid(fieldErrorsOf(parsed.error))
    return encodeDocument(parsed.data, previous, kind.schema)
  }

  private parseBody(body: unknown): { version: string; lang: Language; values: Fields } {
    const parsed = z
      .object({
        version: VersionOrNone.default(''),
        lang: z
          .enum(
            languageCodes as [Language, ...Language[]],
            `Use lang ${languageCodes.map((c) => `"${c}"`).join(', ')}`,
          )
          .default(defaultLanguage),
        values: z.record(z.string(), z.unknown()),
      })
      .safeParse(body)
    if (!parsed.success) throw invalid(fieldErrorsOf(parsed.error))
    return parsed.data as { version: string; lang: Language; values: Fields }
  }

  private async update<T>(
    kind: DocumentKind<T>,
    version: string,
    sent: Fields,
    editor: SessionUser,
  ): Promise<string[]> {
    return this.git.withWriteLock(async () => {
      const absolute = path.join(this.store.root, kind.file)
      const text = await readTextIfExists(absolute)
      const location = locate(kind.file)
      const current = this.leavesOf(kind, text)
      const currentVersion = text === null ? '' : gitBlobId(text)
      let base: Fields | null = current
      if (version !== currentVersion) {
        const remembered = this.store.versions.get(version)
        base = remembered ? flatten(remembered) : null
      }
      this.checkKeys(kind, current, sent)
      const changes = withoutNoOps(sent, { ...kind.defaults, ...current }, base ?? current)

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
          throw new AppError(
            409,
            'conflict',
            `The ${kind.label} was changed by someone else since you loaded it`,
            {
              details: {
                conflicts: result.conflicts,
                current: unflattenTree(current),
                version: currentVersion,
              },
            },
          )
        }
        next = result.merged
        mergedFields = result.theirs
      }
      const nextText = this.encodeLeaves(kind, next, text)
      const loaded = base ?? current
      const own = Object.keys(changes).filter((k) => !sameValue(changes[k], loaded[k]))
      const changed = Object.keys(changes).filter((k) => changes[k] !== current[k])
      // a save of what is there already (a read sent back) writes nothing, not even the file of
      // a page that has none yet
      if (changed.length === 0) return mergedFields
      // a save of one translation alone says so: history and the dashboard read it as one
      const langs = new Set(changed.map(languageOfKey))
      const only = langs.size === 1 ? [...langs][0] : undefined
      const translation = only ? languageOf(only).name : undefined
      await writeAndCommit(this.store, this.git, {
        file: kind.file,
        text: nextText,
        previous: text,
        // with an outside edit in the work tree, the commit is the committed version plus only
        // the editor's changed fields
        ontoCommitted: (committed) => {
          if (committed === null || !location) return nextText
          const decoded = this.store.decode(location, kind.file, committed)
          if (!decoded.ok) throw new Error(`${kind.file} at HEAD is invalid`)
          const onto = flatten(decoded.data)
          for (const key of own) onto[key] = changes[key]
          return this.encodeLeaves(kind, onto, committed)
        },
        message: `${kind.file.replace(/\.json$/, '')}: ${translation ? 'translate' : 'update'} ${changed.slice(0, 4).join(', ')}${changed.length > 4 ? ', …' : ''}${translation ? ` (${translation})` : ''}`,
        author: editor,
      })
      return mergedFields
    })
  }
}
