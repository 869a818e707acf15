import { createHash } from 'node:crypto'

/** The id git gives these bytes as a blob: a record's version is the blob it was read from. */
export function gitBlobId(bytes: Uint8Array | string): string {
  const buf = typeof bytes === 'string' ? Buffer.from(bytes) : Buffer.from(bytes)
  return createHash('sha1').update(`blob ${buf.length}\0`).update(buf).digest('hex')
}
