import type { ActivityChange, ActivityEntry } from '@site/contract'
import type { ContentGit } from '../git/content-git.js'
import { isCollectionName, titleOf } from './collections.js'
import { readCommitSubject } from './commit-subject.js'
import type { ContentIndex } from './content-index.js'
import { locate } from './layout.js'

export const MAX_ACTIVITY = 50

/** What one changed file is, for a link to its editor. */
export function describeChange(file: string): ActivityChange {
  const where = locate(file)
  if (where?.kind === 'record')
    return { kind: 'record', collection: where.collection, slug: where.slug, file }
  if (where?.kind === 'page') return { kind: 'page', page: where.page, file }
  if (where?.kind === 'settings') return { kind: 'settings', file }
  if (where?.kind === 'redirects') return { kind: 'redirects', file }
  if (file.startsWith('media/')) return { kind: 'media', file }
  return { kind: 'file', file }
}

/** A record's title as the site has it now; null for anything else or a record not published. */
export function presentTitleIn(index: ContentIndex) {
  return (change: ActivityChange): string | null => {
    if (change.kind !== 'record' || !isCollectionName(change.collection)) return null
    const record = index.collection(change.collection).get(change.slug)
    return record ? titleOf(change.collection, change.slug, record.data) : null
  }
}

/** The content repository's recent commits (GET /activity): who changed what, and when. */
export class ActivityService {
  constructor(
    private readonly git: ContentGit,
    /** the drafts' workflow steps, merged into the feed by time */
    private readonly draftSteps: { recent: (limit: number) => ActivityEntry[] } | null = null,
    /** a record's present title (a draft's step names the record; its event holds no title) */
    private readonly titleOf: (change: ActivityChange) => string | null = () => null,
  ) {}

  async recent(limit: number): Promise<ActivityEntry[]> {
    const wanted = Math.min(Math.max(1, Math.floor(limit)), MAX_ACTIVITY)
    // reads share the write queue: git must not read while a save is half-way through a commit
    const commits = await this.git.withLockOnly(() => this.git.recentCommits(wanted))
    const entries: ActivityEntry[] = commits.map(({ id, author, date, message, files }) => ({
      id,
      commit: id,
      author,
      date,
      message,
      ...readCommitSubject(message),
      changes: files.map(describeChange),
    }))
    if (!this.draftSteps) return entries
    const steps = this.draftSteps.recent(wanted).map((step) => {
      const [change] = step.changes
      return step.title === null && change ? { ...step, title: this.titleOf(change) } : step
    })
    return [...entries, ...steps]
      .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
      .slice(0, wanted)
  }
}
