export * from './common.js'
export * from './fields.js'
export * from './pages.js'
export * from './auth.js'
export * from './catalogue.js'
export * from './settings.js'
export * from './sitemap.js'
export * from './contact.js'

/** The error body of every non-2xx answer of content-api and media. */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}
export * from './media.js'
export * from './history.js'
export * from './access.js'
export * from './time-zone.js'
export * from './redirects.js'
export * from './drafts.js'
export * from './analytics.js'
export * from './admin-paths.js'
export * from './same-value.js'
export * from './revision.js'
export * from './media-variants.js'
export * from './search.js'
export * from './list-query.js'
export * from './languages.js'
export * from './admin-language.js'
export * from './navigation.js'
