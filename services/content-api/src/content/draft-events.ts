import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { z } from 'zod'
import { JsonFileStore } from '../auth/json-file-store.js'
import { SERVICE_COMMITTER } from '../git/git-run.js'
import type { ActivityAction, ActivityEntry } from '@site/contract'
import { describeChange } from './activity-service.js'
import type { DraftEvent } from './draft-service.js'
import { parseDraftTargetPath } from './draft-targets.js'

/** The most workflow steps kept (the drafts themselves keep their history on their branches). */
const MAX_EVENTS = 500

const Stored = z.array(
  z.object({
    id: z.string(),
    type: z.string(),
    target: z.string(),
    by: z.object({ name: z.string(), email: z.string() }),
    at: z.string(),
    status: z.string().optional(),
    publishAt: z.string().nullable().optional(),
  }),
)
type StoredEvent = z.infer<typeof Stored>[number]

/** Each kept step as the activity's action (a status step by the status it moved to). */
function actionOf(e: StoredEvent): ActivityAction {
  switch (e.type) {
    case 'status':
      return e.status === 'review'
        ? 'draft-review'
        : e.status === 'ready'
          ? 'draft-ready'
          : 'draft-back'
    case 'scheduled':
      return 'draft-scheduled'
    case 'unscheduled':
      return 'draft-unscheduled'
    case 'discarded':
      return 'draft-discarded'
    case 'published':
      return 'draft-published'
    default:
      return 'other'
  }
}

const STATUS_WORDS: Record<string, string> = {
  draft: 'moved back to draft',
  review: 'asked for review of',
  ready: 'marked ready',
}

/** "27 Nov 2026, 14:00 (Asia/Dubai)": a time as the company reads it, in feeds and e-mails. */
export const zonedDateTime = (iso: string, timeZone: string) =>
  `${new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  )} (${timeZone})`

/**
 * The drafts' workflow steps for the activity feed (DATA_DIR/draft-events.json): asked for
 * review, scheduled, unscheduled, discarded, published on schedule. A publish by a person is a
 * commit on main and is in the feed already; saves are not listed (autosave would flood it).
 */
export class DraftEventLog {
  private constructor(
    private readonly store: JsonFileStore<StoredEvent[]>,
    private readonly timeZone: string,
  ) {}

  static async open(dataDir: string, timeZone: string): Promise<DraftEventLog> {
    const store = await JsonFileStore.open(path.join(dataDir, 'draft-events.json'), Stored, [])
    return new DraftEventLog(store, timeZone)
  }

  /** Keeps the event if the feed shows its kind. */
  async note(event: DraftEvent): Promise<void> {
    if (event.type === 'saved') return
    if (event.type === 'published' && event.by.email !== SERVICE_COMMITTER.email) return
    const stored: StoredEvent = {
      id: `draft-${randomBytes(8).toString('hex')}`,
      type: event.type,
      target: event.target,
      by: event.by,
      at: event.at,
      ...(event.status ? { status: event.status } : {}),
      ...(event.publishAt !== undefined ? { publishAt: event.publishAt } : {}),
    }
    await this.store.update((all) => {
      all.push(stored)
      all.splice(0, Math.max(0, all.length - MAX_EVENTS))
    })
  }

  /** The newest `limit` steps as activity entries. */
  recent(limit: number): ActivityEntry[] {
    return this.store
      .read()
      .slice(-limit)
      .reverse()
      .map((e) => ({
        id: e.id,
        commit: null,
        author: e.by,
        date: e.at,
        message: this.describe(e),
        action: actionOf(e),
        // ActivityService names the record (by its present title)
        title: null,
        ...(e.type === 'scheduled' && e.publishAt ? { publishAt: e.publishAt } : {}),
        changes: [describeChange(parseDraftTargetPath(e.target).file)],
        draft: { target: e.target, event: e.type },
      }))
  }

  private describe(e: StoredEvent): string {
    const when = (iso: string) => zonedDateTime(iso, this.timeZone)
    switch (e.type) {
      case 'status':
        return `Draft of ${e.target}: ${STATUS_WORDS[e.status ?? ''] ?? 'status changed'}`
      case 'scheduled':
        return `Draft of ${e.target}: scheduled to publish ${e.publishAt ? when(e.publishAt) : ''}`.trim()
      case 'unscheduled':
        return `Draft of ${e.target}: schedule cancelled`
      case 'discarded':
        return `Draft of ${e.target}: discarded`
      case 'published':
        return `Draft of ${e.target}: published on schedule`
      default:
        return `Draft of ${e.target}: ${e.type}`
    }
  }
}
