import { createHash } from 'node:crypto'
import type { CompanySettings, PageKey, PageValues, RedirectsDocument } from '@site/contract'
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
  private readonly problemsByFile = new Map<string, ContentProblem[]>()
  private readonly blobByFile = new Map<string, string>()
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

  /** Records the bytes now on disk for `file` (null: deleted) and recomputes the revision. */
  setBlob(file: string, blob: string | null): void {
    if (blob === null) this.blobByFile.delete(file)
    else this.blobByFile.set(file, blob)
    this.revisionStale = true
  }

  blobOf(file: string): string | undefined {
    return this.blobByFile.get(file)
  }

  private revisionStale = true

  /**
   * A hash of every file's blob id: the same content gives the same revision across restarts, so
   * a cache keyed by it (web, a CDN) is never wrong after a restart. Computed lazily, so loading
   * 10,000 files does not hash 10,000 times.
   */
  refreshRevision(): string {
    if (!this.revisionStale) return this.currentRevision
    const hash = createHash('sha1')
    for (const file of [...this.blobByFile.keys()].sort()) {
      hash
        .update(file)
        .update('\0')
        .update(this.blobByFile.get(file) ?? '')
        .update('\n')
    }
    this.currentRevision = hash.digest('hex').slice(0, 20)
    this.revisionStale = false
    return this.currentRevision
  }
}
