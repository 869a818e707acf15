import type { Locale } from '../i18n/locale'
import { translate } from '../i18n/messages'
import { organizationJsonLd, type JsonLd } from '../json-ld'
import type { SiteOrigins } from '../site-urls'
import type { CompanyContact } from './company-contact'

/** The office position from company settings (map_lat, map_lang), when both are numbers. */
export function geoFromSettings(
  settings: ReadonlyArray<{ key: string; value: unknown }>,
): { latitude: number; longitude: number } | null {
  const number = (key: string) => {
    const value = settings.find((s) => s.key === key)?.value
    return typeof value === 'number' && Number.isFinite(value) ? value : null
  }
  const latitude = number('map_lat')
  const longitude = number('map_lang')
  return latitude === null || longitude === null ? null : { latitude, longitude }
}

/** The company's Organization/LocalBusiness JSON-LD from its contact details (company settings). */
export function organizationFromContact(
  contact: CompanyContact,
  site: SiteOrigins,
  geo: { latitude: number; longitude: number } | null = null,
  locale: Locale = 'en',
): JsonLd {
  return organizationJsonLd(
    {
      name: contact.companyName || translate(locale, 'site.name'),
      description: translate(locale, 'footer.blurb'),
      address: contact.address,
      phone: contact.mainPhone,
      email: contact.mainEmail,
      sameAs: [contact.linkedinUrl],
      geo,
    },
    site,
  )
}
