import { data, type AppLoadContext } from 'react-router'
import type { Locale } from '../i18n/locale'
import { loadPublicLayout } from './public-layout.server'

/**
 * The 404 page's data: what the public layout shows around a page (solution titles for the
 * navigation, the footer's contact details and the company JSON-LD) in the path's language, with
 * a real 404 status (not a 200 page that says "not found"). Still a 404 when content-api is down:
 * the path is unknown either way, and the footer falls back to a contact link.
 */
export async function loadNotFound(context: AppLoadContext, locale: Locale = 'en') {
  return data(await loadPublicLayout(context, locale), { status: 404 })
}
