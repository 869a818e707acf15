import { data, type AppLoadContext } from 'react-router'
import type { Locale } from '../i18n/locale'
import { readPublic } from '../site/content-read.server'

/**
 * /sectors/{slug}: the sector, or 'Sector Not Found' with a real 404. content-api down is a 503,
 * never a "not found".
 */
export async function loadSectorDetail(
  context: AppLoadContext,
  slug: string,
  locale: Locale = 'en',
) {
  const api = context.contentApi(undefined, locale)
  const sector = await readPublic(`sector ${slug}`, () => api.getSector(slug))
  if (!sector) return data({ sector: null }, { status: 404 })
  return { sector }
}
