import { ContentApiError, type ContentClient } from '@site/content-api/client'
import {
  collectionDefinitions,
  collectionKeys,
  type ActivityEntry,
  type ContactMessage,
  type OutdatedTranslation,
  type RepositoryStatus,
} from '@site/content-api/schemas'
import { describeApiError } from '../api-errors'
import { collectionHref } from '../shell/admin-places'
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
  const [counts, messages, activity, problems, repository, outdated, spam] = await Promise.all([
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
  ])
  return { counts, messages, activity, problems, repository, outdated, spam }
}

/** /admin: the signed-in user's greeting and the dashboard's data. */
export async function dashboardLoader(request: Request, context: AppLoadContext) {
  const { user, api } = await requireEditor(request, context)
  const dashboard = await loadDashboard(api)
  return { userName: user.name, now: new Date().toISOString(), ...dashboard }
}

/** The dashboard's one-click "Not spam": the message moves to the inbox. */
export async function dashboardAction(request: Request, context: AppLoadContext) {
  const { api } = await requireEditor(request, context)
  const form = await request.formData()
  const id = String(form.get('id') ?? '')
  if (form.get('intent') !== 'not-spam' || id === '') {
    return data({ error: 'Unknown action.' }, { status: 400 })
  }
  try {
    await api.markContactNotSpam(id)
  } catch (error) {
    const status = error instanceof ContentApiError ? error.status : 503
    return data({ error: describeApiError(error) }, { status })
  }
  return redirect(`/admin?rescued=${encodeURIComponent(id)}`)
}
