import { flattenTree } from '../content/merge.js'
import type { ContentProblem } from '../content/codecs.js'
import { collectionNames } from '../content/collections.js'
import { ContentStore } from '../content/content-store.js'
import { mediaMetaProblems } from '../content/media-meta.js'
import { imageErrors, missingImage, referenceErrors } from '../content/references.js'
import { silentLogger } from '@site/platform'
import { seoWarnings } from './seo-warnings.js'
import { checkItem } from './item-checks.js'
import type { ExternalLinkChecker } from './link-checker.js'

/**
 * Validates every content file and every reference between them (child solutions, a product's
 * partner, images), runs each item's content checks (item-checks.ts: links to pages that do not
 * exist, images without alt text, skipped heading levels), and adds the SEO warnings (seo-warnings.ts, `severity: 'warning'`: printed,
 * never failing the check). With `links`, the external links are asked too (warnings: a site
 * elsewhere can be down for a moment). Used by `npm run content:check` on pull requests and by
 * the tests.
 */
export async function checkContent(
  root: string,
  options: { links?: ExternalLinkChecker } = {},
): Promise<ContentProblem[]> {
  const { links } = options
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
      const checked = checkItem(index, file, { kind: 'record', collection }, data)
      problems.push(...checked.problems)
      links?.linksOf(file, checked.externalLinks)
    }
  }
  for (const [page, { file, data }] of index.pages) {
    const checked = checkItem(index, file, { kind: 'page', page }, data)
    problems.push(...checked.problems)
    links?.linksOf(file, checked.externalLinks)
    // every leaf, by its dotted path ("hero.image"; Arabic texts under "ar." are never images)
    for (const [field, value] of Object.entries(flattenTree(data))) {
      if (typeof value !== 'string' || !value.startsWith('media/')) continue
      const message = await missingImage(root, value)
      if (message) problems.push({ file, field, message })
    }
  }
  problems.push(...(await mediaMetaProblems(root)))
  problems.push(...seoWarnings(index))
  if (links) {
    await links.idle()
    for (const { file } of [...index.records.values()].flatMap((r) => [...r.values()]))
      problems.push(...links.problemsOf(file))
    for (const { file } of index.pages.values()) problems.push(...links.problemsOf(file))
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.field.localeCompare(b.field))
}
