import type { AppLoadContext } from 'react-router'
import { readOr } from '../log.server'
import { contactFromSettings } from './company-contact'
import { geoFromSettings, organizationFromContact } from './organization'
import { fallbackLang } from '../i18n/bidi'
import type { Locale } from '../i18n/locale'
import type { PublicLayoutData } from './use-public-layout'

/**
 * The public layout's data: solution titles for the header dropdown and footer, the company's
 * contact details and its JSON-LD. Lenient on purpose: slugs stand in for titles and contact lines
 * are left out if content-api is down, so the page's own 503 still shows inside the site chrome.
 */
export async function loadPublicLayout(
  context: AppLoadContext,
  locale: Locale = 'en',
): Promise<PublicLayoutData> {
  const api = context.contentApi(undefined, locale)
  const [solutions, settings] = await Promise.all([
    readOr('solutions (navigation)', () => api.records('solutions').list(), []),
    readOr('company settings', async () => (await api.companySettings()).settings, []),
  ])
  const solutionTitles: Record<string, string> = {}
  for (const s of solutions) solutionTitles[s.slug] = s.title
  // the solutions whose title is English for want of Arabic (i18n/bidi.tsx)
  const englishTitles = solutions.filter((s) => fallbackLang(s, 'title')).map((s) => s.slug)
  const contact = contactFromSettings(settings)
  const organization = organizationFromContact(
    contact,
    context.config,
    geoFromSettings(settings),
    locale,
  )
  return { solutionTitles, englishTitles, contact, organization }
}
