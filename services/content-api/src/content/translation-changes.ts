import type { ContentGit } from '../git/content-git.js'
import { AppError } from '@site/platform'
import type { TranslationChange } from '@site/contract'
import { decodeRecord } from './codecs.js'
import { collections, recordFile, type CollectionName } from './collections.js'
import type { ContentStore } from './content-store.js'
import { translatableFieldKeys } from './translation.js'
import { translationLanguages, type TranslationLanguage } from '@site/contract'
import { outdatedTranslations, overlayOf, SOURCE_KEY, sourceStamp } from './translation-source.js'

/** How far back the English a translation was made from is looked for. */
const MAX_VERSIONS = 100

/**
 * A record's outdated translations, in every language, with the English change behind each: the
 * English the translation was made from (found in the file's history by its stamp; null when it
 * is older than the last MAX_VERSIONS versions) and the English now. For the translator's editor.
 */
export async function translationChanges(
  store: ContentStore,
  git: ContentGit,
  collection: CollectionName,
  slug: string,
): Promise<TranslationChange[]> {
  const entry = store.index.collection(collection).get(slug)
  if (!entry) {
    throw new AppError(404, 'not_found', `There is no ${collections[collection].label} "${slug}"`)
  }
  const keys = translatableFieldKeys(collection)
  // the stamps still looked for: "lang field" -> the stamp of the English it was made from
  const wanted = new Map<string, { lang: TranslationLanguage; field: string; stamp: string }>()
  for (const lang of translationLanguages) {
    const stamps = overlayOf(entry.data, lang)[SOURCE_KEY] as Record<string, string> | undefined
    for (const field of outdatedTranslations(keys, entry.data, lang)) {
      wanted.set(`${lang} ${field}`, { lang, field, stamp: stamps?.[field] ?? '' })
    }
  }
  if (wanted.size === 0) return []
  const file = recordFile(collection, slug)
  const was = new Map<string, unknown>()
  for (const commit of await git.log(file, MAX_VERSIONS)) {
    if (was.size === wanted.size) break
    const text = await git.fileAt(commit.id, file)
    const decoded = text === null ? null : decodeRecord(collection, file, text)
    if (!decoded?.ok) continue
    for (const [id, { field, stamp }] of wanted) {
      if (!was.has(id) && sourceStamp(decoded.data[field]) === stamp) {
        was.set(id, decoded.data[field])
      }
    }
  }
  return [...wanted].map(([id, { lang, field }]) => {
    const translation = overlayOf(entry.data, lang)[field] ?? null
    return {
      lang,
      field,
      was: was.has(id) ? was.get(id) : null,
      now: entry.data[field] ?? null,
      translation,
      // deprecated field (one release)
      arabic: translation,
    }
  })
}
