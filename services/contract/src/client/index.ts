import type {
  ContentCheckReport,
  ItemCheckReport,
  AuditPage,
  AuditQuery,
  BulkBody,
  BulkResult,
  ListPage,
  OrderBody,
  SavedListView,
  SavedListViews,
  OutdatedTranslation,
  RepositoryStatus,
  TranslationChange,
  ActivityEntry,
  ContactMessage,
  ContactSubmission,
  ContactSummary,
  MediaItem,
  MediaMeta,
  MediaMetaPatch,
  MediaUsage,
  MediaVersions,
  NewUserInput,
  NotificationSettings,
  AdminLanguageCode,
  AdminLanguageInput,
  PasswordChangeInput,
  PasswordResetCompletion,
  PasswordResetDelivery,
  PasswordResetRequest,
  SessionInfo,
  UserSummary,
  ApiErrorBody,
  OurInfoEntry,
  DemoCredentials,
  LoginInput,
  LoginAnswer,
  LoginResult,
  MfaLoginInput,
  SsoCallbackInput,
  SsoOptions,
  SsoStart,
  SsoStartInput,
  RecoveryCodes,
  SecondFactorProof,
  SecondFactorStatus,
  SecuritySettings,
  TotpConfirmInput,
  TotpEnrolment,
  PageContent,
  PageKey,
  SessionUser,
  SitemapData,
  Solution,
  SolutionUpdate,
  CollectionKey,
  CollectionRecords,
  HistoryTarget,
  Redirect,
  RedirectsList,
  NavigationDocument,
  NavigationEdit,
  ResolvedNavigation,
  DraftMeta,
  DraftStatus,
  DraftView,
  PreviewShare,
  AnalyticsEvent,
  AnalyticsPeriod,
  AnalyticsSummary,
  RevisionAnswer,
  ReferenceDepth,
  SearchAnswer,
  SiteSearchAnswer,
  UnpublishSchedule,
  PresenceAnswer,
} from '../schemas/index.js'
import { SIGN_IN_TIMEOUT_MS } from '../schemas/auth.js'
import { PREVIEW_HEADERS } from '../schemas/drafts.js'
import { historyApiPath } from '../schemas/history.js'
import {
  defaultLanguage,
  type LanguageCode,
  type TranslationLanguage,
} from '../schemas/languages.js'

/** A search's query string (the client's own `lang` is not added: the search names its own). */
function searchParams(q: string, options: { lang?: LanguageCode; limit?: number }): string {
  const params = new URLSearchParams({ q })
  if (options.lang) params.set('lang', options.lang)
  if (options.limit !== undefined) params.set('limit', String(options.limit))
  return params.toString()
}

/** Fields every record of every collection has in API answers. */
export interface ApiRecordBase {
  id: string
  slug: string
  version: string
  [field: string]: unknown
}

export interface CommitInfo {
  id: string
  author: { name: string; email: string }
  date: string
  message: string
}

type CollectionPath = CollectionKey

/** A record of `K` as the API answers it (catalogue.ts's CollectionRecords). */
type RecordOf<K extends CollectionKey> = K extends keyof CollectionRecords
  ? CollectionRecords[K]
  : ApiRecordBase

/** A non-2xx answer from content-api, with its JSON error body. */
export class ContentApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly body: unknown = undefined,
    /** seconds from a Retry-After header (429), if any */
    readonly retryAfterSeconds: number | undefined = undefined,
  ) {
    super(message)
    this.name = 'ContentApiError'
  }
}

/** content-api could not be reached at all (down, wrong URL, timed out). */
export class ContentApiUnreachableError extends Error {
  constructor(baseUrl: string, cause: unknown) {
    super(`content-api is not reachable at ${baseUrl}: ${String(cause)}`, { cause })
    this.name = 'ContentApiUnreachableError'
  }
}

export interface ContentClientOptions {
  /** e.g. http://localhost:4100 (without /api) */
  baseUrl: string
  /** the editor's session token, sent as a bearer token */
  token?: string
  /** fetch to use; a caching fetch can be injected here */
  fetch?: typeof fetch
  /** per-request timeout; 10 s by default (a sign-in waits longer: SIGN_IN_TIMEOUT_MS) */
  timeoutMs?: number
  /** the visitor's IP, forwarded so content-api throttles sign-ins per visitor, not per web server */
  clientIp?: string
  /** the visitor's browser (User-Agent), shown beside their sessions */
  userAgent?: string
  /**
   * a translation language (its code): reads ask for it (`?lang=<code>`: that language where
   * translated, English otherwise)
   */
  lang?: LanguageCode
  /**
   * reads answer as if this draft were published (signed in via `token`, or with a share
   * link's `shareToken`); `live` names unsaved fields sent with `drafts.live`
   */
  preview?: { target: string; shareToken?: string; live?: string }
}

/** How a record read answers: `depth: 0` gives references as stored (slugs), 1 expands them. */
export interface ReadOptions {
  depth?: ReferenceDepth
}

async function errorFrom(res: Response): Promise<ContentApiError> {
  let body: unknown
  try {
    body = await res.json()
  } catch {
    body = undefined
  }
  const err = (body as Partial<ApiErrorBody> | undefined)?.error
  const retryAfter = Number(res.headers.get('retry-after') ?? NaN)
  return new ContentApiError(
    res.status,
    err?.code ?? `http_${res.status}`,
    err?.message ?? `HTTP error! status: ${res.status}`,
    err?.fields ?? {},
    body,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  )
}

/** A paged list read's query: `filter` terms are `key:value` (schemas/list-query.ts). */
export interface ListPageQuery {
  sort?: string | null
  order?: 'asc' | 'desc'
  filter?: string[]
  q?: string
  page?: number
  limit: number
}

/** The query string of a paged list read. */
export function listQueryParams(query: ListPageQuery): URLSearchParams {
  const params = new URLSearchParams()
  if (query.sort) params.set('sort', query.sort)
  if (query.order && query.order !== 'asc') params.set('order', query.order)
  for (const term of query.filter ?? []) params.append('filter', term)
  if (query.q) params.set('q', query.q)
  if (query.page && query.page > 1) params.set('page', String(query.page))
  params.set('limit', String(query.limit))
  return params
}

/** The typed HTTP client of content-api, shared by web's loaders and actions. */
export function createContentClient(options: ContentClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '')
  const doFetch = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 10_000

  async function request<T>(
    method: string,
    path: string,
    body?: unknown,
    waitMs = timeoutMs,
  ): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' }
    if (options.token) headers.authorization = `Bearer ${options.token}`
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (options.clientIp) headers['x-forwarded-for'] = options.clientIp
    if (options.userAgent) headers['user-agent'] = options.userAgent
    if (options.preview) {
      headers[PREVIEW_HEADERS.target] = options.preview.target
      if (options.preview.shareToken) headers[PREVIEW_HEADERS.token] = options.preview.shareToken
      if (options.preview.live) headers[PREVIEW_HEADERS.live] = options.preview.live
    }
    let res: Response
    try {
      const url =
        // a path naming its own language (a search) keeps it
        method === 'GET' &&
        options.lang &&
        options.lang !== defaultLanguage &&
        !/[?&]lang=/.test(path)
          ? `${base}/api${path}${path.includes('?') ? '&' : '?'}lang=${options.lang}`
          : `${base}/api${path}`
      res = await doFetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(waitMs),
      })
    } catch (cause) {
      throw new ContentApiUnreachableError(base, cause)
    }
    if (!res.ok) throw await errorFrom(res)
    if (res.status === 204) return undefined as T
    return (await res.json()) as T
  }

  /**
   * One call whose answer is the caller's to read (a stream, bytes passed on as they are): only
   * an unreachable content-api is an error here, any status comes back as it is.
   */
  async function send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(`${base}/api${path}`, init)
    } catch (cause) {
      throw new ContentApiUnreachableError(base, cause)
    }
  }

  /** Like request, but a 404 is `null` rather than an error. */
  async function find<T>(path: string): Promise<T | null> {
    try {
      return await request<T>('GET', path)
    } catch (e) {
      if (e instanceof ContentApiError && e.status === 404) return null
      throw e
    }
  }

  const enc = encodeURIComponent
  // `depth: 0`: references as stored (slugs), as a save takes them; by default they are expanded
  const withDepth = (path: string, read: ReadOptions) =>
    read.depth === undefined ? path : `${path}?depth=${read.depth}`
  const records = <T extends { slug: string }>(collection: CollectionPath) => ({
    list: (read: ReadOptions = {}) => request<T[]>('GET', withDepth(`/${collection}`, read)),
    /** one page of the list, sorted, filtered and searched (`sort`, `order`, `filter`, `q`) */
    page: (query: ListPageQuery) =>
      request<ListPage<T>>('GET', `/${collection}?${listQueryParams(query)}`),
    /** every record a list query selects (no page): what "select all matching" acts on */
    matching: (query: Omit<ListPageQuery, 'limit' | 'page'>) => {
      const params = listQueryParams({ ...query, limit: 1 })
      params.delete('limit')
      return request<T[]>('GET', `/${collection}?${params}`)
    },
    /** one commit: activate, deactivate, feature, unfeature or delete; 409 names stale records */
    bulk: (body: BulkBody) => request<BulkResult>('POST', `/${collection}/bulk`, body),
    /** one commit: the records in their new order (all, or a run that stands together) */
    order: (body: OrderBody) => request<BulkResult>('PUT', `/${collection}/order`, body),
    get: (slug: string, read: ReadOptions = {}) =>
      find<T>(withDepth(`/${collection}/${enc(slug)}`, read)),
    create: (input: Record<string, unknown>) => request<T>('POST', `/${collection}`, input),
    update: (slug: string, input: Record<string, unknown> & { version: string }) =>
      request<T & { merged_fields: string[] }>('POST', `/${collection}/${enc(slug)}`, input),
    /** saves only the fields sent (e.g. a new sort_order), merged like any save */
    patch: (slug: string, input: Record<string, unknown> & { version: string }) =>
      request<T & { merged_fields: string[] }>('PATCH', `/${collection}/${enc(slug)}`, input),
    /** a new slug (file name and address): referrers follow, the old address redirects */
    rename: (slug: string, to: string, version: string) =>
      request<T>('POST', `/${collection}/${enc(slug)}/rename`, { to, version }),
    remove: (slug: string, version?: string) =>
      request<T>(
        'DELETE',
        `/${collection}/${enc(slug)}${version ? `?version=${enc(version)}` : ''}`,
      ),
    history: (slug: string) => request<CommitInfo[]>('GET', `/${collection}/${enc(slug)}/history`),
    at: (slug: string, commit: string) =>
      request<T>('GET', `/${collection}/${enc(slug)}/history/${enc(commit)}`),
    restore: (slug: string, commit: string, version?: string) =>
      request<T>('POST', `/${collection}/${enc(slug)}/restore`, { commit, version }),
    /** hides the record at `at` (ISO 8601), one commit then; only records with is_active */
    unpublishAt: (slug: string, at: string) =>
      request<UnpublishSchedule>('POST', `/${collection}/${enc(slug)}/unpublish-at`, { at }),
    cancelUnpublish: (slug: string) =>
      request<void>('DELETE', `/${collection}/${enc(slug)}/unpublish-at`),
  })
  const solutions = records<Solution>('solutions')
  return {
    /**
     * One collection's record calls, for any collection of the field registry (so a new
     * collection needs nothing here): the public pages' lists and reads as much as the admin's.
     * Typed by collection (CollectionRecords); a collection with no type there by its fields'
     * names alone.
     */
    records: <K extends CollectionKey>(collection: K) =>
      records<ApiRecordBase & RecordOf<K>>(collection),
    /** `lang: <code>` (a translation language): the values are its text of translatable fields ('' removes one) */
    updatePage: (
      page: PageKey,
      version: string,
      values: Record<string, Record<string, string>>,
      lang: LanguageCode = defaultLanguage,
    ) =>
      request<PageContent & { merged_fields: string[] }>('POST', `/${page}-content`, {
        version,
        values,
        ...(lang !== defaultLanguage ? { lang } : {}),
      }),
    /**
     * in the client's language; `translations` the stored text by language, `missing` the
     * untranslated keys (`ar`: deprecated, the stored Arabic)
     */
    companySettings: () =>
      request<{
        version: string
        lang: LanguageCode
        missing: string[]
        settings: Array<{ key: string; value: string | number }>
        translations: Record<TranslationLanguage, Record<string, string>>
        ar?: Record<string, string>
      }>('GET', '/company-settings'),
    updateCompanySettings: (
      version: string,
      values: Record<string, string | number>,
      lang: LanguageCode = defaultLanguage,
    ) =>
      request<{ version: string; values: Record<string, string | number> }>(
        'POST',
        '/company-settings',
        { version, values, ...(lang !== defaultLanguage ? { lang } : {}) },
      ),
    ourInfo: () => request<OurInfoEntry[]>('GET', '/our-info'),
    /** everything a signed-in user may open (contact messages for admins), ranked */
    search: (q: string, options: { lang?: LanguageCode; limit?: number } = {}) =>
      request<SearchAnswer>('GET', `/search?${searchParams(q, options)}`),
    /** what visitors may find (published pages and records with a page), in one language */
    siteSearch: (q: string, lang: LanguageCode, limit?: number) =>
      request<SiteSearchAnswer>('GET', `/site-search?${searchParams(q, { lang, limit })}`),
    /** public records and pages with their last-modified dates (web's /sitemap.xml) */
    sitemap: () => request<SitemapData>('GET', '/sitemap'),
    /** records with Arabic made from an English that changed since (editors) */
    outdatedTranslations: () => request<OutdatedTranslation[]>('GET', '/outdated-translations'),
    /** a record's outdated translations with the English change behind each (editors) */
    translationChanges: (collection: CollectionPath, slug: string) =>
      request<TranslationChange[]>('GET', `/${collection}/${enc(slug)}/translation-changes`),
    /** the redirects in force (old address -> new), with the version of their file */
    redirects: () => request<RedirectsList>('GET', '/redirects'),
    /** replaces the whole list, from the version loaded (409 when it changed since) */
    updateRedirects: (version: string, redirects: Redirect[]) =>
      request<RedirectsList>('POST', '/redirects', { version, redirects }),
    /** the header, footer and solution menus in the client's language, as the site shows them */
    navigation: () => request<ResolvedNavigation>('GET', '/navigation/resolved'),
    /** the stored menus with each item's target and translation state (the admin's Menus) */
    navigationEdit: () => request<NavigationEdit>('GET', '/navigation'),
    /** replaces every menu, from the version loaded (409 when it changed since) */
    updateNavigation: (version: string, menus: NavigationDocument) =>
      request<NavigationEdit>('POST', '/navigation', { version, menus }),
    /**
     * The content revision; with `since` (the revision the caller had) also the content files
     * changed since, when content-api knows them (web's page cache, while its stream is down).
     */
    revision: (since?: string) =>
      request<RevisionAnswer>('GET', `/revision${since ? `?since=${enc(since)}` : ''}`),
    /** The revision as server-sent events (`revision`, `changes`): the open stream, to read. */
    revisionStream: (since: string | null, signal: AbortSignal) =>
      send(`/revision/stream${since === null ? '' : `?since=${enc(since)}`}`, {
        headers: { accept: 'text/event-stream' },
        signal,
      }),
    /**
     * Passes a forge's push notification on (POST /api/hooks/git): the exact bytes (the signature
     * is over them) with the forge's headers; content-api's answer comes back whatever its status.
     */
    relayGitHook: (body: Uint8Array<ArrayBuffer>, headers: Record<string, string>) =>
      send('/hooks/git', {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
      }),
    /** every record's schedule to unpublish, soonest first (editors) */
    unpublishSchedules: () =>
      request<{ schedules: UnpublishSchedule[] }>('GET', '/unpublish-schedules').then(
        (r) => r.schedules,
      ),
    /** another program's git lock, and what start-up repaired after a crash (editors) */
    repositoryStatus: () => request<RepositoryStatus>('GET', '/repository-status'),
    /**
     * Drafts (`target` is `<collection>/<slug>`): unpublished work on a branch per item. `save`
     * takes the item's fields and the version loaded (the draft's, or the published one's when
     * there is no draft yet); `publish` takes a choice for each field both sides changed.
     */
    drafts: {
      list: () => request<{ drafts: DraftMeta[] }>('GET', '/drafts').then((r) => r.drafts),
      get: (target: string) => request<DraftView>('GET', `/drafts/${target}`),
      save: (target: string, body: Record<string, unknown>) =>
        request<DraftMeta>('PUT', `/drafts/${target}`, body),
      setStatus: (target: string, status: DraftStatus) =>
        request<DraftMeta>('POST', `/drafts/${target}/status`, { status }),
      publish: (target: string, choices: Record<string, 'draft' | 'published'> = {}) =>
        request<{ item: unknown; commit: string | null }>('POST', `/drafts/${target}/publish`, {
          choices,
        }),
      schedule: (target: string, at: string) =>
        request<DraftMeta>('POST', `/drafts/${target}/schedule`, { at }),
      unschedule: (target: string) => request<void>('DELETE', `/drafts/${target}/schedule`),
      /** the time the record is hidden once the draft is published (records with `is_active`) */
      unpublishAt: (target: string, at: string) =>
        request<DraftMeta>('POST', `/drafts/${target}/unpublish-at`, { at }),
      cancelUnpublishAt: (target: string) =>
        request<DraftMeta>('DELETE', `/drafts/${target}/unpublish-at`),
      discard: (target: string) => request<void>('DELETE', `/drafts/${target}`),
      /** a link opening the draft's preview without an account (7 days, revocable) */
      share: (target: string) =>
        request<PreviewShare & { url: string }>('POST', `/drafts/${target}/share`, {}),
      shares: (target: string) =>
        request<{ shares: PreviewShare[] }>('GET', `/drafts/${target}/share`).then((r) => r.shares),
      revokeShare: (target: string, id: string) =>
        request<void>('DELETE', `/drafts/${target}/share/${enc(id)}`),
      /** keeps unsaved fields for a live preview; pass the id back to update the same one */
      live: (target: string, body: Record<string, unknown>, live?: string) =>
        request<{ id: string }>('POST', `/drafts/${target}/live`, {
          ...body,
          ...(live ? { live } : {}),
        }),
    },
    /** clears a notice of a field the content remote won over a save */
    dismissRemoteConflict: (id: string) => request<void>('DELETE', `/remote/conflicts/${enc(id)}`),
    contentProblems: () =>
      request<{
        revision: string
        problems: Array<{ file: string; field: string; message: string }>
      }>('GET', '/content-problems'),
    /** the content checks: items with broken links, images without alt text, ... (editors) */
    contentChecks: () => request<ContentCheckReport>('GET', '/content-checks'),
    /** one item's content checks (`products/rx-500`, `pages/home`); of its draft with `draft` */
    itemChecks: (target: string, options: { draft?: boolean } = {}) =>
      request<ItemCheckReport>(
        'GET',
        `/content-checks/${target}${options.draft ? '?draft=1' : ''}`,
      ).then((r) => r.problems),
    /** Uploads image bytes; content-api has media normalise them and commits the result. */
    uploadImage: async (bytes: Blob, name: string) => {
      const headers: Record<string, string> = {
        accept: 'application/json',
        'content-type': bytes.type || 'application/octet-stream',
      }
      if (options.token) headers.authorization = `Bearer ${options.token}`
      let res: Response
      try {
        res = await doFetch(`${base}/api/media?name=${enc(name)}`, {
          method: 'POST',
          headers,
          body: bytes,
          signal: AbortSignal.timeout(60_000),
        })
      } catch (cause) {
        throw new ContentApiUnreachableError(base, cause)
      }
      if (!res.ok) throw await errorFrom(res)
      return (await res.json()) as {
        ref: string
        width: number
        height: number
        placeholder: string
      }
    },
    /** The media library, newest first, each image with where it is used. */
    listMedia: () => request<{ items: MediaItem[] }>('GET', '/media').then((r) => r.items),
    /** Each framed image's version (public): what its variant URLs carry as `&v=`. */
    mediaVersions: () => request<MediaVersions>('GET', '/media-versions').then((r) => r.versions),
    /** Where one image is used: each field of each record, page and setting, by language. */
    mediaUsage: (file: string) =>
      request<MediaUsage>('GET', `/media/${enc(file)}/usage`).then((r) => r.used_by),
    /**
     * Deletes an image: unused, or anyway with `force` (admins). 409 `media_in_use` names what
     * still uses it.
     */
    /** Sets an image's focal point, crop or default alt text (committed to its sidecar). */
    updateMediaMeta: (file: string, patch: MediaMetaPatch) =>
      request<{ meta: MediaMeta; version: string }>('PATCH', `/media/${enc(file)}`, patch),
    deleteMedia: (file: string, { force = false } = {}) =>
      request<void>('DELETE', `/media/${enc(file)}${force ? '?force=1' : ''}`),
    /** The built-in analytics (editors): the aggregates of the `days` days ending today. */
    analytics: {
      summary: (days: AnalyticsPeriod = 30) =>
        request<AnalyticsSummary>('GET', `/analytics/summary?days=${days}`),
      /** page views web passes on (one or a batch); 202 with how many were counted */
      record: (events: AnalyticsEvent | AnalyticsEvent[]) =>
        request<{ counted: number }>(
          'POST',
          '/analytics/events',
          Array.isArray(events) ? { events } : events,
        ),
    },
    /** A visitor's message (public); 201 once stored durably. */
    sendContact: (submission: ContactSubmission) =>
      request<{ id: string }>('POST', '/contacts', submission),
    /** The inbox (editors): newest first, in a folder, optionally only unread or matching q. */
    listContacts: (query: { folder?: 'inbox' | 'spam'; q?: string; unread?: boolean } = {}) => {
      const params = new URLSearchParams()
      if (query.folder) params.set('folder', query.folder)
      if (query.q) params.set('q', query.q)
      if (query.unread) params.set('unread', '1')
      const qs = params.toString()
      return request<{ messages: ContactMessage[] }>('GET', `/contacts${qs ? `?${qs}` : ''}`).then(
        (r) => r.messages,
      )
    },
    contactSummary: () => request<ContactSummary>('GET', '/contacts/summary'),
    getContact: (id: string) => find<ContactMessage>(`/contacts/${enc(id)}`),
    markContactRead: (id: string, read: boolean) =>
      request<ContactMessage>('PATCH', `/contacts/${enc(id)}`, { read }),
    /** out of spam into the inbox (its notification goes out like any message's) */
    markContactNotSpam: (id: string) =>
      request<ContactMessage>('PATCH', `/contacts/${enc(id)}`, { spam: false }),
    deleteContact: (id: string) => request<void>('DELETE', `/contacts/${enc(id)}`),
    /**
     * The folder as CSV (formula cells neutralised by content-api) with the file name content-api
     * gives it (the day in the company's time zone). The text keeps its leading byte-order mark,
     * which Response.text() would drop: spreadsheet programs need it to read UTF-8.
     */
    exportContactsCsv: async (
      folder: 'inbox' | 'spam' = 'inbox',
    ): Promise<{ csv: string; fileName: string }> => {
      const headers: Record<string, string> = { accept: 'text/csv' }
      if (options.token) headers.authorization = `Bearer ${options.token}`
      let res: Response
      try {
        res = await doFetch(`${base}/api/contacts/export.csv?folder=${enc(folder)}`, {
          headers,
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (cause) {
        throw new ContentApiUnreachableError(base, cause)
      }
      if (!res.ok) throw await errorFrom(res)
      const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer())
      const fileName =
        /filename="([\w.-]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
        `messages-${folder}.csv`
      return { csv, fileName }
    },
    updateSolution: (slug: string, update: SolutionUpdate) => solutions.update(slug, update),
    getPage: (page: PageKey) => request<PageContent>('GET', `/${page}-content`),
    /**
     * Waits for content-api's answer past its sign-in deadline: a sign-in queued behind password
     * hashes is answered (signed in, or refused with Retry-After), never abandoned half-way.
     */
    login: (input: LoginInput) =>
      request<LoginAnswer>('POST', '/auth/login', input, Math.max(timeoutMs, SIGN_IN_TIMEOUT_MS)),
    /** the second step, for an account with a second factor: the ticket and a code */
    loginWithSecondFactor: (input: MfaLoginInput) =>
      request<LoginResult>('POST', '/auth/login/mfa', input),
    /** single sign-on: what the login page offers, a new flow, and its callback */
    ssoOptions: () => request<SsoOptions>('GET', '/auth/sso'),
    startSso: (input: SsoStartInput) => request<SsoStart>('POST', '/auth/sso/start', input),
    finishSso: (input: SsoCallbackInput) =>
      request<LoginResult>(
        'POST',
        '/auth/sso/callback',
        input,
        Math.max(timeoutMs, SIGN_IN_TIMEOUT_MS),
      ),
    logout: () => request<void>('POST', '/auth/logout'),
    me: () => request<{ user: SessionUser }>('GET', '/auth/me').then((r) => r.user),
    /** Demo credentials, only offered by a content-api running in demo mode. */
    demoCredentials: () => find<DemoCredentials>('/auth/demo'),
    /** "Forgot password?": how links are delivered, asking for one (202 either way), using it */
    passwordResetDelivery: () =>
      request<{ delivery: PasswordResetDelivery }>('GET', '/auth/password-reset').then(
        (r) => r.delivery,
      ),
    requestPasswordReset: (input: PasswordResetRequest) =>
      request<{ accepted: true }>('POST', '/auth/password-reset/request', input),
    completePasswordReset: (input: PasswordResetCompletion) =>
      request<void>('POST', '/auth/password-reset/complete', input),
    /**
     * History of a record, a page or the settings. `at` answers in the shape of a read of the
     * target (a record, a PageContent, or `{ version, values }`); `restore` makes a new commit.
     */
    history: {
      list: (target: HistoryTarget) =>
        request<CommitInfo[]>('GET', `${historyApiPath(target)}/history`),
      at: (target: HistoryTarget, commit: string) =>
        request<unknown>('GET', `${historyApiPath(target)}/history/${enc(commit)}`),
      /** `fields`: only those fields come back (the rest stays as it is now) */
      restore: (target: HistoryTarget, commit: string, version?: string, fields?: string[]) =>
        request<unknown>('POST', `${historyApiPath(target)}/restore`, { commit, version, fields }),
    },
    /** the security audit log, newest first (admins only) */
    audit: (query: AuditQuery = {}) => {
      const params = new URLSearchParams()
      for (const [key, value] of Object.entries(query))
        if (value !== undefined && value !== '') params.set(key, String(value))
      const qs = params.toString()
      return request<AuditPage>('GET', `/audit${qs ? `?${qs}` : ''}`)
    },
    /**
     * Who else has an item open (`target` as drafts name it): `beat` joins or stays (each tab
     * every PRESENCE_HEARTBEAT_MS), `leave` says the tab went, `takeOver` takes the soft lock;
     * `stream` is the live server-sent events, the caller's to read or pass on.
     */
    presence: {
      get: (target: string) => request<PresenceAnswer>('GET', `/presence/${target}`),
      beat: (target: string, tab: string) =>
        request<PresenceAnswer>('POST', `/presence/${target}`, { tab }),
      leave: (target: string, tab: string) =>
        request<void>('POST', `/presence/${target}/leave`, { tab }),
      takeOver: (target: string, tab: string) =>
        request<PresenceAnswer>('POST', `/presence/${target}/take-over`, { tab }),
      stream: (target: string, tab: string, signal: AbortSignal) =>
        send(`/presence/${target}/stream?tab=${enc(tab)}`, {
          headers: {
            accept: 'text/event-stream',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          signal,
        }),
    },
    // users (admin only: 403 for editors) and each user's own account
    listUsers: () => request<{ users: UserSummary[] }>('GET', '/users').then((r) => r.users),
    addUser: (input: NewUserInput) =>
      request<{ user: UserSummary }>('POST', '/users', input).then((r) => r.user),
    removeUser: (id: string) => request<void>('DELETE', `/users/${enc(id)}`),
    resetUserPassword: (id: string, password: string) =>
      request<void>('POST', `/users/${enc(id)}/password`, { password }),
    /** takes another user's second factor off (they are told by e-mail) */
    resetUserSecondFactor: (id: string) => request<void>('DELETE', `/users/${enc(id)}/totp`),
    /** "Require a second factor" (admins only) */
    securitySettings: () => request<SecuritySettings>('GET', '/security'),
    setSecuritySettings: (input: SecuritySettings) =>
      request<SecuritySettings>('PUT', '/security', input),
    changePassword: (input: PasswordChangeInput) => request<void>('POST', '/auth/password', input),
    listSessions: () =>
      request<{ sessions: SessionInfo[] }>('GET', '/auth/sessions').then((r) => r.sessions),
    revokeSession: (id: string) => request<void>('DELETE', `/auth/sessions/${enc(id)}`),
    /** the signed-in user's authenticator-app second factor (My Account) */
    totp: {
      status: () => request<SecondFactorStatus>('GET', '/account/totp'),
      begin: () => request<TotpEnrolment>('POST', '/account/totp'),
      confirm: (input: TotpConfirmInput) =>
        request<RecoveryCodes>('POST', '/account/totp/confirm', input),
      newRecoveryCodes: (input: SecondFactorProof) =>
        request<RecoveryCodes>('POST', '/account/totp/recovery-codes', input),
      disable: (input: SecondFactorProof) => request<void>('DELETE', '/account/totp', input),
    },
    /** which e-mails about drafts the signed-in user gets */
    /** the list views the signed-in user saved */
    listViews: () => request<SavedListViews>('GET', '/auth/list-views').then((r) => r.views),
    /** replaces them all (at most 50; a name once per collection) */
    setListViews: (views: SavedListView[]) =>
      request<SavedListViews>('PUT', '/auth/list-views', { views }).then((r) => r.views),
    /** the language the signed-in user sees the admin in (My Account) */
    setAdminLanguage: (adminLanguage: AdminLanguageCode) =>
      request<{ user: SessionUser }>('PUT', '/auth/admin-language', {
        adminLanguage,
      } satisfies AdminLanguageInput).then((r) => r.user),
    notificationSettings: () => request<NotificationSettings>('GET', '/auth/notifications'),
    setNotificationSettings: (input: NotificationSettings) =>
      request<NotificationSettings>('PUT', '/auth/notifications', input),
    /** the content repository's newest commits with what each changed (dashboard) */
    activity: (limit = 10) =>
      request<{ activity: ActivityEntry[] }>('GET', `/activity?limit=${limit}`).then(
        (r) => r.activity,
      ),
  }
}

export type ContentClient = ReturnType<typeof createContentClient>
