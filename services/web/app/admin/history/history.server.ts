import { data, redirect, type AppLoadContext } from 'react-router'
import {
  can,
  collectionDefinitions,
  isCollectionKey,
  type AccessTarget,
  type CommitInfo,
  type HistoryTarget,
} from '@site/contract'
import { sessionEndedMessage, writeFailureOf } from '../api-errors'
import { collectionHref, pageEditorHref, recordHref } from '../shell/admin-places'
import { adminI18n, adminLanguageOf, type AdminI18n } from '../i18n/admin-i18n'
import { historyHref, isCommitId, parseHistoryPath } from './href'
import { compareWithCurrent, snapshotOf, type FieldComparison } from './snapshot'
import { orLoadFailure } from '../load-errors.server'
import { isSameOriginRequest } from '../../same-origin.server'
import { getActionEditor, requireEditor, type Editor } from '../../session.server'

/** What the history route's loader and action get (the route's own args types match this). */
export interface HistoryArgs {
  request: Request
  context: AppLoadContext
  params: { '*'?: string }
}

const notFound = (message: string) => data({ message }, { status: 404 })

/** What the page is called, and the way back to the editor it was opened from, in the admin's language. */
export function describeTarget(
  target: HistoryTarget,
  current: unknown,
  { t, page, collection }: Pick<AdminI18n, 't' | 'page' | 'collection'>,
) {
  if ('settings' in target)
    return {
      title: t('history.companySettings'),
      back: { to: '/admin/our-info', label: t('history.backToCompanyInfo') },
    }
  if ('page' in target) {
    const name = t('history.page', { name: page(target.page).name })
    return {
      title: name,
      back: { to: pageEditorHref(target.page), label: t('history.backToThe', { name }) },
    }
  }
  if (!isCollectionKey(target.collection)) return { title: target.slug, back: null }
  const def = collectionDefinitions[target.collection]
  const name = (current as Record<string, unknown> | null)?.[def.titleField]
  const title = typeof name === 'string' && name !== '' ? name : target.slug
  return {
    title,
    // a deleted record has no editor left: its list
    back: current
      ? { to: recordHref(target.collection, target.slug), label: t('history.backTo', { title }) }
      : {
          to: collectionHref(target.collection),
          label: t('list.all', { plural: collection(target.collection).title.toLowerCase() }),
        },
  }
}

/** Which line of the access table a history target is. */
const accessTargetOf = (target: HistoryTarget): AccessTarget =>
  'settings' in target ? 'settings' : 'page' in target ? 'pages' : 'records'

/** The current (published) version of the target, or null for a record that was deleted. */
export async function currentOf(api: Editor['api'], target: HistoryTarget): Promise<unknown> {
  if ('settings' in target) return api.companySettings()
  if ('page' in target) return api.getPage(target.page)
  return isCollectionKey(target.collection) ? api.records(target.collection).get(target.slug) : null
}

const versionOf = (current: unknown): string | null => {
  const version = (current as { version?: unknown } | null)?.version
  return typeof version === 'string' ? version : null
}

export async function loadHistory({ request, context, params }: HistoryArgs) {
  const { api, user } = await requireEditor(request, context)
  const i18n = adminI18n(adminLanguageOf(user))
  const { t } = i18n
  const target = parseHistoryPath(params['*'])
  if (!target) throw notFound(t('history.nothingToShow'))
  const url = new URL(request.url)
  const wanted = url.searchParams.get('commit')
  if (wanted !== null && !isCommitId(wanted)) throw notFound(t('history.noVersion', { wanted }))

  // content-api's 404s (a record that never existed, a commit it does not know) stay 404s
  const [commits, current] = await orLoadFailure(
    Promise.all([api.history.list(target), currentOf(api, target)]),
  )
  let selected: { commit: CommitInfo; changes: FieldComparison[] } | null = null
  if (wanted !== null) {
    const commit = commits.find((c) => c.id.startsWith(wanted))
    if (!commit) throw notFound(t('history.noVersionHere', { wanted }))
    const then = await orLoadFailure(api.history.at(target, commit.id))
    const changes = compareWithCurrent(
      snapshotOf(target, then),
      current === null ? null : snapshotOf(target, current),
    )
    selected = { commit, changes }
  }
  const restored = url.searchParams.get('restored')
  return {
    target,
    ...describeTarget(target, current, i18n),
    commits,
    selected,
    currentVersion: versionOf(current),
    canRestore: can(user.role, accessTargetOf(target), 'restore'),
    restored: isCommitId(restored) ? restored : null,
  }
}

export interface RestoreResult {
  error: string
  conflict?: boolean
  sessionEnded?: boolean
}

const failed = (result: RestoreResult, status: number) => data(result, { status })

const SESSION_ENDED = sessionEndedMessage('nothing was restored', 'press Restore again', {
  newTab: false,
})

/** Restores the chosen version (a new commit); a same-origin POST only. */
export async function restoreVersion({ request, context, params }: HistoryArgs) {
  if (!isSameOriginRequest(request, context.config.siteUrl)) {
    return failed({ error: 'A restore must come from this site.' }, 403)
  }
  const target = parseHistoryPath(params['*'])
  if (!target) return failed({ error: 'There is nothing with that name to restore.' }, 404)

  const found = await getActionEditor(request, context)
  if ('unavailable' in found) return failed({ error: found.unavailable }, 503)
  const { editor } = found
  if (!editor) return failed({ error: SESSION_ENDED, sessionEnded: true }, 401)
  // the access table's rule (content-api enforces it too; this spares the call)
  const { t } = adminI18n(adminLanguageOf(editor.user))
  if (!can(editor.user.role, accessTargetOf(target), 'restore')) {
    return failed({ error: t('history.adminOnlyRestore') }, 403)
  }

  const form = await request.formData()
  const commit = String(form.get('commit') ?? '')
  const version = String(form.get('version') ?? '')
  if (!isCommitId(commit)) return failed({ error: t('history.chooseVersion') }, 400)

  try {
    await editor.api.history.restore(target, commit, version === '' ? undefined : version)
  } catch (error) {
    const failure = writeFailureOf(error)
    switch (failure.kind) {
      case 'session-ended':
        return failed({ error: SESSION_ENDED, sessionEnded: true }, 401)
      case 'conflict':
        return failed(
          {
            error: t('history.conflict'),
            conflict: true,
          },
          409,
        )
      case 'refused':
        return failed(
          { error: failure.message, ...(failure.status === 409 ? { conflict: true } : {}) },
          failure.status,
        )
      case 'unavailable':
        // a bug of ours, not content-api's answer: the error boundary shows it
        if (failure.status === 500) throw error
        return failed({ error: failure.message }, failure.status)
    }
  }
  return redirect(`${historyHref(target, commit)}&${new URLSearchParams({ restored: commit })}`)
}
