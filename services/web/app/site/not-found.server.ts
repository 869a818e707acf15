import { data, type AppLoadContext } from 'react-router'
import { loadCompanyContact } from './company-contact.server'
import { organizationFromContact } from './organization'

/**
 * The 404 page's data: the footer's contact details and the company JSON-LD, with a real 404
 * status (not a 200 page that says "not found"). Still a 404 when content-api is down: the path
 * is unknown either way, and the footer falls back to a contact link.
 */
export async function loadNotFound(context: AppLoadContext) {
  const contact = await loadCompanyContact(context)
  return data(
    { contact, organization: organizationFromContact(contact, context.config) },
    { status: 404 },
  )
}
