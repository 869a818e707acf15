import type { AppLoadContext } from 'react-router'
import { pageSeoOf } from '../seo-text'
import { readClientsStrip } from '../clients/clients.server'
import { readPublic } from '../site/content-read.server'
import { collectionReads } from '../site/collection-read.server'
import { buildHomeContent, toSolutionCards } from './home-content'
import type { Locale } from '../i18n/locale'

/**
 * Home: page content, solutions and the clients strip in parallel; content-api down is a 503,
 * never an empty page.
 */
export async function loadHome(context: AppLoadContext, locale: Locale = 'en') {
  const api = context.contentApi(undefined, locale)
  const [page, solutions, clients] = await Promise.all([
    readPublic('home page content', () => api.getPage('home')),
    collectionReads(context, locale).list('solutions'),
    readClientsStrip(api),
  ])
  return {
    home: buildHomeContent(page, locale),
    solutions: toSolutionCards(solutions),
    clients,
    seo: pageSeoOf(page),
  }
}
