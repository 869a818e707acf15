import { data, type AppLoadContext } from 'react-router'
import { collectionReads } from '../site/collection-read.server'
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
  const read = collectionReads(context, locale)
  // the list too: it says which of the children's texts fell back to English
  const [solution, all] = await Promise.all([read.get('solutions', slug), read.list('solutions')])
  if (!solution) return data({ solution: null }, { status: 404 })
  return { solution: { ...solution, children: childSolutions(solution, all) } }
}
