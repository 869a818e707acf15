import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import {
  DEFAULT_MEDIA_META,
  MediaMeta,
  MEDIA_META_SUFFIX,
  fieldErrorsOf,
  mediaMetaFile,
  type MediaMetaPatch,
} from '@site/contract'
import { validationError } from '@site/platform'
import type { ContentProblem } from './codecs.js'

/**
 * An image's focal point, crop and default alt text live in a sidecar beside it,
 * `media/<file>.json`: one small file per image, so a pull request changes one image's framing
 * in a diff of a few lines, history shows it, and a rename or replace moves it with the image's
 * name; media reads it from the folder it already serves, with no call to content-api.
 */

/** The sidecar's text as committed: pretty JSON, keys in a fixed order, a final newline. */
export function mediaMetaText(meta: MediaMeta): string {
  const ordered = {
    focal_point: meta.focal_point,
    ...(meta.crop ? { crop: meta.crop } : {}),
    alt: meta.alt,
  }
  return `${JSON.stringify(ordered, null, 2)}\n`
}

/** Parses a sidecar's text; null when it is not valid (content:check names the problem). */
export function parseMediaMeta(text: string): MediaMeta | null {
  try {
    const parsed = MediaMeta.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** The sidecar's text on disk, or null when there is none. */
export async function readMediaMetaText(root: string, file: string): Promise<string | null> {
  try {
    return await readFile(path.join(root, mediaMetaFile(file)), 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

/** An image's metadata: its sidecar, or the defaults when it has none or it is not valid. */
export async function readMediaMeta(root: string, file: string): Promise<MediaMeta> {
  const text = await readMediaMetaText(root, file)
  return (text === null ? null : parseMediaMeta(text)) ?? DEFAULT_MEDIA_META
}

/**
 * The patch applied to the stored metadata: given fields replace, `crop: null` removes the crop.
 * The result is validated whole (a focal point outside the crop is refused with 400 naming it).
 */
export function applyMediaMetaPatch(current: MediaMeta, patch: MediaMetaPatch): MediaMeta {
  const next = {
    focal_point: patch.focal_point ?? current.focal_point,
    crop: patch.crop === null ? undefined : (patch.crop ?? current.crop),
    alt: patch.alt ?? current.alt,
  }
  const parsed = MediaMeta.safeParse(next)
  if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error), 'Invalid image details')
  return parsed.data
}

/**
 * content:check's part: every sidecar in media/ parses and belongs to an image that exists
 * (a sidecar left behind by a hand delete or rename is reported, never silently kept).
 */
export async function mediaMetaProblems(root: string): Promise<ContentProblem[]> {
  let names: string[]
  try {
    names = await readdir(path.join(root, 'media'))
  } catch {
    return []
  }
  const problems: ContentProblem[] = []
  for (const name of names.filter((n) => n.endsWith(MEDIA_META_SUFFIX))) {
    const file = `media/${name}`
    const image = name.slice(0, -MEDIA_META_SUFFIX.length)
    if (!names.includes(image)) {
      problems.push({ file, field: '', message: `there is no image media/${image} beside it` })
      continue
    }
    const text = await readFile(path.join(root, file), 'utf8')
    let data: unknown
    try {
      data = JSON.parse(text)
    } catch {
      problems.push({ file, field: '', message: 'not valid JSON' })
      continue
    }
    const parsed = MediaMeta.safeParse(data)
    if (parsed.success) continue
    for (const [field, message] of Object.entries(fieldErrorsOf(parsed.error))) {
      problems.push({ file, field, message })
    }
  }
  return problems
}
