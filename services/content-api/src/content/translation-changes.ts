import type { ContentGit } from '../git/content-git.js'
import { AppError } from '@site/platform'
import type { TranslationChange } from '@site/contract'
import { decodeRecord } from './codecs.js'
import { collections, recordFile, type CollectionName } from './collections.js'
import type { ContentStore } from './content-store.js'
import { translatableFieldKeys } from './translation.js'
import { outdatedTranslations, SOURCE_KEY, sourceStamp } from './translation-source.js'

/** How far back the English a translation was made from is looked for. */
const MAX_VERSIONS = 100

/**
 * A record's outdated translations with the English change behind each: the English the Arabic
 * was made from (found in the file's history by its stamp; null when it is older than the last
 * MAX_VERSIONS versions) and the English now. For the translator's editor.
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
  const outdated = outdatedTranslations(translatableFieldKeys(collection), entry.data)
  if (outdated.length === 0) return []
  const ar = entry.data.ar as Record<string, unknown>
  const stamps = ar[SOURCE_KEY] as Record<string, string>
  const file = recordFile(collection, slug)
  const was = new Map<string, unknown>()
  for (const commit of await git.log(file, MAX_VERSIONS)) {
    if (was.size === outdated.length) break
    const text = await git.fileAt(commit.id, file)
    const decoded = text === null ? null : decodeRecord(collection, file, text)
    if (!decoded?.ok) continue
    for (const key of outdated) {
      if (!was.has(key) && sourceStamp(decoded.data[key]) === stamps[key]) {
        was.set(key, decoded.data[key])
      }
    }
  }
  return outdated.map((field) => ({
    field,
    was: was.has(field) ? was.get(field) : null,
    now: entry.data[field] ?? null,
    arabic: ar[field] ?? null,
  }))
}
