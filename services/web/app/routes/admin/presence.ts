import { z } from 'zod'
import { PresenceTab } from '@site/contract'
import { ContentApiError } from '@site/contract/client'
import { describeApiError } from '../../admin/api-errors'
import {
  PRESENCE_FIELDS,
  presenceIntents,
  presenceTargetOf,
} from '../../admin/presence/presence-target'
import { isSameOriginRequest } from '../../same-origin.server'
import { getEditor } from '../../session.server'
import type { Route } from './+types/presence'

const refuse = (error: string, status: number) =>
  Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store' } })

const PresenceForm = z.object({
  intent: z.enum(presenceIntents, { message: 'Say beat, leave or take-over.' }),
  tab: PresenceTab,
})

/** Who is asking, or the answer to give instead (signed out, content-api down). */
async function editorOf(request: Request, context: Route.LoaderArgs['context']) {
  try {
    const editor = await getEditor(request, context)
    return editor ?? refuse('Your session has ended. Sign in again.', 401)
  } catch (error) {
    return refuse(describeApiError(error), 503)
  }
}

/**
 * GET /admin/presence/<target>?tab=<id>: the item's presence as server-sent events, passed on
 * from content-api as they come (web replicas only relay: presence lives in content-api). The
 * upstream stream ends when the browser goes.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const target = presenceTargetOf(params['*'] ?? '')
  if (!target) return refuse('Not an item anyone can be editing.', 404)
  const tab = PresenceTab.safeParse(new URL(request.url).searchParams.get('tab'))
  if (!tab.success) return refuse(tab.error.issues[0]?.message ?? 'Name the tab.', 400)
  const editor = await editorOf(request, context)
  if (editor instanceof Response) return editor
  let upstream: Response
  try {
    upstream = await editor.api.presence.stream(target, tab.data, request.signal)
  } catch (error) {
    return refuse(describeApiError(error), 503)
  }
  if (!upstream.ok || !upstream.body) {
    const body = (await upstream.json().catch(() => null)) as {
      error?: { message?: string }
    } | null
    return refuse(body?.error?.message ?? 'Presence is not available.', upstream.status)
  }
  return new Response(upstream.body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: the compression middleware would hold the events back
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    },
  })
}

/**
 * POST /admin/presence/<target> (`intent` beat, leave or take-over, and `tab`): a heartbeat, a
 * tab going (sent with navigator.sendBeacon at pagehide) or taking over. Answers content-api's
 * presence as JSON, or `{ error }`.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  if (!isSameOriginRequest(request, context.config.siteUrl))
    return refuse('Presence is signalled from this site only.', 403)
  const target = presenceTargetOf(params['*'] ?? '')
  if (!target) return refuse('Not an item anyone can be editing.', 404)
  const form = await request.formData()
  const parsed = PresenceForm.safeParse({
    intent: form.get(PRESENCE_FIELDS.intent),
    tab: form.get(PRESENCE_FIELDS.tab),
  })
  if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? 'Bad request.', 400)
  const editor = await editorOf(request, context)
  if (editor instanceof Response) return editor
  const { intent, tab } = parsed.data
  try {
    const presence = editor.api.presence
    const answer =
      intent === 'beat'
        ? await presence.beat(target, tab)
        : intent === 'take-over'
          ? await presence.takeOver(target, tab)
          : await presence.leave(target, tab).then(() => ({}))
    return Response.json(answer, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    if (error instanceof ContentApiError) return refuse(error.message, error.status)
    return refuse(describeApiError(error), 503)
  }
}
