import type { AppLoadContext } from 'react-router'
import type { Locale } from '../i18n/locale'
import { readPublic } from '../site/content-read.server'
import { contactFromSettings } from '../site/company-contact'
import { legalCompanyOf } from './legal-company'
import { defaultPrivacyAnalytics, type PrivacyAnalytics } from './privacy-text'

/**
 * The company the legal pages name, in the page's language (its Arabic name and address where
 * translated); content-api down answers 503 (never a page naming nobody).
 */
export async function loadLegalCompany(context: AppLoadContext, locale: Locale = 'en') {
  const { settings } = await readPublic('company settings', () =>
    context.contentApi(undefined, locale).companySettings(),
  )
  return { company: legalCompanyOf(contactFromSettings(settings), locale) }
}

/** What the privacy policy says of counting visits: the configured retention and provider. */
export function privacyAnalyticsOf(config: AppLoadContext['config']): PrivacyAnalytics {
  return {
    retentionDays: config.analyticsRetentionDays ?? defaultPrivacyAnalytics.retentionDays,
    provider: config.analyticsProvider?.provider ?? null,
  }
}
