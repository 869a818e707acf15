import { createContentClient } from '@site/content-api/client'
import type { WebConfig, WebLoadContext } from './load-context'
import type { Locale } from './i18n/locale'

export interface LoadContextInput {
  config: WebConfig
  /** e.g. http://localhost:4100 */
  contentApiUrl: string
  /** the ETag-revalidating fetch of server/etag-cache.ts (it never caches authenticated calls) */
  fetch: typeof fetch
  clientIp: string
  /** this response's CSP nonce (server/security-headers.ts), for every inline script */
  cspNonce: string
  /** the visitor's User-Agent, recorded beside the session it signs in with */
  userAgent?: string
}

/**
 * Builds the context every loader and action receives. It lives in the Vite build (re-exported by
 * entry.server.tsx) because the content-api client is TypeScript source that only Vite bundles;
 * server/app.ts calls it per request.
 */
export function createLoadContext({
  config,
  contentApiUrl,
  fetch,
  clientIp,
  cspNonce,
  userAgent,
}: LoadContextInput): WebLoadContext {
  return {
    config,
    clientIp,
    cspNonce,
    contentApi: (token?: string, lang?: Locale) =>
      createContentClient({
        baseUrl: contentApiUrl,
        fetch,
        clientIp,
        ...(userAgent ? { userAgent } : {}),
        ...(token ? { token } : {}),
        ...(lang ? { lang } : {}),
      }),
  }
}
