import { company } from '../company'
import type { CompanyContact } from '../site/company-contact'

/** Who the legal pages name: the company and how to reach it, from company settings. */
export interface LegalCompany {
  name: string
  address: string
  phone: string
  email: string
}

export function legalCompanyOf(contact: CompanyContact): LegalCompany {
  return {
    name: contact.companyName || company.name,
    address: contact.address,
    phone: contact.mainPhone,
    email: contact.mainEmail,
  }
}

/** "Falcon Gridworks, <address>" or just the name when the address is not set. */
export function nameAndAddress(c: LegalCompany): string {
  return c.address ? `${c.name}, ${c.address}` : c.name
}
