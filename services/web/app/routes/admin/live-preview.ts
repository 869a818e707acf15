import { z } from 'zod'
import { isCollectionKey, isPageKey } from '@site/contract'
import { describeApiError, sessionEndedMessage, writeFailureOf } from '../../admin/api-errors'
import { recordDraftReader } from '../../admin/collection/collection.server'
import { pageDraftReader } from '../../admin/pages/page-editor.server'
import { LIVE_FIELDS, type LivePreviewAnswer } from '../../admin/preview/live-preview-answer'
import { isSameOriginRequest } from '../../same-origin.server'
import { getEditor } from '../../session.server'
import type { Route } from './+types/live-preview'

const answer = (body: LivePreviewAnswer, status: number) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
const refuse = (error: string, status: number, fieldErrors?: Partial<Record<string, string>>) =>
  answer({ ok: false, error, ...(fieldErrors ? { fieldErrors } : {}) }, status)

/**
 * What the live preview names besides the editor's form: the item (`<collection>/<slug>`,
 * `pages/<page>`, or just `<collection>` for a new record, whose slug the title makes) and the id
 * of the live preview it continues.
 */
const LiveRequest = z.object({
  target: z
    .string({ message: 'No item to preview was named.' })
    .regex(/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)?$/, 'Not an item that can be previewed.'),
  live: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a live preview id.')
    .optional(),
})

/** The reader of the editor's form for `target`: the same as its Save draft's. */
function readerOf(target: string) {
  const [kind = '', name] = target.split('/')
  if (kind === 'pages') return name && isPageKey(name) ? pageDraftReader(name) : null
  return isCollectionKey(kind) ? recordDraftReader(kind, name) : null
}

/**
 * POST /admin/live-preview: the record or page editor's unsaved form (its own fields, plus
 * `_live_target` and `_live_id`), read as its Save draft reads it, kept by content-api as a live
 * preview (never saved: `POST /api/drafts/<target>/live`). Answers JSON `{ id, target, url }`,
 * `url` being the preview page the side-by-side frame loads; every failure answers a sentence.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return refuse('Use POST to update a live preview.', 405)
  if (!isSameOriginRequest(request, context.config.siteUrl))
    return refuse('Live previews are updated from this site only.', 403)
  let editor
  try {
    editor = await getEditor(request, context)
  } catch (error) {
    // content-api down or failing (getEditor wraps the cause with a message to show)
    const message = (error as { data?: { message?: unknown } }).data?.message
    return refuse(
      `Preview not updated: ${typeof message === 'string' ? message : describeApiError(error)}`,
      503,
    )
  }
  if (!editor)
    return refuse(
      sessionEndedMessage('the preview was not updated', 'turn the preview on again'),
      401,
    )

  const form = await request.formData()
  const parsed = LiveRequest.safeParse({
    target: form.get(LIVE_FIELDS.target) ?? undefined,
    live: form.get(LIVE_FIELDS.id) || undefined,
  })
  if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? 'Preview not updated.', 400)
  const read = readerOf(parsed.data.target)
  if (!read) return refuse(`There is no "${parsed.data.target}" to preview.`, 404)
  const reading = read(form)
  if (!reading.ok) {
    const first = Object.values(reading.fieldErrors).find((m) => m)
    return refuse(
      `Preview not updated: ${first ?? 'the form has a problem'}.`.replace(/\.\.$/, '.'),
      400,
      reading.fieldErrors,
    )
  }
  // what the frame shows is the form as typed, over the draft or published item: no version
  const { version: _version, ...body } = reading.body
  try {
    const { id } = await editor.api.drafts.live(reading.target, body, parsed.data.live)
    const url = `/preview/${reading.target}?${new URLSearchParams({ live: id })}`
    return answer({ ok: true, id, target: reading.target, url }, 200)
  } catch (error) {
    const failure = writeFailureOf(error)
    switch (failure.kind) {
      case 'session-ended':
        return refuse(
          sessionEndedMessage('the preview was not updated', 'turn the preview on again'),
          401,
        )
      case 'refused':
      case 'conflict': {
        const message = failure.kind === 'refused' ? failure.message : 'the item changed'
        const fields = failure.kind === 'refused' ? failure.fields : {}
        return refuse(`Preview not updated: ${message}`, failure.status, fields)
      }
      case 'unavailable':
        return refuse(`Preview not updated: ${failure.message}`, failure.status)
    }
  }
}

/** GET is not a preview: the admin is one level up. */
export function loader() {
  return new Response(null, { status: 302, headers: { Location: '/admin' } })
}
