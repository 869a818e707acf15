import type { Locale } from '../i18n/locale'
import { translate } from '../i18n/messages'
import type { CompanyContact } from '../site/company-contact'

/** Who the legal pages name: the company and how to reach it, from company settings. */
export interface LegalCompany {
  name: string
  address: string
  phone: string
  email: string
}

export function legalCompanyOf(contact: CompanyContact, locale: Locale = 'en'): LegalCompany {
  return {
    name: contact.companyName || translate(locale, 'site.name'),
    address: contact.address,
    phone: contact.mainPhone,
    email: contact.mainEmail,
  }
}
