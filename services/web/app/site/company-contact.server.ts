import type { AppLoadContext } from 'react-router'
import { readOr } from '../log.server'
import { contactFromSettings, NO_CONTACT, type CompanyContact } from './company-contact'

/** The footer's contact details from content-api; empty (and logged) when it cannot answer. */
export async function loadCompanyContact(context: AppLoadContext): Promise<CompanyContact> {
  return readOr(
    'company settings',
    async () => contactFromSettings((await context.contentApi().companySettings()).settings),
    NO_CONTACT,
  )
}
