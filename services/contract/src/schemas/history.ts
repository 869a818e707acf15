import { type TranslationLanguage, translationLanguages } from './languages.js'
import { z } from 'zod'
import { withLineFeeds } from './fields/field-schema.js'
import { pageKeys, type PageKey } from './pages.js'

/**
 * History of a record, a page or the company settings: the commits that changed its file (from
 * git), the content as of one of them, and a field-by-field comparison with the current version.
 */

/** What has a history: a record of a collection, a page's content, or the company settings. */
export type HistoryTarget =
  { collection: string; slug: string } | { page: PageKey } | { settings: true }

export const CommitInfo = z.object({
  id: z.string(),
  author: z.object({ name: z.string(), email: z.string() }),
  date: z.string(),
  message: z.string(),
})
export type CommitInfo = z.infer<typeof CommitInfo>

/** The fields a restore brings back ("title", "ar.hero.title"); absent: the whole version. */
export const RestoreFields = z
  .array(z.string().regex(/^[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*$/, 'a field path'))
  .min(1)
  .max(100)
  .optional()

/** A commit id as the history endpoints take it (abbreviated or full). */
export const CommitId = z.string().regex(/^[0-9a-f]{7,40}$/, 'Name a commit by its id')

/** The API path of a target's content (its history is under `${path}/history`). */
export function historyApiPath(target: HistoryTarget): string {
  if ('settings' in target) return '/company-settings'
  if ('page' in target) return `/${target.page}-content`
  return `/${encodeURIComponent(target.collection)}/${encodeURIComponent(target.slug)}`
}

export const isPageKey = (value: string): value is PageKey =>
  (pageKeys as readonly string[]).includes(value)

/** One field that differs between two versions. */
export interface FieldChange {
  field: string
  before: unknown
  after: unknown
}

// one equality for history's diff and the three-way merge (fields.ts)
export { sameValue } from './same-value.js'
import { sameValue } from './same-value.js'

/**
 * A value as a person reads it, for telling changes apart: texts with "\n" line breaks and no
 * whitespace at the end of a line or of the text. A body once written with CRLF, or a textarea
 * that kept a trailing space, reads the same as before and is no change.
 */
export function comparableValue(value: unknown): unknown {
  if (typeof value === 'string')
    return withLineFeeds(value)
      .replace(/[ \t]+$/gm, '')
      .replace(/\s+$/, '')
  if (Array.isArray(value)) return value.map(comparableValue)
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, comparableValue(v)]))
  return value
}

/**
 * The fields whose value differs between `before` and `after` as a person reads them (see
 * comparableValue), in the order of `order` (then any other field in the order first seen). A
 * field missing on one side counts as undefined.
 */
export function diffFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  order: readonly string[] = [],
): FieldChange[] {
  const keys = [...new Set([...order, ...Object.keys(before), ...Object.keys(after)])]
  return keys
    .filter((field) => !sameValue(comparableValue(before[field]), comparableValue(after[field])))
    .map((field) => ({ field, before: before[field], after: after[field] }))
}

/** A page's sections as flat "section.field" keys (the keys page saves and merges use). */
export function flattenPage(
  sections: ReadonlyArray<{
    key: string
    fields: ReadonlyArray<{
      key: string
      value: unknown
      translations?: Partial<Record<TranslationLanguage, string>>
    }>
  }>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const section of sections) {
    for (const field of section.fields) out[`${section.key}.${field.key}`] = field.value
  }
  // each translation after the English ("ar.hero.title", "fr.hero.title"), so a translation
  // shows in diffs too
  for (const code of translationLanguages) {
    for (const section of sections) {
      for (const field of section.fields) {
        const text = field.translations?.[code]
        if (text) out[`${code}.${section.key}.${field.key}`] = text
      }
    }
  }
  return out
}

/**
 * A field changed both by a save not yet pushed and on the remote: the site shows the remote's
 * value, the saved one is in `commit` and can be restored (history restore with `fields`).
 */
export interface RemoteConflict {
  id: string
  at: string
  /** relative to the content folder */
  file: string
  /** what has a history, or null for a file the admin does not edit (restore not offered) */
  target: HistoryTarget | null
  /** dotted field path, or "(file)" when the file could not be merged field by field */
  field: string
  /** who saved the value the remote replaced */
  editor: string | null
  local: unknown
  remote: unknown
  /** the commit holding the saved value */
  commit: string
}

/** CONTENT_GIT_REMOTE's state (credentials masked): /health and the dashboard show it. */
export interface RemoteState {
  remote: string
  branch: string
  pollSeconds: number
  lastFetchAt: string | null
  lastPushAt: string | null
  /** local commits the remote does not have yet */
  pendingCommits: number
  lastError: string | null
  /** since when every fetch failed (null: the last one worked) */
  unreachableSince: string | null
  /** the remote's history was rewritten: syncing is paused, local commits kept on a branch */
  rewritten: { at: string; rescueBranch: string; remoteTip: string } | null
  /** draft branches that differ here and there with neither containing the other (left as is) */
  draftsDiverged: string[]
  conflicts: RemoteConflict[]
}

/** The content repository's state for the dashboard (GET /repository-status, editors). */
export interface RepositoryStatus {
  /** CONTENT_GIT_REMOTE's state; null when the content has no remote */
  remote?: RemoteState | null
  /** another process (a developer's git, a backup tool) holds a git lock saves need */
  git: { locked: boolean; waitingSince: string | null }
  /** what start-up repaired after a crash, or null when it found nothing to repair */
  interruptedSaves: {
    at: string
    rolledForward: string[]
    undone: string[]
    unreadable: number
    cleaned: number
  } | null
}

/** A translation made from an English that has changed since (GET .../translation-changes). */
export interface TranslationChange {
  /** the language of the translation */
  lang: TranslationLanguage
  field: string
  /** the English the translation was made from; null when it could not be found in the history */
  was: unknown
  /** the English now */
  now: unknown
  /** the translation as it is */
  translation: unknown
  /** deprecated (one release; read `translation`): the translation as it is */
  arabic?: unknown
}

/**
 * A record with outdated translations in one language (GET /outdated-translations): a record
 * outdated in two languages is two entries.
 */
export interface OutdatedTranslation {
  collection: string
  slug: string
  title: string
  lang: TranslationLanguage
  /** field keys */
  fields: string[]
}
