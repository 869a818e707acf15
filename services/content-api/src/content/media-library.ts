import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import type { ContentGit } from '../git/content-git.js'
import { AppError } from '@site/platform'
import {
  DEFAULT_MEDIA_META,
  MEDIA_META_SUFFIX,
  MediaRef,
  mediaMetaFile,
  mediaMetaVersion,
  type MediaItem,
  type MediaMeta,
  type MediaMetaPatch,
  type MediaUse,
  type SessionUser,
} from '@site/contract'
import { altTextsOf } from '../search/documents.js'
import { collectionNames } from './collections.js'
import type { ContentStore } from './content-store.js'
import { mediaUsesOf } from './media-uses.js'
import {
  applyMediaMetaPatch,
  mediaMetaText,
  parseMediaMeta,
  readMediaMeta,
  readMediaMetaText,
} from './media-meta.js'
import { writeAndCommit, writeAndCommitMedia } from './write-file.js'

const IMAGE_FILE = /\.(?:jpe?g|png|webp|avif)$/i
const DEFAULT_VERSION = mediaMetaVersion(DEFAULT_MEDIA_META)

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

  /**
   * `mediaMetaVersion` of every image whose sidecar frames it otherwise than the defaults. Read
   * again only when the media folder changes: every save of a sidecar (an atomic rename), an
   * upload, a delete and a pull all change the folder's mtime.
   */
  async versions(): Promise<Record<string, string>> {
    const folder = await stat(this.mediaDir).catch(() => null)
    if (!folder) return {}
    if (this.versionCache?.mtimeMs === folder.mtimeMs) return this.versionCache.versions
    const versions: Record<string, string> = {}
    const names = await readdir(this.mediaDir)
    for (const name of names) {
      if (!name.endsWith(MEDIA_META_SUFFIX)) continue
      const file = name.slice(0, -MEDIA_META_SUFFIX.length)
      if (!IMAGE_FILE.test(file) || !names.includes(file)) continue
      const version = mediaMetaVersion(await readMediaMeta(this.store.root, file))
      if (version !== DEFAULT_VERSION) versions[file] = version
    }
    this.versionCache = { mtimeMs: folder.mtimeMs, versions }
    return versions
  }

  private versionCache: { mtimeMs: number; versions: Record<string, string> } | null = null

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
          const meta = await readMediaMeta(this.store.root, file)
          const ownAlts = Object.values(meta.alt).filter((alt): alt is string => Boolean(alt))
          return {
            ref,
            file,
            bytes: info.size,
            modified: info.mtime.toISOString(),
            usedBy: this.usesOf(ref),
            alts: [...new Set([...ownAlts, ...(alts.get(ref) ?? [])])],
            meta,
            version: mediaMetaVersion(meta),
          }
        }),
    )
    // newest first: what an editor just uploaded is what they look for
    return items
      .filter((item): item is MediaItem => item !== null)
      .sort((a, b) => b.modified.localeCompare(a.modified) || a.file.localeCompare(b.file))
  }

  /**
   * Changes an image's focal point, crop or default alt text (`PATCH /media/<file>`): its sidecar
   * `media/<file>.json` rewritten and committed as one commit of that file. Answers the stored
   * metadata and its version (what variant URLs carry from now on).
   */
  async updateMeta(
    file: string,
    patch: MediaMetaPatch,
    editor: SessionUser,
  ): Promise<{ meta: MediaMeta; version: string }> {
    const ref = refOf(file)
    return this.git.withWriteLock(async () => {
      if (!(await this.exists(file)))
        throw new AppError(404, 'not_found', `There is no image ${ref}`)
      const previous = await readMediaMetaText(this.store.root, file)
      const current = await readMediaMeta(this.store.root, file)
      const meta = applyMediaMetaPatch(current, patch)
      const text = mediaMetaText(meta)
      await writeAndCommit(this.store, this.git, {
        file: mediaMetaFile(file),
        text,
        previous,
        // a hand edit of the sidecar not yet committed is replaced whole: the patch is the state
        ontoCommitted: () => text,
        message: `media: ${describePatch(patch)} of ${file}`,
        author: editor,
      })
      const stored = parseMediaMeta(text) ?? meta
      return { meta: stored, version: mediaMetaVersion(stored) }
    })
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
      // its focal point and alt text go with it (content:check reports a sidecar left alone)
      const sidecar = await readMediaMetaText(this.store.root, file)
      if (sidecar !== null) {
        await writeAndCommit(this.store, this.git, {
          file: mediaMetaFile(file),
          text: null,
          previous: sidecar,
          message: `media: remove ${file}'s details`,
          author: editor,
        })
      }
    })
  }
}

/** The commit subject's words for what a patch changes: "focal point, alt text". */
function describePatch(patch: MediaMetaPatch): string {
  const parts = [
    patch.focal_point && 'focal point',
    patch.crop !== undefined && 'crop',
    patch.alt && 'alt text',
  ].filter(Boolean)
  return parts.join(', ')
}

/** media/<file> for a bare file name; 400 for anything else (a path, another kind of file). */
function refOf(file: string): string {
  const parsed = MediaRef.safeParse(`media/${file}`)
  if (!parsed.success || file.includes('/')) {
    throw new AppError(400, 'invalid_media_name', `"${file}" is not a media file name`)
  }
  return parsed.data
}
