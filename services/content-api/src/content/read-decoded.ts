import path from 'node:path'
import { AppError } from '@site/platform'
import { readTextIfExists } from '../fs/read-text.js'
import { gitBlobId } from './blob-id.js'
import type { Decoded } from './codecs.js'

/**
 * A content file as the work tree holds it now (not the index, which may lag behind an outside
 * edit), decoded, with its version (git blob id). A file that does not decode answers 409: a save
 * never builds on a broken file.
 */
export async function readDecodedFile<T>(
  root: string,
  file: string,
  decode: (text: string) => Decoded<T>,
): Promise<{ text: null; data: null; version: null } | { text: string; data: T; version: string }> {
  const text = await readTextIfExists(path.join(root, file))
  if (text === null) return { text, data: null, version: null }
  const decoded = decode(text)
  if (!decoded.ok) {
    throw new AppError(
      409,
      'invalid_file',
      `${file} is invalid on disk; fix the file before saving`,
      {
        details: { problems: decoded.problems },
      },
    )
  }
  return { text, data: decoded.data, version: gitBlobId(text) }
}
