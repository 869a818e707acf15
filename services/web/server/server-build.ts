import type { LanguageCode } from '@site/contract'
import type { AppLoadContext, ServerBuild } from 'react-router'

/**
 * The load context is assembled inside the Vite server build (app/load-context.server.ts), beside
 * the types the loaders read it with (app/load-context.ts). app/entry.server.tsx re-exports that
 * factory, and the server reaches it as build.entry.module.createLoadContext. These types mirror
 * what it takes: the server's program (server/ only) cannot import the app's modules.
 */
export interface WebConfigInput {
  siteUrl: string
  publicMediaUrl: string
  demoMode: boolean
  production: boolean
  secureCookies: boolean
  analyticsDashboardUrl?: string
  analyticsProvider?: { provider: 'plausible' | 'umami' | 'ga4'; siteId: string } | null
  analyticsRetentionDays?: number
}

export interface LoadContextInput {
  config: WebConfigInput
  contentApiUrl: string
  /** used for every content-api call; caches unauthenticated GETs by ETag */
  fetch: typeof fetch
  /** the visitor's address, forwarded to content-api for sign-in throttling */
  clientIp: string
  /** this response's CSP nonce (security-headers.ts) */
  cspNonce: string
  /** the visitor's browser, recorded beside the session it signs in with */
  userAgent?: string
  /** set for a draft's preview: every content read shows that draft (app/preview) */
  preview?: PreviewInput
  /** set when a preview did not open: why */
  previewClosed?: 'expired' | 'no-draft'
}

export type LoadContextFactory = (input: LoadContextInput) => AppLoadContext

/** Mirrors app/load-context.server.ts PreviewInput. */
export interface PreviewInput {
  target: string
  token?: string
  live?: string
  editorPath: string
  sessionToken?: string
}

/** Mirrors app/preview/open-preview.server.ts: whether /preview/<target> shows its draft. */
export type PreviewOpening =
  | { kind: 'none' }
  | { kind: 'denied'; request: { locale: LanguageCode }; reason: 'expired' | 'no-draft' }
  | { kind: 'open'; request: { publicPath: string }; input: PreviewInput }

export type OpenPreview = (args: {
  pathname: string
  search: string
  cookie?: string
  contextFor: (preview?: PreviewInput) => AppLoadContext
}) => Promise<PreviewOpening>

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Checks that a dynamically imported module is a React Router server build of this app. */
export function asServerBuild(mod: unknown): ServerBuild {
  if (!isRecord(mod) || !isRecord(mod.routes) || !isRecord(mod.entry)) {
    throw new Error('Not a React Router server build: run `npm run build -w @site/web` first')
  }
  return mod as unknown as ServerBuild
}

export function loadContextFactoryOf(build: ServerBuild): LoadContextFactory {
  const entryModule = build.entry.module as unknown as Record<string, unknown>
  const factory = entryModule.createLoadContext
  if (typeof factory !== 'function') {
    throw new Error('The server build does not export createLoadContext from app/entry.server.tsx')
  }
  return factory as LoadContextFactory
}

/** The build's openPreview (app/entry.server.tsx re-exports it from app/preview). */
export function openPreviewOf(build: ServerBuild): OpenPreview {
  const entryModule = build.entry.module as unknown as Record<string, unknown>
  const open = entryModule.openPreview
  if (typeof open !== 'function') {
    throw new Error('The server build does not export openPreview from app/entry.server.tsx')
  }
  return open as OpenPreview
}
