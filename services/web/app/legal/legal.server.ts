import { fieldValue } from '@site/contract'
import { data, type AppLoadContext } from 'react-router'
import { pageSeoOf } from '../seo-text'
import type { Locale } from '../i18n/locale'
import { readPublic } from '../site/content-read.server'
import { contactFromSettings } from '../site/company-contact'
import { pageFieldLang } from '../site/page-sections'
import { legalCompanyOf } from './legal-company'
import { legalPageAt } from './legal-pages'
import { legalSections } from './legal-sections'
import { defaultPrivacyAnalytics, type PrivacyAnalytics } from './privacy-analytics'

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

/**
 * A legal page (privacy policy or terms, by its path): its text in the page's language (English
 * where not translated, marked so), cut into sections, with the company and the analytics
 * configuration its placeholders show. Content-api down is a 503.
 */
export async function loadLegalPage(context: AppLoadContext, pathname: string, locale: Locale) {
  const page = legalPageAt(pathname)
  if (!page) throw data(null, { status: 404 })
  const [content, { company }] = await Promise.all([
    readPublic(`${page} page content`, () => context.contentApi(undefined, locale).getPage(page)),
    loadLegalCompany(context, locale),
  ])
  return {
    page,
    updated: fieldValue(content, 'legal', 'updated').trim(),
    sections: legalSections(fieldValue(content, 'legal', 'body')),
    lang: pageFieldLang(content, 'legal', 'body'),
    company,
    analytics: privacyAnalyticsOf(context.config),
    seo: pageSeoOf(content),
  }
}
