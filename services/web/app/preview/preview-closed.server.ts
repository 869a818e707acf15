import { data, type AppLoadContext } from 'react-router'
import { localeFromPath, stripLocale } from '../i18n/locale'
import { loadPublicLayout } from '../site/public-layout.server'
import { previewRequestOf } from './preview-target'

/** Headers of every preview answer: personal, never kept, never indexed. */
export const previewHeaders = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
} as const

export type ClosedPreviewReason = 'expired' | 'no-draft' | 'unknown'

/**
 * `/preview/<target>` reaches this route only when it does not show the draft (server/app.ts
 * renders the public page in its place when it does): a target that names a draft page but that
 * neither the visitor's session nor the link's token opens is "expired or revoked" (410: it was
 * there); one whose item has no draft (published or discarded meanwhile) is 404 "no draft"; an
 * address naming no draft at all is 404. The draft itself is never read here.
 */
export async function loadClosedPreview(context: AppLoadContext, request: Request) {
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const reason: ClosedPreviewReason =
    previewRequestOf(stripLocale(url.pathname), url.search) === null
      ? 'unknown'
      : (context.previewClosed ?? 'expired')
  const layout = await loadPublicLayout(context, locale)
  return data(
    { ...layout, reason },
    { status: reason === 'expired' ? 410 : 404, headers: previewHeaders },
  )
}
