/** What the privacy policy says of counting visits: how long the aggregates are kept, which provider. */
export interface PrivacyAnalytics {
  /** ANALYTICS_RETENTION_DAYS */
  retentionDays: number
  /** ANALYTICS_PROVIDER, when one is configured */
  provider: 'plausible' | 'umami' | 'ga4' | null
}

export const defaultPrivacyAnalytics: PrivacyAnalytics = { retentionDays: 400, provider: null }

/** The providers' own names, the same in every language. */
export const providerNames = { plausible: 'Plausible', umami: 'Umami', ga4: 'Google Analytics' }
