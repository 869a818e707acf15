import type { ActivityChange, ActivityEntry } from '../schemas/index.js'
import type { ContentGit } from '../git/content-git.js'
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

/** The content repository's recent commits (GET /activity): who changed what, and when. */
export class ActivityService {
  constructor(
    private readonly git: ContentGit,
    /** the drafts' workflow steps, merged into the feed by time */
    private readonly draftSteps: { recent: (limit: number) => ActivityEntry[] } | null = null,
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
      changes: files.map(describeChange),
    }))
    if (!this.draftSteps) return entries
    return [...entries, ...this.draftSteps.recent(wanted)]
      .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
      .slice(0, wanted)
  }
}
