import type { RequestHandler } from 'express'
import { isCollectionName, isSlug, recordFile } from '../content/collections.js'
import { pageFile, REDIRECTS_FILE, SETTINGS_FILE } from '../content/layout.js'
import { embeddedCollections } from '../content/embedding.js'
import { pageKeys, type PageKey } from '@site/contract'

/**
 * Every GET under /api answers with the content files its body was made from, so web's page
 * cache knows which pages a change touches (a page is dropped only when a file it read changed):
 * `X-Content-Files: products/a.md, partners/` (a folder, ending in `/`, stands for every file in
 * it, the ones added or deleted too) or `*` (anything: a read this list does not know).
 * web/server/content-files.ts reads this header: the name is spelled in both.
 */
export const CONTENT_FILES_HEADER = 'X-Content-Files'

/** The files (or folders) a public read of `apiPath` (the path below /api) answers from. */
export function filesReadBy(apiPath: string): string[] {
  const parts = apiPath.split('/').filter(Boolean)
  const [first = '', second] = parts
  if (isCollectionName(first)) {
    const embedded = embeddedCollections(first).map((name) => `${name}/`)
    if (parts.length === 1) return [`${first}/`, ...embedded]
    if (parts.length === 2 && second !== undefined && isSlug(second))
      return [recordFile(first, second), ...embedded]
    return ['*']
  }
  const page = /^(.+)-content$/.exec(first)?.[1]
  if (page !== undefined && (pageKeys as readonly string[]).includes(page) && parts.length <= 2)
    return [pageFile(page as PageKey)]
  if ((first === 'company-settings' || first === 'our-info') && parts.length === 1)
    return [SETTINGS_FILE]
  if (first === 'redirects' && parts.length === 1) return [REDIRECTS_FILE]
  // each framed image's version: from the images' sidecars (media/<file>.json)
  if (first === 'media-versions' && parts.length === 1) return ['media/']
  return ['*']
}

/** Sets CONTENT_FILES_HEADER on every GET (a 304 carries it too: the body it confirms). */
export const declareFilesRead: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD')
    res.setHeader(CONTENT_FILES_HEADER, filesReadBy(req.path).join(', '))
  next()
}
