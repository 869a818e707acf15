import type { AppLoadContext } from 'react-router'
import { pageSeoOf } from '../seo-text'
import { readClientsStrip } from '../clients/clients.server'
import { readPublic } from '../site/content-read.server'
import { buildAboutPage, type AboutSectionRecord } from './about-page'
import type { Locale } from '../i18n/locale'

/**
 * /about: the about page content, the active about sections and the clients strip; content-api
 * down is a 503.
 */
export async function loadAboutPage(context: AppLoadContext, locale: Locale = 'en') {
  const api = context.contentApi(undefined, locale)
  const [page, sections, clients] = await Promise.all([
    readPublic('about page content', () => api.getPage('about')),
    readPublic('about sections', () => api.records('about-sections').list()),
    readClientsStrip(api),
  ])
  // the client types collection records loosely; about sections have AboutSectionInput's fields
  return {
    ...buildAboutPage(page, sections as unknown as AboutSectionRecord[], locale),
    clients,
    seo: pageSeoOf(page),
  }
}
