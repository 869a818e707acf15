import { data, type AppLoadContext } from 'react-router'
import { ContentApiError } from '@site/contract/client'
import type { MediaItem } from '@site/contract'
import { requireEditor } from '../../session.server'
import { describeApiError } from '../api-errors'
import { adminI18n, adminLanguageOf } from '../i18n/admin-i18n'

/** /admin/media: the library, or the error shown in its place (with Retry). */
export async function loadMediaLibrary(request: Request, context: AppLoadContext) {
  const { api } = await requireEditor(request, context)
  try {
    return { items: await api.listMedia(), error: null as string | null }
  } catch (error) {
    if (error instanceof Response) throw error
    return { items: [] as MediaItem[], error: describeApiError(error) }
  }
}

export type DeleteResult = { deleted: string } | { error: string; file: string }

/** Deletes one unused image; what still uses an image is named when content-api refuses. */
export async function deleteMediaAction(request: Request, context: AppLoadContext) {
  const { api, user } = await requireEditor(request, context)
  const { t } = adminI18n(adminLanguageOf(user))
  const form = await request.formData()
  const file = form.get('file')
  if (form.get('intent') !== 'delete' || typeof file !== 'string' || file === '') {
    return data<DeleteResult>({ error: t('media.chooseDelete'), file: '' }, { status: 400 })
  }
  try {
    await api.deleteMedia(file)
    return { deleted: file } satisfies DeleteResult
  } catch (error) {
    const status = error instanceof ContentApiError ? error.status : 503
    return data<DeleteResult>({ error: describeApiError(error), file }, { status })
  }
}
