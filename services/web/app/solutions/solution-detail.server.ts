import { data, type AppLoadContext } from 'react-router'
import { readPublic } from '../site/content-read.server'
import type { Locale } from '../i18n/locale'

/**
 * /solutions/{slug}: the solution, or the 'Solution Not Found' state with a real 404. content-api
 * down is a 503 "temporarily unavailable", never a "not found" (search engines would drop the
 * page).
 */
export async function loadSolutionDetail(
  context: AppLoadContext,
  slug: string,
  locale: Locale = 'en',
) {
  const solution = await readPublic(`solution ${slug}`, () =>
    context.contentApi(undefined, locale).getSolution(slug),
  )
  if (!solution) return data({ solution: null }, { status: 404 })
  return { solution }
}
