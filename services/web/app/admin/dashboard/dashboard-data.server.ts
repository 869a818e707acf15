import { ContentApiError, type ContentClient } from '@site/contract/client'
import {
  collectionDefinitions,
  collectionKeys,
  type ActivityEntry,
  type ContentCheckReport,
  type ContactMessage,
  type DraftMeta,
  type DraftStatus,
  type OutdatedTranslation,
  type RepositoryStatus,
  type UnpublishSchedule,
} from '@site/contract'
import { describeApiError } from '../api-errors'
import { collectionHref } from '../shell/admin-places'
import { draftEditorHref, draftItemOf, draftKindOf } from '../workflow/targets'
import { data, redirect, type AppLoadContext } from 'react-router'
import { orLoadFailure } from '../load-errors.server'
import { requireEditor } from '../../session.server'

export interface CollectionCount {
  key: string
  label: string
  count: number
  to: string
}

/** A part of the dashboard that loaded, or why it did not (the rest still shows). */
export type Part<T> = { ok: true; value: T } | { ok: false; message: string }

export interface DashboardData {
  counts: CollectionCount[]
  /** unread messages and the spam count; null when content-api has no inbox yet (404) */
  messages: Part<{ unread: number; total: number; spam: number } | null>
  /** the newest spam, each with a one-click "Not spam" */
  spam: Part<Array<Pick<ContactMessage, 'id' | 'full_name' | 'subject' | 'received_at'>>>
  activity: Part<ActivityEntry[]>
  problems: Part<Array<{ file: string; field: string; message: string }>>
  /** another program's git lock, a crash's repairs */
  repository: Part<RepositoryStatus>
  /** records whose Arabic was made from an English that changed since */
  outdated: Part<OutdatedTranslation[]>
  /** drafts waiting for review (in review or ready) and the next scheduled ones */
  drafts: Part<DraftLists>
  /** records scheduled to unpublish, soonest first */
  unpublishing: Part<UnpublishSchedule[]>
  /** the content checks: items with broken links, images without alt text, ... */
  checks: Part<ContentCheckReport>
}

/** A draft as a dashboard line. */
export interface DraftLine {
  target: string
  /** "Product: solar-inverter", "Home page", "Company info" */
  label: string
  editorHref: string | null
  status: DraftStatus
  by: string
  updatedAt: string
  publishAt: string | null
}

export interface DraftLists {
  /** in review or ready, newest change first: the first 5 and how many in all */
  waiting: { count: number; items: DraftLine[] }
  /** with a publish time, soonest first: the next 5 and how many in all */
  scheduled: { count: number; items: DraftLine[] }
}

const SHOWN = 5

function draftLine(meta: DraftMeta): DraftLine {
  const item = draftItemOf(meta.target)
  const label = !item
    ? meta.target
    : 'collection' in item
      ? `${draftKindOf(item)}: ${item.slug}`
      : draftKindOf(item)
  return {
    target: meta.target,
    label,
    editorHref: item ? draftEditorHref(item) : null,
    status: meta.status,
    by: meta.createdBy.name,
    updatedAt: meta.updatedAt,
    publishAt: meta.publishAt,
  }
}

/** What waits for review and what is scheduled, from the list of drafts. */
export function draftLists(drafts: DraftMeta[]): DraftLists {
  const waiting = drafts
    .filter((d) => d.status === 'review' || d.status === 'ready')
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
  const scheduled = drafts
    .filter((d) => d.publishAt !== null)
    .sort((a, b) => Date.parse(a.publishAt ?? '') - Date.parse(b.publishAt ?? ''))
  return {
    waiting: { count: waiting.length, items: waiting.slice(0, SHOWN).map(draftLine) },
    scheduled: { count: scheduled.length, items: scheduled.slice(0, SHOWN).map(draftLine) },
  }
}

async function part<T>(work: Promise<T>): Promise<Part<T>> {
  try {
    return { ok: true, value: await work }
  } catch (error) {
    if (error instanceof Response) throw error
    return { ok: false, message: describeApiError(error) }
  }
}

/**
 * Everything the dashboard shows, fetched in parallel. The counts are the page (without them it
 * fails with Retry); messages, activity and problems each degrade on their own.
 */
export async function loadDashboard(api: ContentClient): Promise<DashboardData> {
  const [
    counts,
    messages,
    activity,
    problems,
    repository,
    outdated,
    spam,
    drafts,
    unpublishing,
    checks,
  ] = await Promise.all([
    orLoadFailure(
      Promise.all(
        collectionKeys.map(async (key) => ({
          key,
          label: collectionDefinitions[key].title,
          count: (await api.records(key).list()).length,
          to: collectionHref(key),
        })),
      ),
    ),
    part(
      api.contactSummary().then(
        (s) => ({ unread: s.unread, total: s.total, spam: s.spam }),
        (error: unknown) => {
          // an older content-api without the inbox: say so, do not fail
          if (error instanceof ContentApiError && error.status === 404) return null
          throw error
        },
      ),
    ),
    part(api.activity(8)),
    part(api.contentProblems().then((r) => r.problems)),
    part(api.repositoryStatus()),
    part(api.outdatedTranslations()),
    part(
      api.listContacts({ folder: 'spam' }).then((list) =>
        list.slice(0, 5).map(({ id, full_name, subject, received_at }) => ({
          id,
          full_name,
          subject,
          received_at,
        })),
      ),
    ),
    // deferred: a client without the drafts calls fails inside the part, not before it
    part(Promise.resolve().then(() => api.drafts.list().then(draftLists))),
    part(Promise.resolve().then(() => api.unpublishSchedules())),
    part(Promise.resolve().then(() => api.contentChecks())),
  ])
  return {
    counts,
    messages,
    activity,
    problems,
    repository,
    outdated,
    spam,
    drafts,
    unpublishing,
    checks,
  }
}

/** /admin: the signed-in user's greeting and the dashboard's data. */
export async function dashboardLoader(request: Request, context: AppLoadContext) {
  const { user, api } = await requireEditor(request, context)
  const dashboard = await loadDashboard(api)
  return { userName: user.name, now: new Date().toISOString(), ...dashboard }
}

/**
 * The dashboard's one-click actions: "Not spam" (the message moves to the inbox), and for a field
 * the content remote won over a save, "Restore my value" (that field of the saved version comes
 * back as a new commit; content-api checks the user may restore that item) or "Dismiss".
 */
export async function dashboardAction(request: Request, context: AppLoadContext) {
  const { api } = await requireEditor(request, context)
  const form = await request.formData()
  const id = String(form.get('id') ?? '')
  const intent = form.get('intent')
  if (id === '' || !dashboardIntents.includes(intent as DashboardIntent)) {
    return data({ error: 'Unknown action.' }, { status: 400 })
  }
  try {
    switch (intent as DashboardIntent) {
      case 'not-spam':
        await api.markContactNotSpam(id)
        return redirect(`/admin?rescued=${encodeURIComponent(id)}`)
      case 'dismiss-remote-notice':
        await api.dismissRemoteConflict(id)
        return redirect('/admin#problems-title')
      case 'restore-remote-value': {
        const notice = (await api.repositoryStatus()).remote?.conflicts.find((c) => c.id === id)
        if (!notice) {
          return data(
            { error: 'That notice is gone: someone dealt with it already.' },
            { status: 404 },
          )
        }
        if (!notice.target || notice.field === '(file)') {
          return data(
            { error: `${notice.file} cannot be restored field by field: use its history.` },
            { status: 400 },
          )
        }
        await api.history.restore(notice.target, notice.commit, undefined, [notice.field])
        await api.dismissRemoteConflict(id)
        return redirect('/admin#problems-title')
      }
    }
  } catch (error) {
    const status = error instanceof ContentApiError ? error.status : 503
    return data({ error: describeApiError(error) }, { status })
  }
}

const dashboardIntents = ['not-spam', 'restore-remote-value', 'dismiss-remote-notice'] as const
type DashboardIntent = (typeof dashboardIntents)[number]
