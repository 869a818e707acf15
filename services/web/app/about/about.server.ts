import type { AppLoadContext } from 'react-router'
import { readPublic } from '../site/content-read.server'
import { buildAboutPage, type AboutSectionRecord } from './about-page'
import type { Locale } from '../i18n/locale'

/** /about: the about page content and the active about sections; content-api down is a 503. */
export async function loadAboutPage(context: AppLoadContext, locale: Locale = 'en') {
  const api = context.contentApi(undefined, locale)
  const [page, sections] = await Promise.all([
    readPublic('about page content', () => api.getPage('about')),
    readPublic('about sections', () => api.records('about-sections').list()),
  ])
  // the client types collection records loosely; about sections have AboutSectionInput's fields
  return buildAboutPage(page, sections as unknown as AboutSectionRecord[], locale)
}
