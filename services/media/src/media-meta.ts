import { readFile } from 'node:fs/promises'
import { AppError, type Logger } from '@site/platform'
import { DEFAULT_MEDIA_META, MediaMeta, MEDIA_META_SUFFIX } from '@site/contract'
import { resolveOriginal, type Original } from './media-path.js'

/** A sidecar is a few hundred bytes; anything past this is not one and is not parsed. */
const MAX_META_BYTES = 64 * 1024

/**
 * The focal point and crop of an original, from its sidecar `<file>.json` beside it in the media
 * folder (content-api writes it; a pull request may too). Found with the same confinement as the
 * original itself. No sidecar: the defaults. A sidecar that is not valid (a bad hand edit, which
 * content:check reports) is logged and read as the defaults, so the image is still served.
 */
export async function readMediaMeta(
  mediaDir: string,
  original: Original,
  log: Logger,
): Promise<MediaMeta> {
  let sidecar: Original
  try {
    sidecar = await resolveOriginal(mediaDir, `${original.relativePath}${MEDIA_META_SUFFIX}`)
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return DEFAULT_MEDIA_META
    throw error
  }
  if (sidecar.size > MAX_META_BYTES) {
    log.warn('media metadata too large, ignored', { file: sidecar.relativePath })
    return DEFAULT_MEDIA_META
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(await readFile(sidecar.absolutePath, 'utf8'))
  } catch {
    log.warn('media metadata is not JSON, ignored', { file: sidecar.relativePath })
    return DEFAULT_MEDIA_META
  }
  const meta = MediaMeta.safeParse(parsed)
  if (!meta.success) {
    log.warn('media metadata is not valid, ignored', { file: sidecar.relativePath })
    return DEFAULT_MEDIA_META
  }
  return meta.data
}
