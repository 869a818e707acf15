import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it, vi } from 'vitest'

vi.mock('../i18n/direction.css', () => ({ ltr: 'ltr' }))
import { fakeContext } from '../test-support/load-context'
import { privacyAnalyticsOf } from './legal.server'
import type { LegalCompany } from './legal-company'
import { privacySections, type PrivacyAnalytics } from './privacy-text'

const company = { name: 'Falcon Gridworks LLC', address: 'Dubai' } as unknown as LegalCompany

function analyticsSection(locale: 'en' | 'ar', analytics: PrivacyAnalytics): string {
  const sections = privacySections(company, locale, analytics)
  const section = sections[1]
  const Stub = createRoutesStub([{ path: '/', Component: () => <>{section?.body}</> }])
  // tags dropped: the text as it reads
  return renderToStaticMarkup(<Stub initialEntries={['/']} />)
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
}

describe('the privacy policy on analytics', () => {
  it('when read in English, then it names every field measured, what is not stored, the hash, the retention and how to withdraw', () => {
    const text = analyticsSection('en', { retentionDays: 400, provider: null })
    for (const phrase of [
      "page's address",
      'the name of the website you came from',
      "the page's language",
      'phone, tablet or desktop',
      'utm_source, utm_medium and utm_campaign',
      'no cookie',
      "neither your IP address nor your browser's user agent",
      'a secret that changes every day',
      'for 400 days',
      'Do Not Track or Global Privacy Control',
      'Manage Cookies button',
      'Decline',
    ])
      expect(text).toContain(phrase)
    expect(text).not.toContain('Plausible')
  })

  it('when read in Arabic, then it says the same, with the Latin names isolated left-to-right', () => {
    const sections = privacySections(company, 'ar', { retentionDays: 30, provider: 'plausible' })
    const Stub = createRoutesStub([{ path: '/', Component: () => <>{sections[1]?.body}</> }])
    const html = renderToStaticMarkup(<Stub initialEntries={['/']} />)
    expect(html).toContain('<bdi dir="ltr" class="ltr">utm_campaign</bdi>')
    expect(html).toContain('<bdi dir="ltr" class="ltr">IP</bdi>')
    expect(html).toContain('<bdi dir="ltr" class="ltr">30</bdi> يومًا')
    expect(html).toContain('<bdi dir="ltr" class="ltr">Plausible</bdi>')
    const text = analyticsSection('ar', { retentionDays: 400, provider: null })
    for (const phrase of [
      '«عدم التتبّع»',
      'ملف تعريف ارتباط',
      'يتغيّر كل يوم',
      '400 يوم',
      '«رفض»',
      '«إدارة ملفات تعريف الارتباط»',
    ])
      expect(text).toContain(phrase)
  })

  it('when web is configured, then the page states its retention and provider (400 days and none by default)', () => {
    const context = fakeContext({})
    expect(privacyAnalyticsOf(context.config)).toEqual({ retentionDays: 400, provider: null })
    expect(
      privacyAnalyticsOf({
        ...context.config,
        analyticsRetentionDays: 90,
        analyticsProvider: { provider: 'ga4', siteId: 'G-1' },
      }),
    ).toEqual({ retentionDays: 90, provider: 'ga4' })
  })
})
