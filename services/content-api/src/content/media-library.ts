import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import type { ContentGit } from '../git/content-git.js'
import { AppError } from '@site/platform'
import { MediaRef, type MediaItem, type MediaUse, type SessionUser } from '@site/contract'
import { altTextsOf } from '../search/documents.js'
import { collectionNames } from './collections.js'
import type { ContentStore } from './content-store.js'
import { mediaUsesOf } from './media-uses.js'
import { writeAndCommitMedia } from './write-file.js'

const IMAGE_FILE = /\.(?:jpe?g|png|webp|avif)$/i

/**
 * The media library: the image originals in content/media with where each is used. Uses are
 * found by scanning every indexed value (fields, lists and Markdown bodies alike), so an image
 * is never reported unused while any record, page or setting still mentions it; only unused
 * images can be deleted, unless an admin forces it (the references then point at nothing).
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
    return mediaUsesOf(this.store.index, ref)
  }

  /** Where one image is used (`GET /media/<file>/usage`); 404 when there is no such image. */
  async usage(file: string): Promise<MediaUse[]> {
    const ref = refOf(file)
    if (!(await this.exists(file))) throw new AppError(404, 'not_found', `There is no image ${ref}`)
    return this.usesOf(ref)
  }

  private exists(file: string): Promise<boolean> {
    return stat(path.join(this.mediaDir, file)).then(
      (s) => s.isFile(),
      () => false,
    )
  }

  /** The alt texts records give each image (every language), by media reference. */
  private altTexts(): Map<string, string[]> {
    const alts = new Map<string, string[]>()
    for (const collection of collectionNames) {
      for (const [, entry] of this.store.index.collection(collection)) {
        for (const { ref, alt } of altTextsOf(collection, entry.data)) {
          const known = alts.get(ref) ?? []
          if (!known.includes(alt)) alts.set(ref, [...known, alt])
        }
      }
    }
    return alts
  }

  async list(): Promise<MediaItem[]> {
    let names: string[]
    try {
      names = await readdir(this.mediaDir)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
    const alts = this.altTexts()
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
            alts: alts.get(ref) ?? [],
          }
        }),
    )
    // newest first: what an editor just uploaded is what they look for
    return items
      .filter((item): item is MediaItem => item !== null)
      .sort((a, b) => b.modified.localeCompare(a.modified) || a.file.localeCompare(b.file))
  }

  /**
   * Deletes an image as one commit. While anything uses it: 409 naming the users, unless `force`
   * (admins only: the route checks the role), which deletes it anyway.
   */
  async remove(file: string, editor: SessionUser, { force = false } = {}): Promise<void> {
    const ref = refOf(file)
    await this.git.withWriteLock(async () => {
      if (!(await this.exists(file)))
        throw new AppError(404, 'not_found', `There is no image ${ref}`)
      const usedBy = this.usesOf(ref)
      if (usedBy.length > 0 && !force) {
        const users = [...new Set(usedBy.map((u) => u.title))]
        throw new AppError(409, 'media_in_use', `${ref} is still used by ${users.join(', ')}`, {
          details: { usedBy },
        })
      }
      // a file copied in by hand and never committed makes no commit: it is only removed
      await writeAndCommitMedia(this.store, this.git, {
        file: ref,
        bytes: null,
        message:
          usedBy.length > 0
            ? `media: remove ${file} (forced, still used ${usedBy.length} times)`
            : `media: remove ${file}`,
        author: editor,
      })
    })
  }
}

/** media/<file> for a bare file name; 400 for anything else (a path, another kind of file). */
function refOf(file: string): string {
  const parsed = MediaRef.safeParse(`media/${file}`)
  if (!parsed.success || file.includes('/')) {
    throw new AppError(400, 'invalid_media_name', `"${file}" is not a media file name`)
  }
  return parsed.data
}
