import { data, redirect } from 'react-router'
import { z } from 'zod'
import type { ContentApiError, ContentClient } from '@site/contract/client'
import {
  defaultLanguage,
  errorsByField,
  type ContentCheckProblem,
  type DraftMeta,
  type PublishConflict,
} from '@site/contract'
import { sessionEndedMessage, writeFailureOf } from '../api-errors'
import type { getEditor } from '../../session.server'
import { getActionEditor } from '../../session.server'
import { changeLabel } from '../history/labels'
import { adminI18n } from '../i18n/admin-i18n'
import { draftItemOf } from '../workflow/targets'
import { zonedToInstant } from './zoned-time'
import { DRAFT_INTENTS, isDraftIntent, type DraftIntent } from './draft-intent'
import { CONFIRM_CHECKS } from '../checks/confirm-checks'

type Context = Parameters<typeof getEditor>[1]

/**
 * The draft actions every editor of a draftable item posts (record editors, page editors,
 * Company Info, the workflow board): one form field `intent` names the action, `target` the
 * item (`<collection>/<slug>`, `pages/<page>`, `settings/company`) unless the route knows it.
 */
export { DRAFT_INTENTS, isDraftIntent, type DraftIntent }

/** `<kind>/<name>`: the same characters content-api's slugs and page keys use. */
const Target = z
  .string({ message: 'No draft was named' })
  .regex(/^[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9-]*$/, 'Not a draftable item')

const Intent = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('draft-save') }),
  z.object({ intent: z.literal('draft-status'), status: z.enum(['draft', 'review', 'ready']) }),
  z.object({
    intent: z.literal('draft-publish'),
    // "choice.<field>" = draft | published, one per field both sides changed
    choices: z.record(z.string(), z.enum(['draft', 'published'])),
    // "Publish anyway": the content checks' errors were shown and the admin goes on
    [CONFIRM_CHECKS]: z.literal('1').optional(),
  }),
  z.object({
    intent: z.literal('draft-schedule'),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date'),
    time: z.string().regex(/^\d{2}:\d{2}$/, 'Enter a time'),
  }),
  z.object({ intent: z.literal('draft-unschedule') }),
  z.object({
    intent: z.literal('draft-unpublish-at'),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date'),
    time: z.string().regex(/^\d{2}:\d{2}$/, 'Enter a time'),
  }),
  z.object({ intent: z.literal('draft-unpublish-cancel') }),
  z.object({ intent: z.literal('draft-discard') }),
  z.object({ intent: z.literal('draft-share') }),
  z.object({
    intent: z.literal('draft-revoke-share'),
    share: z.string({ message: 'No link was named' }).regex(/^[\w-]{8,64}$/, 'Not a link'),
  }),
])

/** What the draft actions answer (success and failure alike); the editor shows it. */
export interface DraftActionResult<V = unknown> {
  intent: DraftIntent
  ok: boolean
  /** what happened, in one sentence ("Draft saved.", "Not published: ...") */
  message: string
  fieldErrors: Partial<Record<string, string>>
  sessionEnded?: boolean
  /** draft-save: the draft changed since it was loaded (another tab or person saved it) */
  stale?: boolean
  /** draft-publish: fields both the draft and the published version changed; choose for each */
  conflicts?: LabelledConflict[]
  /** draft-publish: the content checks' errors in the draft, to confirm before it goes live */
  checkErrors?: ContentCheckProblem[]
  /** the draft after a save, status or schedule */
  draft?: DraftMeta
  /** draft-save: the draft's new version, which the next save sends */
  version?: string
  /** draft-share: the new link (shown once: its token is not kept in the admin) */
  share?: { id: string; url: string; expiresAt: string }
  /** draft-save: the item's slug (a new item's, made from its title) */
  target?: string
  /** draft-save failures: what the editor sent, so the form keeps it */
  values?: V
}

/** A field both sides changed, named as the review board names changes ("Title (Arabic)"). */
export type LabelledConflict = PublishConflict & { label: string }

/** content-api's conflicts of a draft's publish, each with its field's label and language. */
export function labelledConflicts(
  target: string,
  conflicts: PublishConflict[],
): LabelledConflict[] {
  const item = draftItemOf(target)
  return conflicts.map((c) => ({ ...c, label: item ? changeLabel(item, c.field) : c.field }))
}

/** What a route's reading of its form gives draft-save: the save body, or its field errors. */
export type SaveBodyReading<V> =
  | { ok: true; body: Record<string, unknown>; values: V; target: string }
  | { ok: false; fieldErrors: Partial<Record<string, string>>; values: V }

export interface DraftIntentOptions<V> {
  /** the item, when the route knows it (else the form's `target` field) */
  target?: string
  /** draft-save: reads the form as the item's save body (fields + version) and its target */
  readSave?: (form: FormData) => SaveBodyReading<V>
  /** after a publish or discard: where to go (else the result is answered) */
  redirectTo?: (intent: 'draft-publish' | 'draft-discard', target: string) => string
}

const SESSION_ENDED = sessionEndedMessage('nothing was changed', 'press the button here again', {
  kept: true,
})

/**
 * What a done intent says, from the admin catalogue (English here; the draft panel shows it in
 * the user's admin language from the same key, `draftResult.<intent>`).
 */
const DONE = (intent: DraftIntent) => adminI18n(defaultLanguage).t(`draftResult.${intent}`)
const NOT_DONE: Record<DraftIntent, string> = {
  'draft-save': 'Draft not saved',
  'draft-status': 'Status not changed',
  'draft-publish': 'Not published',
  'draft-schedule': 'Not scheduled',
  'draft-unschedule': 'Schedule not cancelled',
  'draft-unpublish-at': 'Unpublish time not set',
  'draft-unpublish-cancel': 'Unpublish time not cancelled',
  'draft-discard': 'Draft not discarded',
  'draft-share': 'No share link made',
  'draft-revoke-share': 'Share link not revoked',
}

/** The form field a time's error is shown beside: the draft's publish or unpublish time. */
const timeFieldOf = (intent: DraftIntent) =>
  intent === 'draft-unpublish-at' || intent === 'draft-unpublish-cancel'
    ? 'unpublish_at'
    : 'publish_at'

const failed = <V>(result: Omit<DraftActionResult<V>, 'ok'>, status: number) =>
  data<DraftActionResult<V>>({ ...result, ok: false }, { status })

/** The form's `choice.<field>` radios as publish choices. */
function choicesOf(form: FormData): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of form.entries()) {
    if (key.startsWith('choice.') && typeof value === 'string') out[key.slice(7)] = value
  }
  return out
}

/**
 * Handles one draft action posted by an admin form. A session gone, a refusal of content-api
 * (403 for what only an admin does, 404 for a draft published or discarded meanwhile, 409 for a
 * draft changed since it was loaded or a publish with fields to choose), or content-api down: each
 * answers the form with a sentence, never a thrown error page, so nothing typed is lost.
 */
export async function handleDraftIntent<V = unknown>(
  request: Request,
  context: Context,
  options: DraftIntentOptions<V> = {},
) {
  const form = await request.formData()
  const rawIntent = form.get('intent')
  const parsed = Intent.safeParse({
    intent: rawIntent,
    status: form.get('status') ?? undefined,
    choices: choicesOf(form),
    [CONFIRM_CHECKS]: form.get(CONFIRM_CHECKS) ?? undefined,
    share: form.get('share') ?? undefined,
    date: form.get('date') ?? '',
    time: form.get('time') ?? '',
  })
  const intent: DraftIntent = isDraftIntent(rawIntent) ? rawIntent : 'draft-save'
  if (!isDraftIntent(rawIntent)) {
    return failed<V>({ intent, message: 'Unknown action.', fieldErrors: {} }, 400)
  }
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(
      parsed.error.issues.map((i) => [String(i.path[0] ?? 'intent'), i.message]),
    )
    // a time's date and time are one field to the editor
    const when = fieldErrors.date ?? fieldErrors.time
    if (when) fieldErrors[timeFieldOf(intent)] = when
    return failed<V>({ intent, message: `${NOT_DONE[intent]}.`, fieldErrors }, 400)
  }
  const action = parsed.data

  let reading: SaveBodyReading<V> | undefined
  if (action.intent === 'draft-save') {
    if (!options.readSave)
      return failed<V>({ intent, message: 'Nothing to save here.', fieldErrors: {} }, 400)
    reading = options.readSave(form)
    if (!reading.ok)
      return failed<V>(
        {
          intent,
          message: `${NOT_DONE[intent]}: check the fields.`,
          fieldErrors: reading.fieldErrors,
          values: reading.values,
        },
        400,
      )
  }
  const values = reading?.values
  const targetParse = Target.safeParse(
    reading?.ok ? reading.target : (options.target ?? form.get('target') ?? undefined),
  )
  if (!targetParse.success)
    return failed<V>(
      {
        intent,
        message: `${NOT_DONE[intent]}: ${targetParse.error.issues[0]?.message ?? 'no draft named'}.`,
        fieldErrors: {},
        ...(values !== undefined ? { values } : {}),
      },
      400,
    )
  const target = targetParse.data

  const found = await getActionEditor(request, context, () => `${NOT_DONE[intent]}.`)
  if ('unavailable' in found)
    return failed<V>(
      {
        intent,
        message: found.unavailable,
        fieldErrors: {},
        ...(values !== undefined ? { values } : {}),
      },
      503,
    )
  const { editor } = found
  if (!editor)
    return failed<V>(
      {
        intent,
        message: SESSION_ENDED,
        sessionEnded: true,
        fieldErrors: {},
        ...(values !== undefined ? { values } : {}),
      },
      401,
    )

  const drafts = editor.api.drafts
  const timeZone = context.config.companyTimeZone ?? 'Asia/Dubai'
  try {
    switch (action.intent) {
      case 'draft-save': {
        const body = (reading as { body: Record<string, unknown> }).body
        const draft = await drafts.save(target, body)
        // the next save sends the draft's own version (its file's blob id)
        const view = await drafts.get(target)
        return {
          intent,
          ok: true,
          message: DONE(intent),
          fieldErrors: {},
          draft,
          version: view.item.version,
          target,
        } satisfies DraftActionResult<V>
      }
      case 'draft-status': {
        const draft = await drafts.setStatus(target, action.status)
        return { intent, ok: true, message: DONE(intent), fieldErrors: {}, draft }
      }
      case 'draft-publish': {
        const checkErrors = action[CONFIRM_CHECKS] ? [] : await draftCheckErrors(editor.api, target)
        if (checkErrors.length > 0)
          return failed<V>(
            {
              intent,
              message: `${NOT_DONE[intent]}: the content checks found errors in the draft. Publish it anyway, or correct them first.`,
              fieldErrors: {},
              checkErrors,
            },
            409,
          )
        await drafts.publish(target, action.choices)
        break
      }
      case 'draft-schedule': {
        const at = zonedToInstant(action.date, action.time, timeZone)
        if (!at)
          return failed<V>(
            {
              intent,
              message: `${NOT_DONE[intent]}.`,
              fieldErrors: { publish_at: 'Enter a date and time that exist' },
            },
            400,
          )
        const draft = await drafts.schedule(target, at.toISOString())
        return { intent, ok: true, message: DONE(intent), fieldErrors: {}, draft }
      }
      case 'draft-unschedule':
        await drafts.unschedule(target)
        return { intent, ok: true, message: DONE(intent), fieldErrors: {} }
      case 'draft-unpublish-at': {
        const at = zonedToInstant(action.date, action.time, timeZone)
        if (!at)
          return failed<V>(
            {
              intent,
              message: `${NOT_DONE[intent]}.`,
              fieldErrors: { unpublish_at: 'Enter a date and time that exist' },
            },
            400,
          )
        const draft = await drafts.unpublishAt(target, at.toISOString())
        return { intent, ok: true, message: DONE(intent), fieldErrors: {}, draft }
      }
      case 'draft-unpublish-cancel': {
        const draft = await drafts.cancelUnpublishAt(target)
        return { intent, ok: true, message: DONE(intent), fieldErrors: {}, draft }
      }
      case 'draft-discard':
        await drafts.discard(target)
        break
      case 'draft-share': {
        const { id, url, expiresAt } = await drafts.share(target)
        return {
          intent,
          ok: true,
          message: DONE(intent),
          fieldErrors: {},
          share: { id, url, expiresAt },
        }
      }
      case 'draft-revoke-share':
        await drafts.revokeShare(target, action.share)
        return { intent, ok: true, message: DONE(intent), fieldErrors: {} }
    }
    if (options.redirectTo) throw redirect(options.redirectTo(action.intent, target))
    return { intent, ok: true, message: DONE(intent), fieldErrors: {} }
  } catch (error) {
    if (error instanceof Response) throw error
    return failureOf<V>(intent, target, error, values)
  }
}

/** A content-api refusal as the form's answer. */
function failureOf<V>(intent: DraftIntent, target: string, error: unknown, values: V | undefined) {
  const kept = values !== undefined ? { values } : {}
  const notDone = NOT_DONE[intent]
  const failure = writeFailureOf(error)
  switch (failure.kind) {
    case 'session-ended':
      return failed<V>(
        { intent, message: SESSION_ENDED, sessionEnded: true, fieldErrors: {}, ...kept },
        401,
      )
    case 'conflict': {
      const conflicts = (error as ContentApiError).body as
        { error?: { conflicts?: PublishConflict[] } } | undefined
      if (intent === 'draft-publish' && Array.isArray(conflicts?.error?.conflicts))
        return failed<V>(
          {
            intent,
            message: `${notDone}: the published version changed the same fields as the draft. Choose a version of each, then publish again.`,
            fieldErrors: {},
            conflicts: labelledConflicts(target, conflicts.error.conflicts),
          },
          409,
        )
      return failed<V>(
        {
          intent,
          message: `${notDone}: the draft was changed elsewhere (another tab or person) since you opened it. Reload to see it; your edits are kept here.`,
          fieldErrors: {},
          stale: true,
          ...kept,
        },
        409,
      )
    }
    case 'refused': {
      if (failure.status === 404)
        return failed<V>(
          {
            intent,
            message: `${notDone}: there is no draft any more (it was published or discarded). Reload the page.`,
            fieldErrors: {},
            ...kept,
          },
          404,
        )
      const fieldErrors = failure.status === 400 ? errorsByField(failure.fields) : {}
      // the API's `at` is the form's publish (or unpublish) time
      if (fieldErrors.at) {
        fieldErrors[timeFieldOf(intent)] = fieldErrors.at
        delete fieldErrors.at
      }
      return failed<V>(
        { intent, message: `${notDone}: ${failure.message}`, fieldErrors, ...kept },
        failure.status,
      )
    }
    case 'unavailable':
      return failed<V>(
        { intent, message: `${notDone}: ${failure.message}`, fieldErrors: {}, ...kept },
        failure.status,
      )
  }
}

/**
 * The errors the content checks find in the draft (warnings only advise). They ask for a
 * confirmation, never block: when content-api cannot answer them, there are none to confirm.
 */
async function draftCheckErrors(
  api: ContentClient,
  target: string,
): Promise<ContentCheckProblem[]> {
  try {
    return (await api.itemChecks(target, { draft: true })).filter((p) => p.severity !== 'warning')
  } catch {
    return []
  }
}
