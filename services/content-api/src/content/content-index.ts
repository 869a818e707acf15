import { createHash } from 'node:crypto'
import type {
  CompanySettings,
  NavigationDocument,
  PageKey,
  PageValues,
  RedirectsDocument,
} from '@site/contract'
import type { ContentProblem, RecordData } from './codecs.js'
import { collectionNames, type CollectionName } from './collections.js'

/** A record as loaded: its data, the file it came from and that file's git blob id. */
export interface Indexed<T> {
  file: string
  version: string
  data: T
}

/**
 * Everything the API serves, in memory. A file that fails validation keeps its last good version
 * here and has its problems listed; the revision changes whenever any file's bytes change.
 */
export class ContentIndex {
  readonly records = new Map<CollectionName, Map<string, Indexed<RecordData>>>(
    collectionNames.map((name) => [name, new Map()]),
  )
  readonly pages = new Map<PageKey, Indexed<PageValues>>()
  settings: Indexed<CompanySettings> | null = null
  redirects: Indexed<RedirectsDocument> | null = null
  navigation: Indexed<NavigationDocument> | null = null
  private readonly problemsByFile = new Map<string, ContentProblem[]>()
  private currentRevision = ''

  collection(name: CollectionName): Map<string, Indexed<RecordData>> {
    return this.records.get(name) as Map<string, Indexed<RecordData>>
  }

  get revision(): string {
    return this.refreshRevision()
  }

  problems(): ContentProblem[] {
    return [...this.problemsByFile.values()].flat()
  }

  problemsOf(file: string): ContentProblem[] {
    return this.problemsByFile.get(file) ?? []
  }

  setProblems(file: string, problems: ContentProblem[]): void {
    if (problems.length > 0) this.problemsByFile.set(file, problems)
    else this.problemsByFile.delete(file)
  }

  /** Records the bytes now on disk for `file` (null: deleted); the revision follows lazily. */
  setBlob(file: string, blob: string | null): void {
    const bucket = bucketOf(file)
    if (blob === null) this.buckets[bucket]?.delete(file)
    else (this.buckets[bucket] ??= new Map()).set(file, blob)
    this.staleBuckets.add(bucket)
  }

  blobOf(file: string): string | undefined {
    return this.buckets[bucketOf(file)]?.get(file)
  }

  /** every file's blob id, split by a hash of its name: a save re-hashes one bucket, not all */
  private readonly buckets: Array<Map<string, string> | undefined> = []
  private readonly bucketDigests = Buffer.alloc(REVISION_BUCKETS * 20)
  private readonly staleBuckets = new Set<number>()
  private revisionStale = true

  /**
   * A hash of every file's blob id: the same content gives the same revision across restarts, so
   * a cache keyed by it (web, a CDN) is never wrong after a restart. It is a two-level hash (each
   * bucket's sorted files and blob ids, then the buckets' digests in order) so that a save, which
   * changes one file, re-hashes the ~40 files of its bucket instead of sorting and hashing all
   * 10,000 (7 ms of a save's CPU). Computed lazily, so loading 10,000 files hashes each bucket
   * once.
   */
  refreshRevision(): string {
    if (this.staleBuckets.size === 0 && !this.revisionStale) return this.currentRevision
    for (const bucket of this.staleBuckets) {
      const files = this.buckets[bucket]
      // an emptied bucket reads as one never used, as it would after a restart
      if (!files || files.size === 0) {
        this.bucketDigests.fill(0, bucket * 20, bucket * 20 + 20)
        continue
      }
      const hash = createHash('sha1')
      for (const file of [...files.keys()].sort()) {
        hash
          .update(file)
          .update('\0')
          .update(files.get(file) ?? '')
          .update('\n')
      }
      hash.digest().copy(this.bucketDigests, bucket * 20)
    }
    this.staleBuckets.clear()
    this.currentRevision = createHash('sha1').update(this.bucketDigests).digest('hex').slice(0, 20)
    this.revisionStale = false
    return this.currentRevision
  }
}

/** How many buckets the revision's files are split into (a power of two, see bucketOf). */
const REVISION_BUCKETS = 256

/** A file's revision bucket: FNV-1a of its name, stable across restarts and platforms. */
function bucketOf(file: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < file.length; i++) {
    hash ^= file.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0) & (REVISION_BUCKETS - 1)
}
