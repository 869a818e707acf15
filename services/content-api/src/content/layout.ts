import { pageKeys, type PageKey } from '../schemas/index.js'

/**
 * Where each record lives in the content repository; the file name is the slug and the id.
 * Paths are relative to CONTENT_DIR and always use '/'.
 */
export type ContentLocation = { kind: 'solution'; slug: string } | { kind: 'page'; page: PageKey }

const SLUG_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/

export function locate(relativePath: string): ContentLocation | null {
  const parts = relativePath.split(/[\\/]/)
  if (parts.length !== 2) return null
  const [dir, name] = parts as [string, string]
  if (dir === 'solutions') {
    const match = SLUG_FILE.exec(name)
    return match?.[1] ? { kind: 'solution', slug: match[1] } : null
  }
  if (dir === 'pages' && name.endsWith('.json')) {
    const page = name.slice(0, -'.json'.length)
    return (pageKeys as string[]).includes(page) ? { kind: 'page', page: page as PageKey } : null
  }
  return null
}

export const solutionFile = (slug: string) => `solutions/${slug}.md`
export const pageFile = (page: PageKey) => `pages/${page}.json`

/** The folders the index loads at start and the watcher follows. */
export const contentFolders = ['solutions', 'pages'] as const
