import { data, type AppLoadContext } from 'react-router'
import { ContentApiError } from '@site/contract/client'
import { can, type MediaItem, type MediaUse } from '@site/contract'
import { requireEditor } from '../../session.server'
import { describeApiError } from '../api-errors'
import { adminI18n, adminLanguageOf } from '../i18n/admin-i18n'

/**
 * /admin/media: the whole library (the page filters it by its URL's ?q=&kind=&unused=1), or the
 * error shown in its place (with Retry). `canForce`: the user may delete an image still in use.
 */
export async function loadMediaLibrary(request: Request, context: AppLoadContext) {
  const { api, user } = await requireEditor(request, context)
  const canForce = can(user.role, 'usedMedia', 'delete')
  try {
    return { items: await api.listMedia(), canForce, error: null as string | null }
  } catch (error) {
    if (error instanceof Response) throw error
    return { items: [] as MediaItem[], canForce, error: describeApiError(error) }
  }
}

export type DeleteResult =
  { deleted: string } | { error: string; file: string; usedBy?: MediaUse[] }

/** The uses content-api's 409 `media_in_use` names (its body: `{ error: { usedBy } }`). */
function usesRefused(error: unknown): MediaUse[] | undefined {
  if (!(error instanceof ContentApiError) || error.code !== 'media_in_use') return undefined
  const usedBy = (error.body as { error?: { usedBy?: unknown } } | undefined)?.error?.usedBy
  return Array.isArray(usedBy) ? (usedBy as MediaUse[]) : undefined
}

/**
 * Deletes one image: unused, or still used when an admin confirmed `force`. A refusal names
 * what still uses the image, in the admin's language, with the uses to link to.
 */
export async function deleteMediaAction(request: Request, context: AppLoadContext) {
  const { api, user } = await requireEditor(request, context)
  const { t, locale } = adminI18n(adminLanguageOf(user))
  const form = await request.formData()
  const file = form.get('file')
  if (form.get('intent') !== 'delete' || typeof file !== 'string' || file === '') {
    return data<DeleteResult>({ error: t('media.chooseDelete'), file: '' }, { status: 400 })
  }
  const force = form.get('force') === '1'
  try {
    await api.deleteMedia(file, { force })
    return { deleted: file } satisfies DeleteResult
  } catch (error) {
    const status = error instanceof ContentApiError ? error.status : 503
    const usedBy = usesRefused(error)
    const message = usedBy
      ? t('media.stillUsed', {
          users: new Intl.ListFormat(locale).format(new Set(usedBy.map((use) => use.title))),
        })
      : describeApiError(error)
    return data<DeleteResult>({ error: message, file, ...(usedBy ? { usedBy } : {}) }, { status })
  }
}
