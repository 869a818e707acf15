/**
 * Which content files a rendered page was made from, and whether a change touches it.
 *
 * content-api names, on every read, the files its answer came from (header X-Content-Files, set
 * in content-api/src/http/files-read.ts): `products/a.md`, a folder `partners/` (every file in
 * it, new and deleted ones too) or `*` (anything). A render collects them over all its reads.
 */
const CONTENT_FILES_HEADER = 'x-content-files'

/** what a page depends on when it is not known: everything */
export const ANY_FILE = '*'

/**
 * Files outside any page's reads that change what every page answers: the settings folder holds
 * the company settings the layout shows and the redirects, applied before the page cache.
 */
const SITE_WIDE = 'settings/'

/**
 * A fetch that adds the files each content-api answer was made from to `into`. A read that fails
 * (content-api down, overloaded) adds ANY_FILE: a lenient caller showed something in its place
 * (slugs for titles, no contact lines) that no file change would otherwise ever replace.
 */
export function recordingContentFiles(baseFetch: typeof fetch, into: Set<string>): typeof fetch {
  return async (input, init) => {
    let res: Response
    try {
      res = await baseFetch(input, init)
    } catch (error) {
      into.add(ANY_FILE)
      throw error
    }
    const header =
      res.ok || res.status === 304 || res.status === 404
        ? res.headers.get(CONTENT_FILES_HEADER)
        : null
    // an answer that does not say what it read may have read anything
    for (const file of header === null ? [ANY_FILE] : header.split(','))
      if (file.trim() !== '') into.add(file.trim())
    return res
  }
}

/** Whether a change of `files` can change a page made from `dependencies`. */
export function touches(dependencies: readonly string[], files: readonly string[]): boolean {
  if (dependencies.length === 0 || dependencies.includes(ANY_FILE)) return true
  return files.some(
    (file) =>
      file.startsWith(SITE_WIDE) ||
      dependencies.some((read) => read === file || (read.endsWith('/') && file.startsWith(read))),
  )
}

/** The tag of "made from anything": purged by every change. */
const ANY_TAG = 'all'

/**
 * A page's cache tags for a shared cache in front of web (a CDN's or an edge's purge by tag:
 * `Surrogate-Key`, `Cache-Tag`): one per file or folder it read, "all" when it read anything, and
 * the site-wide folder every page depends on. Tags are content paths, so they need no table.
 */
export function cacheTagsOf(dependencies: readonly string[]): string[] {
  if (dependencies.length === 0 || dependencies.includes(ANY_FILE)) return [ANY_TAG]
  return [...new Set([...dependencies, SITE_WIDE])]
}

/**
 * The tags a change of `files` purges: each file, the folder it is in, and "all". Purging these
 * removes exactly the pages `touches` says the change can alter (tested against it).
 */
export function purgeTagsOf(files: readonly string[]): string[] {
  const tags = new Set<string>([ANY_TAG])
  for (const file of files) {
    tags.add(file)
    // every folder above it: a page that listed `products/` reads `products/a.md` too
    const parts = file.split('/')
    for (let i = 1; i < parts.length; i++) tags.add(`${parts.slice(0, i).join('/')}/`)
  }
  return [...tags]
}
