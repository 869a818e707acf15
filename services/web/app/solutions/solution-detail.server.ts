import { data, type AppLoadContext } from 'react-router'
import { readPublic } from '../site/content-read.server'
import type { Locale } from '../i18n/locale'
import { childSolutions } from './solutions-page'

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
  const api = context.contentApi(undefined, locale)
  // the list too: it says which of the children's texts fell back to English
  const [solution, all] = await Promise.all([
    readPublic(`solution ${slug}`, () => api.getSolution(slug)),
    readPublic('solutions', () => api.listSolutions()),
  ])
  if (!solution) return data({ solution: null }, { status: 404 })
  return { solution: { ...solution, children: childSolutions(solution, all) } }
}
