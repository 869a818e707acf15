import { createContentClient } from '@site/contract/client'
import type { WebConfig, WebLoadContext } from './load-context'
import type { Locale } from './i18n/locale'
import { printingFetch, typography } from './i18n/typography'

/** A preview render's reads (server/app.ts, app/preview): the draft, and who may see it. */
export interface PreviewInput {
  /** the draft's target: `<collection>/<slug>`, `pages/<page>` or `settings/company` */
  target: string
  /** a share link's token */
  token?: string
  /** a live preview's id (unsaved fields) */
  live?: string
  /** the admin editor of the draft */
  editorPath: string
  /** the signed-in visitor's session token, sent with every read of the preview */
  sessionToken?: string
}

export interface LoadContextInput {
  config: WebConfig
  /** e.g. http://localhost:4100 */
  contentApiUrl: string
  /**
   * the ETag-revalidating fetch of server/etag-cache.ts (it never caches authenticated calls);
   * for a preview, a fetch without any cache
   */
  fetch: typeof fetch
  clientIp: string
  /** this response's CSP nonce (server/security-headers.ts), for every inline script */
  cspNonce: string
  /** the visitor's User-Agent, recorded beside the session it signs in with */
  userAgent?: string
  /** set for `/preview/<target>`: every read shows that draft */
  preview?: PreviewInput
  /** set when `/preview/<target>` did not open: why */
  previewClosed?: 'expired' | 'no-draft'
}

/**
 * Builds the context every loader and action receives. It lives in the Vite build (re-exported by
 * entry.server.tsx), beside the context's types; server/app.ts calls it per request.
 */
export function createLoadContext({
  config,
  contentApiUrl,
  fetch,
  clientIp,
  cspNonce,
  userAgent,
  preview,
  previewClosed,
}: LoadContextInput): WebLoadContext {
  // every read of a preview names the draft (content-api answers as if it were published)
  const previewOption = preview
    ? {
        target: preview.target,
        ...(preview.token ? { shareToken: preview.token } : {}),
        ...(preview.live ? { live: preview.live } : {}),
      }
    : undefined
  return {
    config,
    clientIp,
    cspNonce,
    contentApi: (token?: string, lang?: Locale) => {
      // a preview reads as the signed-in visitor when there is one (public loaders pass no token)
      const bearer = token ?? preview?.sessionToken
      // a public page's text as its language prints it (an editor's reads, with a token, keep
      // the text as typed: what they save is what they typed)
      const print = token === undefined && lang ? typography[lang] : null
      return createContentClient({
        baseUrl: contentApiUrl,
        fetch: print ? printingFetch(fetch, print) : fetch,
        clientIp,
        ...(userAgent ? { userAgent } : {}),
        ...(bearer ? { token: bearer } : {}),
        ...(lang ? { lang } : {}),
        ...(previewOption ? { preview: previewOption } : {}),
      })
    },
    ...(previewClosed ? { previewClosed } : {}),
    ...(preview
      ? {
          preview: {
            target: preview.target,
            editorPath: preview.editorPath,
            signedIn: preview.sessionToken !== undefined,
          },
        }
      : {}),
  }
}
