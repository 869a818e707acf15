import { createHash } from 'node:crypto'
import type { PageKey, PageValues, SolutionInput } from '../schemas/index.js'
import type { ContentProblem } from './codecs.js'

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
  readonly solutions = new Map<string, Indexed<SolutionInput>>()
  readonly pages = new Map<PageKey, Indexed<PageValues>>()
  private readonly problemsByFile = new Map<string, ContentProblem[]>()
  private readonly blobByFile = new Map<string, string>()
  private currentRevision = ''

  get revision(): string {
    return this.currentRevision
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
    this.recomputeRevision()
  }

  blobOf(file: string): string | undefined {
    return this.blobByFile.get(file)
  }

  /**
   * The revision is a hash of every file's blob id: the same content gives the same revision
   * across restarts, so a cache keyed by it (web, CDN) is never wrong after a restart.
   */
  private recomputeRevision(): void {
    const hash = createHash('sha1')
    for (const file of [...this.blobByFile.keys()].sort()) {
      hash.update(file).update('\0').update(this.blobByFile.get(file) ?? '').update('\n')
    }
    this.currentRevision = hash.digest('hex').slice(0, 20)
  }
}
