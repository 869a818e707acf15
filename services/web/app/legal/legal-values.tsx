import type { LegalPlaceholder } from '@site/contract'
import type { ReactNode } from 'react'
import { Text } from '../i18n/bidi'
import { fill } from '../i18n/fill'
import type { Locale } from '../i18n/locale'
import { translate, translateCount } from '../i18n/messages'
import { EmailLink, PhoneLink } from './company-lines'
import type { LegalCompany } from './legal-company'
import { providerNames, type PrivacyAnalytics } from './privacy-analytics'

/** What each placeholder of a legal text shows; null where there is nothing to show. */
export type LegalValues = Record<LegalPlaceholder, ReactNode | null>

/**
 * The placeholders' values in the page's language, from Company Info and the analytics
 * configuration (the contract's `legalPlaceholders`: a new one without a value here is a type
 * error). Names and addresses keep their own direction; telephone and e-mail are links read
 * left to right; the retention is counted as the language counts days ("400 days").
 */
export function legalValues(
  company: LegalCompany,
  analytics: PrivacyAnalytics,
  locale: Locale,
): LegalValues {
  const name = <Text>{company.name}</Text>
  return {
    company: company.address
      ? fill(translate(locale, 'legal.nameAndAddress'), {
          name,
          address: <Text>{company.address}</Text>,
        })
      : name,
    name,
    phone: company.phone ? <PhoneLink phone={company.phone} /> : null,
    email: company.email ? <EmailLink email={company.email} /> : null,
    retentionDays: translateCount(locale, 'count.days', analytics.retentionDays),
    provider: analytics.provider ? <Text>{providerNames[analytics.provider]}</Text> : null,
  }
}
