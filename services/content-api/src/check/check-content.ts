import { flattenTree } from '../content/merge.js'
import type { ContentProblem } from '../content/codecs.js'
import { collectionNames } from '../content/collections.js'
import { ContentStore } from '../content/content-store.js'
import { mediaMetaProblems } from '../content/media-meta.js'
import { imageErrors, missingImage, referenceErrors } from '../content/references.js'
import { silentLogger } from '@site/platform'
import { seoWarnings } from './seo-warnings.js'

/**
 * Validates every content file and every reference between them (child solutions, a product's
 * partner, images), and adds the SEO warnings (seo-warnings.ts, `severity: 'warning'`: printed,
 * never failing the check). Used by `npm run content:check` on pull requests and by the tests.
 */
export async function checkContent(root: string): Promise<ContentProblem[]> {
  const store = new ContentStore(root, silentLogger)
  await store.loadAll()
  const { index } = store
  const problems = [...index.problems()]

  for (const collection of collectionNames) {
    for (const [slug, { file, data }] of index.collection(collection)) {
      const errors = {
        ...referenceErrors(index, collection, slug, data),
        ...(await imageErrors(root, collection, data)),
      }
      for (const [field, message] of Object.entries(errors)) problems.push({ file, field, message })
    }
  }
  for (const { file, data } of index.pages.values()) {
    // every leaf, by its dotted path ("hero.image"; Arabic texts under "ar." are never images)
    for (const [field, value] of Object.entries(flattenTree(data))) {
      if (typeof value !== 'string' || !value.startsWith('media/')) continue
      const message = await missingImage(root, value)
      if (message) problems.push({ file, field, message })
    }
  }
  problems.push(...(await mediaMetaProblems(root)))
  problems.push(...seoWarnings(index))
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.field.localeCompare(b.field))
}
