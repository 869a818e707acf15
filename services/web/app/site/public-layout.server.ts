import type { AppLoadContext } from 'react-router'
import { readOr } from '../log.server'
import { contactFromSettings } from './company-contact'
import { geoFromSettings, organizationFromContact } from './organization'
import type { Locale } from '../i18n/locale'
import { fallbackMenus } from './fallback-menus'
import type { PublicLayoutData } from './use-public-layout'

/**
 * The public layout's data: the menus (content-api resolves each item's address and label in the
 * page's language), the company's contact details and its JSON-LD. Lenient on purpose: the main
 * pages stand in for the menus and contact lines are left out if content-api is down, so the
 * page's own 503 still shows inside the site chrome.
 */
export async function loadPublicLayout(
  context: AppLoadContext,
  locale: Locale = 'en',
): Promise<PublicLayoutData> {
  const api = context.contentApi(undefined, locale)
  const [menus, settings, mediaVersions] = await Promise.all([
    readOr('navigation', async () => (await api.navigation()).menus, fallbackMenus(locale)),
    readOr('company settings', async () => (await api.companySettings()).settings, []),
    // without them images are still right: their URLs are then revalidated, not immutable
    readOr('media versions', () => api.mediaVersions(), {}),
  ])
  const contact = contactFromSettings(settings)
  const organization = organizationFromContact(
    contact,
    context.config,
    geoFromSettings(settings),
    locale,
  )
  return { menus, contact, organization, mediaVersions }
}
