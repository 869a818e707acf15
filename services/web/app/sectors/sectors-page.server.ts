import type { AppLoadContext } from 'react-router'
import { pageSeoOf } from '../seo-text'
import type { Locale } from '../i18n/locale'
import { readPublic } from '../site/content-read.server'
import { collectionReads } from '../site/collection-read.server'
import { buildSectorsPage } from './sectors-page'

/** /sectors: page content and sectors; none is an empty state, content-api down a 503. */
export async function loadSectorsPage(context: AppLoadContext, locale: Locale = 'en') {
  const api = context.contentApi(undefined, locale)
  const [page, sectors] = await Promise.all([
    readPublic('sectors page content', () => api.getPage('sectors')),
    collectionReads(context, locale).list('sectors'),
  ])
  return { ...buildSectorsPage(page, sectors, locale), seo: pageSeoOf(page) }
}
