import type { AppLoadContext } from 'react-router'
import {
  can,
  canDraft,
  draftItemTarget,
  type DraftAuthor,
  type DraftMeta,
  type DraftStatus,
  type Role,
} from '@site/contract'
import { describeApiError } from '../api-errors'
import { currentOf } from '../history/history.server'
import {
  compareWithCurrent,
  displayValue,
  snapshotOf,
  type FieldComparison,
} from '../history/snapshot'
import { orLoadFailure } from '../load-errors.server'
import type { SchedulesPart } from '../unpublish/unpublish-intent'
import { requireEditor, type Editor } from '../../session.server'
import { draftEditorHref, draftItemOf, draftKindOf, draftTitleOf } from './targets'
import { adminI18n, adminLanguageOf } from '../i18n/admin-i18n'

/** What the board needs to know about one draft. */
export interface DraftCard {
  target: string
  /** the item's name ("Solar inverter", "Home page") */
  title: string
  /** "Product", "Home page", "Company info" */
  kind: string
  /** the item's editor, or null for a target this admin does not know */
  editorHref: string | null
  status: DraftStatus
  publishAt: string | null
  /** when the record comes off the site after the publish, if the draft says */
  unpublishAt: string | null
  createdBy: DraftAuthor
  authors: DraftAuthor[]
  updatedAt: string
  /** the item does not exist on the site yet */
  isNew: boolean
  /** the draft against the published version, or why it could not be compared */
  changes: { ok: true; value: FieldComparison[] } | { ok: false; message: string }
  /** what the signed-in user may do with it (content-api checks again) */
  may: {
    status: DraftStatus[]
    publish: boolean
    schedule: boolean
    discard: boolean
  }
}

export interface WorkflowData {
  role: Role
  now: string
  columns: Array<{ status: DraftStatus; cards: DraftCard[] }>
  /** drafts with a publish time, soonest first */
  scheduled: DraftCard[]
  /** records scheduled to unpublish, soonest first (or why they could not be read) */
  unpublishing: SchedulesPart
}

/** The statuses a user may move a draft to: editors between draft and review; admins any. */
export function statusesFor(role: Role, current: DraftStatus): DraftStatus[] {
  const allowed: DraftStatus[] =
    role === 'admin' ? ['draft', 'review', 'ready'] : ['draft', 'review']
  return allowed.filter((s) => s !== current)
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** One draft as a card: its item as in the draft and as published, compared field by field. */
async function cardOf(editor: Editor, meta: DraftMeta): Promise<DraftCard> {
  const { api, user } = editor
  const item = draftItemOf(meta.target)
  const admin = can(user.role, 'drafts', 'publish')
  // who may not save the item may not move or discard its draft (an editor and the settings)
  const itemTarget = draftItemTarget(meta.target.split('/')[0] ?? '')
  const drafts = itemTarget !== null && canDraft(user.role, itemTarget)
  const base = {
    target: meta.target,
    editorHref: item ? draftEditorHref(item) : null,
    status: meta.status,
    publishAt: meta.publishAt,
    unpublishAt: meta.unpublishAt,
    createdBy: meta.createdBy,
    authors: meta.authors,
    updatedAt: meta.updatedAt,
    may: {
      status: drafts ? statusesFor(user.role, meta.status) : [],
      publish: admin,
      schedule: admin,
      discard: drafts && (admin || sameEmail(meta.createdBy.email, user.email)),
    },
  }
  if (!item) {
    return {
      ...base,
      title: meta.target,
      kind: 'Draft',
      isNew: false,
      changes: {
        ok: false,
        message: adminI18n(adminLanguageOf(user)).t('workflow.unknownKind'),
      },
    }
  }
  const [draft, published] = await Promise.allSettled([
    api.drafts.get(meta.target),
    currentOf(api, item),
  ])
  const title = draftTitleOf(
    item,
    draft.status === 'fulfilled'
      ? draft.value.item
      : published.status === 'fulfilled'
        ? published.value
        : null,
  )
  const isNew = draft.status === 'fulfilled' ? !draft.value.published : false
  if (draft.status === 'rejected' || published.status === 'rejected') {
    const error: unknown =
      draft.status === 'rejected' ? draft.reason : (published as PromiseRejectedResult).reason
    return {
      ...base,
      title,
      kind: draftKindOf(item),
      isNew,
      changes: { ok: false, message: describeApiError(error) },
    }
  }
  const before =
    isNew || published.value === null
      ? { order: [], labels: {}, values: {} }
      : snapshotOf(item, published.value)
  return {
    ...base,
    title,
    kind: draftKindOf(item),
    isNew,
    changes: {
      ok: true,
      // a field empty on both sides ('' in a new item's draft, absent on the site) is no change
      value: compareWithCurrent(before, snapshotOf(item, draft.value.item)).filter(
        (change) => displayValue(change.then).length > 0 || displayValue(change.now).length > 0,
      ),
    },
  }
}

const STATUSES: DraftStatus[] = ['draft', 'review', 'ready']

/** Every draft as the board shows it: by status (newest change first), and the scheduled ones. */
export async function loadWorkflow(editor: Editor, now = new Date()): Promise<WorkflowData> {
  const [drafts, unpublishing] = await Promise.all([
    orLoadFailure(editor.api.drafts.list()),
    // deferred: a client without the call fails inside this part, not before it
    Promise.resolve()
      .then(() => editor.api.unpublishSchedules())
      .then(
        (value): SchedulesPart => ({ ok: true, value }),
        (error: unknown): SchedulesPart => ({ ok: false, message: describeApiError(error) }),
      ),
  ])
  const cards = await Promise.all(drafts.map((meta) => cardOf(editor, meta)))
  const newestFirst = [...cards].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
  return {
    role: editor.user.role,
    now: now.toISOString(),
    columns: STATUSES.map((status) => ({
      status,
      cards: newestFirst.filter((card) => card.status === status),
    })),
    scheduled: cards
      .filter((card) => card.publishAt !== null)
      .sort((a, b) => Date.parse(a.publishAt ?? '') - Date.parse(b.publishAt ?? '')),
    unpublishing,
  }
}

/**
 * /admin/workflow: signed in (else the login page); content-api's refusal of the drafts (403) or
 * its absence (503) is the page's error state, with its message.
 */
export async function workflowLoader(request: Request, context: AppLoadContext) {
  return loadWorkflow(await requireEditor(request, context))
}
