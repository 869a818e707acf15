import type { AppLoadContext } from 'react-router'
import { readPublic } from '../site/content-read.server'
import { contactFromSettings } from '../site/company-contact'
import { legalCompanyOf } from './legal-company'

/** The company the legal pages name; content-api down answers 503 (never a page naming nobody). */
export async function loadLegalCompany(context: AppLoadContext) {
  const { settings } = await readPublic('company settings', () =>
    context.contentApi().companySettings(),
  )
  return { company: legalCompanyOf(contactFromSettings(settings)) }
}
