import { pageKeys, type PageKey } from '@site/contract'
import { collectionNames, collections, type CollectionName } from './collections.js'

/**
 * Where each record lives in the content repository; the file name is the slug and the id.
 * Paths are relative to CONTENT_DIR and always use '/'.
 */
export type ContentLocation =
  | { kind: 'record'; collection: CollectionName; slug: string }
  | { kind: 'page'; page: PageKey }
  | { kind: 'settings' }
  | { kind: 'redirects' }
  | { kind: 'navigation' }

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function locate(relativePath: string): ContentLocation | null {
  const parts = relativePath.split(/[\\/]/)
  if (parts.length !== 2) return null
  const [dir, name] = parts as [string, string]
  const dot = name.lastIndexOf('.')
  if (dot <= 0) return null
  const base = name.slice(0, dot)
  const ext = name.slice(dot + 1)
  const collection = collectionNames.find((c) => c === dir)
  if (collection) {
    const wanted = collections[collection].format === 'markdown' ? 'md' : 'json'
    return ext === wanted && SLUG.test(base) ? { kind: 'record', collection, slug: base } : null
  }
  if (dir === 'pages' && ext === 'json' && (pageKeys as string[]).includes(base)) {
    return { kind: 'page', page: base as PageKey }
  }
  if (dir === 'settings' && name === 'company.json') return { kind: 'settings' }
  if (dir === 'settings' && name === 'redirects.json') return { kind: 'redirects' }
  if (dir === 'settings' && name === 'navigation.json') return { kind: 'navigation' }
  return null
}

export { recordFile } from './collections.js'
export const pageFile = (page: PageKey) => `pages/${page}.json`
export const SETTINGS_FILE = 'settings/company.json'
/** beside the settings: a folder the index already loads and the watcher follows */
export const REDIRECTS_FILE = 'settings/redirects.json'
/** the header, footer and solution menus (schemas/navigation.ts) */
export const NAVIGATION_FILE = 'settings/navigation.json'

/** The folders the index loads at start and the watcher follows. */
export const contentFolders = [...collectionNames, 'pages', 'settings'] as const
