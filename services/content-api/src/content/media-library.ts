import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import type { ContentGit } from '../git/content-git.js'
import { AppError } from '@site/platform'
import {
  MediaRef,
  type MediaItem,
  type MediaUse,
  type PageKey,
  type SessionUser,
} from '@site/contract'
import { collectionNames, titleOf } from './collections.js'
import type { ContentStore } from './content-store.js'
import { writeAndCommitMedia } from './write-file.js'

const IMAGE_FILE = /\.(?:jpe?g|png|webp|avif)$/i

/** Does any string inside `value` (fields, lists, Markdown bodies) mention `ref`? */
function mentions(value: unknown, ref: string): boolean {
  if (typeof value === 'string') return value === ref || value.includes(ref)
  if (Array.isArray(value)) return value.some((v) => mentions(v, ref))
  if (value && typeof value === 'object') return Object.values(value).some((v) => mentions(v, ref))
  return false
}

const pageTitle = (page: PageKey) => `${page[0]?.toUpperCase()}${page.slice(1)} page`

/**
 * The media library: the image originals in content/media with where each is used. Uses are
 * found by scanning every indexed value (fields, lists and Markdown bodies alike), so an image
 * is never reported unused while any record, page or setting still mentions it; only unused
 * images can be deleted, which is how a replaced image stays until nothing refers to it.
 */
export class MediaLibrary {
  constructor(
    private readonly store: ContentStore,
    private readonly git: ContentGit,
  ) {}

  private get mediaDir() {
    return path.join(this.store.root, 'media')
  }

  usesOf(ref: string): MediaUse[] {
    const { index } = this.store
    const uses: MediaUse[] = []
    for (const collection of collectionNames) {
      for (const [slug, entry] of index.collection(collection)) {
        if (mentions(entry.data, ref)) {
          uses.push({
            kind: 'record',
            collection,
            slug,
            title: titleOf(collection, slug, entry.data),
          })
        }
      }
    }
    for (const [page, entry] of index.pages) {
      if (mentions(entry.data, ref)) uses.push({ kind: 'page', page, title: pageTitle(page) })
    }
    if (index.settings && mentions(index.settings.data, ref)) {
      uses.push({ kind: 'settings', title: 'Company Info' })
    }
    return uses
  }

  async list(): Promise<MediaItem[]> {
    let names: string[]
    try {
      names = await readdir(this.mediaDir)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
    const items = await Promise.all(
      names
        .filter((name) => IMAGE_FILE.test(name) && MediaRef.safeParse(`media/${name}`).success)
        .map(async (file): Promise<MediaItem | null> => {
          const info = await stat(path.join(this.mediaDir, file)).catch(() => null)
          if (!info?.isFile()) return null
          const ref = `media/${file}`
          return {
            ref,
            file,
            bytes: info.size,
            modified: info.mtime.toISOString(),
            usedBy: this.usesOf(ref),
          }
        }),
    )
    // newest first: what an editor just uploaded is what they look for
    return items
      .filter((item): item is MediaItem => item !== null)
      .sort((a, b) => b.modified.localeCompare(a.modified) || a.file.localeCompare(b.file))
  }

  /** Deletes an unused image as one commit; 409 names what still uses it. */
  async remove(file: string, editor: SessionUser): Promise<void> {
    const parsed = MediaRef.safeParse(`media/${file}`)
    if (!parsed.success || file.includes('/')) {
      throw new AppError(400, 'invalid_media_name', `"${file}" is not a media file name`)
    }
    const ref = parsed.data
    await this.git.withWriteLock(async () => {
      const absolute = path.join(this.mediaDir, file)
      const exists = await stat(absolute).then(
        (s) => s.isFile(),
        () => false,
      )
      if (!exists) throw new AppError(404, 'not_found', `There is no image ${ref}`)
      const usedBy = this.usesOf(ref)
      if (usedBy.length > 0) {
        throw new AppError(
          409,
          'media_in_use',
          `${ref} is still used by ${usedBy.map((u) => u.title).join(', ')}`,
          { details: { usedBy } },
        )
      }
      // a file copied in by hand and never committed makes no commit: it is only removed
      await writeAndCommitMedia(this.store, this.git, {
        file: ref,
        bytes: null,
        message: `media: remove ${file}`,
        author: editor,
      })
    })
  }
}
