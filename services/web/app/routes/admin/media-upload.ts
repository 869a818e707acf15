import { ContentApiError } from '@site/contract/client'
import { describeApiError } from '../../admin/api-errors'
import { warmVariants } from '../../admin/media/warm-variants.server'
import { UPLOAD_LIMIT_BYTES, type UploadAnswer } from '../../admin/media/upload-answer'
import { isSameOriginRequest } from '../../same-origin.server'
import { getEditor } from '../../session.server'
import type { Route } from './+types/media-upload'

const answer = (body: UploadAnswer, status: number) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/** The raw image bytes, not a form: web's body check (server/form-bodies.ts) lets them through. */
export const handle = { rawBody: true }

/**
 * POST /admin/media/upload?name=<file name>: the raw image bytes, sent by the media library's
 * uploader (XMLHttpRequest, for its progress events). Forwarded to content-api, which has media
 * prove and normalise the bytes and commits the result. Always answers JSON the uploader can
 * show: an editor never sees a redirect or an HTML error page in place of a progress bar.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return answer({ error: 'Use POST to upload.' }, 405)
  if (!isSameOriginRequest(request, context.config.siteUrl)) {
    return answer({ error: 'Uploads must come from this site.' }, 403)
  }
  const editor = await getEditor(request, context)
  if (!editor) return answer({ error: 'Your session has ended. Sign in again to upload.' }, 401)

  const name = new URL(request.url).searchParams.get('name')?.trim() || 'image'
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > UPLOAD_LIMIT_BYTES) return answer({ error: tooLarge(name) }, 413)
  const bytes = await request.blob()
  if (bytes.size === 0) return answer({ error: `${name} is empty.` }, 400)
  if (bytes.size > UPLOAD_LIMIT_BYTES) return answer({ error: tooLarge(name) }, 413)

  try {
    const image = await editor.api.uploadImage(bytes, name)
    // in the background: the editor's answer does not wait for renders
    if (context.config.mediaUrl) void warmVariants(context.config.mediaUrl, image.ref)
    return answer({ image }, 201)
  } catch (error) {
    if (error instanceof ContentApiError) {
      const status = [400, 401, 413, 415].includes(error.status) ? error.status : 502
      return answer({ error: `${name}: ${error.message}` }, status)
    }
    return answer({ error: describeApiError(error) }, 503)
  }
}

/** GET is not an upload: the library is one level up. */
export function loader() {
  return new Response(null, { status: 302, headers: { Location: '/admin/media' } })
}

const tooLarge = (name: string) => `${name} is larger than 10 MB. Make it smaller and try again.`
