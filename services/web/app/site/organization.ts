import { company } from '../company'
import { organizationJsonLd, type JsonLd } from '../json-ld'
import type { SiteUrls } from '../seo'
import type { CompanyContact } from './company-contact'

/** The company's Organization/LocalBusiness JSON-LD from its contact details (company settings). */
export function organizationFromContact(
  contact: CompanyContact,
  site: Pick<SiteUrls, 'siteUrl' | 'publicMediaUrl'>,
): JsonLd {
  return organizationJsonLd(
    {
      name: contact.companyName || company.name,
      description: company.blurb,
      address: contact.address,
      phone: contact.mainPhone,
      email: contact.mainEmail,
      sameAs: [contact.linkedinUrl],
    },
    site,
  )
}
