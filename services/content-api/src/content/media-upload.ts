import { createHash } from 'node:crypto'
import { access } from 'node:fs/promises'
import path from 'node:path'
import type { ContentGit } from '../git/content-git.js'
import { AppError, requestIdHeaders } from '@site/platform'
import { slugify, type SessionUser } from '@site/contract'
import { gitBlobId } from './blob-id.js'
import type { ContentStore } from './content-store.js'
import { writeAndCommitMedia } from './write-file.js'

export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024

interface Normalized {
  data: string
  format: string
  width: number
  height: number
  placeholder: string
}

export interface UploadedImage {
  ref: string
  width: number
  height: number
  placeholder: string
}

/**
 * An upload is sent to media to be decoded (proving it is an image), oriented, stripped of
 * metadata and capped; the result is stored under a content-hashed name and committed.
 */
export class MediaUploads {
  constructor(
    private readonly store: ContentStore,
    private readonly git: ContentGit,
    private readonly mediaUrl: string,
    private readonly mediaToken: string | undefined = undefined,
  ) {}

  private async normalize(bytes: Buffer, contentType: string): Promise<Normalized> {
    let res: Response
    try {
      res = await fetch(`${this.mediaUrl.replace(/\/+$/, '')}/normalize`, {
        method: 'POST',
        headers: {
          ...requestIdHeaders(),
          ...(this.mediaToken ? { authorization: `Bearer ${this.mediaToken}` } : {}),
          'content-type': contentType.startsWith('image/')
            ? contentType
            : 'application/octet-stream',
        },
        body: bytes,
        signal: AbortSignal.timeout(30_000),
      })
    } catch (error) {
      throw new AppError(
        503,
        'media_unavailable',
        `The media service is not reachable: ${String(error)}`,
      )
    }
    if (!res.ok) {
      const body = (await res.json().catch(() => ({}))) as {
        error?: { code?: string; message?: string }
      }
      const status = res.status === 413 ? 413 : res.status >= 500 ? 502 : 415
      throw new AppError(
        status,
        body.error?.code ?? 'not_an_image',
        body.error?.message ?? 'The file is not an image we can use',
      )
    }
    return (await res.json()) as Normalized
  }

  async upload(
    bytes: Buffer,
    originalName: string,
    contentType: string,
    editor: SessionUser,
  ): Promise<UploadedImage> {
    if (bytes.length === 0) throw new AppError(400, 'empty_upload', 'The upload is empty')
    const normalized = await this.normalize(bytes, contentType)
    const data = Buffer.from(normalized.data, 'base64')
    const ext = normalized.format === 'jpeg' ? 'jpg' : normalized.format
    const base = slugify(path.parse(originalName).name).slice(0, 60) || 'image'
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 10)
    const file = `media/${base}-${hash}.${ext}`
    const result = {
      ref: file,
      width: normalized.width,
      height: normalized.height,
      placeholder: normalized.placeholder,
    }

    return this.git.withWriteLock(async () => {
      const absolute = path.join(this.store.root, file)
      const onDisk = await access(absolute).then(
        () => true,
        () => false,
      )
      // the name holds the bytes' hash: committed and on disk means this very image is there
      if (onDisk && (await this.git.committedBlob(file)) === gitBlobId(data)) return result
      // committed first, from these bytes, then written: a crash leaves no image nobody saved
      await writeAndCommitMedia(this.store, this.git, {
        file,
        bytes: data,
        message: `media: add ${path.basename(file)}`,
        author: editor,
      })
      return result
    })
  }
}
