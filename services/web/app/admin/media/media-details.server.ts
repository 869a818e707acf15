import { data, type AppLoadContext } from 'react-router'
import { ContentApiError } from '@site/contract/client'
import { MediaMetaPatch, fieldErrorsOf, languageCodes, type MediaAlt } from '@site/contract'
import { requireEditor } from '../../session.server'
import { describeApiError } from '../api-errors'
import { adminI18n, adminLanguageOf } from '../i18n/admin-i18n'

export type DetailsResult = { saved: string } | { error: string; file: string }

/** The focal point's form fields are percentages (what a person types); the API takes 0-1. */
function fraction(value: FormDataEntryValue | null): number {
  return typeof value === 'string' && value.trim() !== '' ? Number(value) / 100 : Number.NaN
}

/**
 * The media library's "Focal point and alt text" form: `focal_x`/`focal_y` in percent and one
 * `alt_<language>` per site language, validated with the contract's `MediaMetaPatch` before
 * content-api sees it; content-api commits it to the image's sidecar.
 */
export async function saveMediaDetailsAction(
  form: FormData,
  request: Request,
  context: AppLoadContext,
) {
  const { api, user } = await requireEditor(request, context)
  const { t } = adminI18n(adminLanguageOf(user))
  const file = form.get('file')
  if (typeof file !== 'string' || file === '') {
    return data<DetailsResult>({ error: t('media.chooseFirst'), file: '' }, { status: 400 })
  }
  const alt: MediaAlt = {}
  for (const code of languageCodes) {
    const value = form.get(`alt_${code}`)
    if (typeof value === 'string' && value.trim() !== '') alt[code] = value.trim()
  }
  const patch = MediaMetaPatch.safeParse({
    focal_point: { x: fraction(form.get('focal_x')), y: fraction(form.get('focal_y')) },
    alt,
  })
  if (!patch.success) {
    const [field, message] = Object.entries(fieldErrorsOf(patch.error))[0] ?? ['', '']
    return data<DetailsResult>({ error: `${field}: ${message}`, file }, { status: 400 })
  }
  try {
    await api.updateMediaMeta(file, patch.data)
    return { saved: file } satisfies DetailsResult
  } catch (error) {
    const status = error instanceof ContentApiError ? error.status : 503
    return data<DetailsResult>({ error: describeApiError(error), file }, { status })
  }
}
