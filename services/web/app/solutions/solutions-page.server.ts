import type { AppLoadContext } from 'react-router'
import { pageSeoOf } from '../seo-text'
import { readPublic } from '../site/content-read.server'
import { collectionReads } from '../site/collection-read.server'
import { buildSolutionsPage } from './solutions-page'
import type { Locale } from '../i18n/locale'

/** /solutions: page content and solutions; none is an empty state, content-api down a 503. */
export async function loadSolutionsPage(context: AppLoadContext, locale: Locale = 'en') {
  const api = context.contentApi(undefined, locale)
  const [page, solutions] = await Promise.all([
    readPublic('solutions page content', () => api.getPage('solutions')),
    collectionReads(context, locale).list('solutions'),
  ])
  return { ...buildSolutionsPage(page, solutions, locale), seo: pageSeoOf(page) }
}
