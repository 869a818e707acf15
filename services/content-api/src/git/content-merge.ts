import type { z } from 'zod'
import {
  decodeRecord,
  encodeDocument,
  encodeRecord,
  type Decoded,
  type RecordData,
} from '../content/codecs.js'
import { locate } from '../content/layout.js'
import { flattenTree, unflattenTree } from '../content/merge.js'
import {
  CompanySettings,
  NavigationDocument,
  RedirectsDocument,
  pageValuesSchema,
} from '@site/contract'
import { threeWayMerge } from '@site/contract'

/** A field both sides changed: the remote's value is kept, the local one stays in history. */
export interface FieldConflict {
  /** dotted field path ("title", "ar.hero.title") */
  field: string
  local: unknown
  remote: unknown
}

export type ContentMerge =
  | { ok: true; text: string; conflicts: FieldConflict[] }
  /** the file is not a content file, or one side does not read: it cannot merge by field */
  | { ok: false }

interface Codec {
  decode(text: string): RecordData | null
  encode(values: RecordData, previous: string): string
}

const ok = (decoded: Decoded<unknown>) => (decoded.ok ? (decoded.data as RecordData) : null)

function jsonCodec(schema: z.ZodType): Codec {
  return {
    decode(text) {
      try {
        const read = schema.safeParse(JSON.parse(text))
        return read.success ? (read.data as RecordData) : null
      } catch {
        return null
      }
    },
    encode: (values, previous) => encodeDocument(values, previous, schema),
  }
}

/** How a content file (relative to the content folder) is read and written, or null. */
function codecFor(file: string): Codec | null {
  const where = locate(file)
  if (!where) return null
  switch (where.kind) {
    case 'record':
      return {
        decode: (text) => ok(decodeRecord(where.collection, file, text)),
        encode: (values, previous) => encodeRecord(where.collection, values, previous),
      }
    case 'page':
      return jsonCodec(pageValuesSchema(where.page))
    case 'settings':
      return jsonCodec(CompanySettings)
    case 'redirects':
      return jsonCodec(RedirectsDocument)
    case 'navigation':
      return jsonCodec(NavigationDocument)
  }
}

/**
 * Combines a content file changed both by local saves (`local`) and on the remote (`remote`)
 * since `base`, field by field with the registry's one three-way merge: a field changed on one
 * side takes that side's value; one changed on both sides to different values takes the
 * remote's (the reviewed pull request is the shared truth) and is reported, so the admin can offer
 * the editor's value back. The result is written in the remote file's layout. A file that does not
 * decode on every side cannot be merged by field (`ok: false`).
 */
export function mergeContentFile(
  file: string,
  base: string | null,
  local: string,
  remote: string,
): ContentMerge {
  const codec = codecFor(file)
  if (!codec) return { ok: false }
  const baseValues = base === null ? {} : codec.decode(base)
  const localValues = codec.decode(local)
  const remoteValues = codec.decode(remote)
  if (!baseValues || !localValues || !remoteValues) return { ok: false }
  const local_ = flattenTree(localValues)
  const remote_ = flattenTree(remoteValues)
  const result = threeWayMerge(flattenTree(baseValues), local_, remote_)
  const merged = { ...result.merged }
  for (const field of result.conflicts) {
    if (remote_[field] === undefined) delete merged[field]
    else merged[field] = remote_[field]
  }
  return {
    ok: true,
    text: codec.encode(unflattenTree(merged), remote),
    conflicts: result.conflicts.map((field) => ({
      field,
      local: local_[field] ?? null,
      remote: remote_[field] ?? null,
    })),
  }
}
