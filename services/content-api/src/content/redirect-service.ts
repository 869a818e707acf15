import { readDecodedFile } from './read-decoded.js'
import type { ContentGit } from '../git/content-git.js'
import { AppError, validationError } from '@site/platform'
import {
  RedirectList,
  RedirectsDocument,
  RedirectsUpdate,
  fieldErrorsOf,
  fixedSitePaths,
  recordPathOf,
  type Redirect,
  type RedirectsList,
  type SessionUser,
} from '@site/contract'
import { decodeRedirects, encodeDocument } from './codecs.js'
import { collectionNames } from './collections.js'
import type { ContentIndex } from './content-index.js'
import type { ContentStore } from './content-store.js'
import { REDIRECTS_FILE } from './layout.js'
import { writeAndCommit, type FileChange } from './write-file.js'

/** Every address a page answers at: the fixed pages and each record's own page, shown or not. */
export function livePaths(index: ContentIndex): Set<string> {
  const paths = new Set<string>(fixedSitePaths)
  for (const name of collectionNames) {
    for (const slug of index.collection(name).keys()) {
      const own = recordPathOf(name, slug)
      if (own) paths.add(own)
    }
  }
  return paths
}

/**
 * The list after a record moved from `oldPath` to `newPath`: the old address leads to the new
 * one, what led to the old address leads there directly (no chains), and a redirect from the new
 * address goes (it is a page again: renaming back must not loop).
 */
export function redirectsAfterRename(
  list: readonly Redirect[],
  oldPath: string,
  newPath: string,
): Redirect[] {
  const kept = list
    .filter((r) => r.from !== newPath && r.from !== oldPath)
    .map((r) => (r.to === oldPath ? { ...r, to: newPath } : r))
  return [...kept, { from: oldPath, to: newPath }]
}

/** The redirects file as the work tree holds it now (not the index, which may lag a moment). */
export async function readRedirectsFile(
  root: string,
): Promise<{ text: string | null; redirects: Redirect[]; version: string }> {
  const read = await readDecodedFile(root, REDIRECTS_FILE, (text) =>
    decodeRedirects(REDIRECTS_FILE, text),
  )
  return { text: read.text, redirects: read.data?.redirects ?? [], version: read.version ?? '' }
}

/**
 * The file change that writes `next` (clean diff: only the entries that changed). `onto` makes
 * the same change to the committed list when the work tree holds an outside edit.
 */
export function redirectsFileChange(
  current: { text: string | null },
  next: Redirect[],
  onto: (committed: Redirect[]) => Redirect[],
): FileChange {
  const encode = (list: Redirect[], previous: string | null) =>
    encodeDocument({ redirects: RedirectList.parse(list) }, previous, RedirectsDocument)
  const text = encode(next, current.text)
  return {
    file: REDIRECTS_FILE,
    text,
    previous: current.text,
    ontoCommitted: (committed) => {
      if (committed === null) return encode(onto([]), null)
      const decoded = decodeRedirects(REDIRECTS_FILE, committed)
      if (!decoded.ok) throw new Error(`${REDIRECTS_FILE} at HEAD is invalid`)
      return encode(onto(decoded.data.redirects), committed)
    },
  }
}

const key = (r: Redirect) => `${r.from}\n${r.to}`

/** The redirects: read by web for every public path, edited as a whole list by editors. */
export class RedirectService {
  constructor(
    private readonly store: ContentStore,
    private readonly git: ContentGit,
  ) {}

  /** The redirects in force: a page now living at an old address wins over its redirect. */
  list(): RedirectsList {
    const entry = this.store.index.redirects
    const live = livePaths(this.store.index)
    return {
      version: entry?.version ?? '',
      redirects: (entry?.data.redirects ?? []).filter((r) => !live.has(r.from)),
    }
  }

  /** body: { version, redirects } - the whole list, as loaded ('' when there was no file). */
  async update(body: unknown, editor: SessionUser): Promise<RedirectsList> {
    const parsed = RedirectsUpdate.safeParse(body)
    if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error))
    const { version, redirects: next } = parsed.data
    return this.git.withWriteLock(async () => {
      const live = livePaths(this.store.index)
      const hidden = Object.fromEntries(
        next.flatMap((r, i) =>
          live.has(r.from)
            ? [[`redirects.${i}.from`, `${r.from} is a page of the site; a redirect would hide it`]]
            : [],
        ),
      )
      if (Object.keys(hidden).length > 0) throw validationError(hidden)
      const current = await readRedirectsFile(this.store.root)
      if (current.version !== version) {
        throw new AppError(409, 'conflict', 'The redirects were changed since you loaded them', {
          details: { current: { version: current.version, redirects: current.redirects } },
        })
      }
      const before = new Set(current.redirects.map(key))
      const after = new Set(next.map(key))
      const added = next.filter((r) => !before.has(key(r)))
      const removed = current.redirects.filter((r) => !after.has(key(r)))
      // with an outside edit in the work tree: the committed list with only this edit's changes
      const onto = (committed: Redirect[]) => {
        const dropped = new Set([...removed, ...added].map((r) => r.from))
        return [...committed.filter((r) => !dropped.has(r.from)), ...added]
      }
      await writeAndCommit(this.store, this.git, {
        ...redirectsFileChange(current, next, onto),
        message: describe(added, removed),
        author: editor,
      })
      return this.list()
    })
  }
}

/** The commit subject: what the edit added and removed. */
function describe(added: Redirect[], removed: Redirect[]): string {
  const [one] = added
  if (one && added.length === 1 && removed.length === 0)
    return `redirects: add ${one.from} -> ${one.to}`
  const [gone] = removed
  if (gone && removed.length === 1 && added.length === 0) return `redirects: remove ${gone.from}`
  return `redirects: update (${added.length} added, ${removed.length} removed)`
}
