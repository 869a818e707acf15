import { open, realpath, stat } from 'node:fs/promises'
import path from 'node:path'
import { AppError } from '@site/platform'

const MAX_PATH_LENGTH = 1024

function invalidPath(message: string): AppError {
  return new AppError(400, 'invalid_path', message)
}

/**
 * Turns the still percent-encoded part of the URL after `/media/` into a relative POSIX path.
 * Each segment is decoded on its own, so an encoded slash (`..%2f..%2fetc`) or an encoded dot
 * segment (`%2e%2e`) cannot smuggle structure past this check. This is the first layer only:
 * `resolveOriginal` confines the result again on the file system.
 */
export function parseMediaPath(encoded: string): string {
  if (encoded.length === 0) throw invalidPath('a file name is required')
  if (encoded.length > MAX_PATH_LENGTH) throw invalidPath('the path is too long')
  const segments = encoded.split('/').map((raw) => {
    let segment: string
    try {
      segment = decodeURIComponent(raw)
    } catch {
      throw invalidPath('the path is not valid percent-encoding')
    }
    if (segment === '') throw invalidPath('the path has an empty segment')
    if (segment.startsWith('.')) throw invalidPath('path segments may not start with a dot')
    if (/[/\\\0]/.test(segment)) throw invalidPath('path segments may not contain / \\ or NUL')
    return segment
  })
  return segments.join('/')
}

/** An original image inside the media folder, identified by its real (symlink-free) path. */
export interface Original {
  /** Real absolute path; what sharp reads. */
  absolutePath: string
  /** Real path relative to the real media folder, POSIX separators; part of the cache key. */
  relativePath: string
  size: number
  mtimeMs: number
}

/** True when `target` lies strictly inside `root` (both already resolved or real). */
function isInside(root: string, target: string): boolean {
  const relative = path.relative(root, target)
  return (
    relative !== '' &&
    relative !== '..' &&
    !relative.startsWith(`..${path.sep}`) &&
    !path.isAbsolute(relative)
  )
}

function notFound(): AppError {
  return new AppError(404, 'not_found', 'no such media file')
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown }).code
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP' || code === 'ENAMETOOLONG'
}

/**
 * Finds `relative` inside `mediaDir`, refusing anything that ends up outside it: first
 * lexically (path.resolve + path.relative), then again after resolving symlinks of both the root
 * and the file with realpath, so a link inside media that points elsewhere is never followed out.
 * Outside-after-symlinks answers 404, so a probe learns nothing about the rest of the disk.
 */
export async function resolveOriginal(mediaDir: string, relative: string): Promise<Original> {
  const root = path.resolve(mediaDir)
  const candidate = path.resolve(root, relative)
  if (relative.includes('\0') || !isInside(root, candidate)) {
    throw invalidPath('the path leaves the media folder')
  }
  let realRoot: string
  let realFile: string
  try {
    realRoot = await realpath(root)
    realFile = await realpath(candidate)
  } catch (error) {
    if (isMissing(error)) throw notFound()
    throw error
  }
  if (!isInside(realRoot, realFile)) throw notFound()
  const stats = await stat(realFile)
  if (!stats.isFile()) throw notFound()
  return {
    absolutePath: realFile,
    relativePath: path.relative(realRoot, realFile).split(path.sep).join('/'),
    size: stats.size,
    mtimeMs: stats.mtimeMs,
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** Sniffs the first bytes rather than trusting the extension: a `.jpg` holding PNG is a PNG. */
export async function isPngFile(absolutePath: string): Promise<boolean> {
  const handle = await open(absolutePath, 'r')
  try {
    const head = Buffer.alloc(PNG_SIGNATURE.length)
    const { bytesRead } = await handle.read(head, 0, head.length, 0)
    return bytesRead === head.length && head.equals(PNG_SIGNATURE)
  } finally {
    await handle.close()
  }
}
