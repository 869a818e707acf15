import express from 'express'
import type { AccountService } from './auth/account-service.js'
import type { AuthService } from './auth/auth-service.js'
import type { OidcSignIn } from './auth/oidc-sign-in.js'
import type { TwoFactorService } from './auth/two-factor-service.js'
import type { SecuritySettingsStore } from './auth/security-settings.js'
import type { SecurityNotices } from './auth/security-notices.js'
import type { PasswordResetService } from './auth/password-reset-service.js'
import { ActivityService, presentTitleIn } from './content/activity-service.js'
import type { ContentStore } from './content/content-store.js'
import { DocumentService } from './content/document-service.js'
import { HistoryService } from './content/history-service.js'
import { MediaLibrary } from './content/media-library.js'
import { MediaUploads } from './content/media-upload.js'
import type { DraftContent } from './content/draft-content.js'
import type { DraftEventLog } from './content/draft-events.js'
import type { LivePreviews } from './content/live-previews.js'
import type { ShareLinks } from './content/share-links.js'
import { previewReads } from './http/preview-reads.js'
import type { DraftService } from './content/draft-service.js'
import type { PublishMode } from '@site/contract'
import { RecordService } from './content/record-service.js'
import { draftRoutes } from './http/routes/draft-routes.js'
import { RedirectService } from './content/redirect-service.js'
import { NavigationService } from './content/navigation-service.js'
import { RenameService } from './content/rename-service.js'
import { SitemapService } from './content/sitemap-service.js'
import { translationChanges } from './content/translation-changes.js'
import type { ContactStore } from './contacts/contact-store.js'
import type { Outbox } from './mail/outbox.js'
import type { ContentGit } from './git/content-git.js'
import {
  errorHandler,
  logRequests,
  metricsHandler,
  notFoundHandler,
  withRequestId,
  type Logger,
} from '@site/platform'
import { contentApiMetrics } from './http/metrics.js'
import { activityRoutes } from './http/routes/activity-routes.js'
import { authRoutes } from './http/routes/auth-routes.js'
import { oidcRoutes } from './http/routes/oidc-routes.js'
import { collectionRoutes } from './http/routes/collection-routes.js'
import { ListActions } from './content/list-actions.js'
import { UnpublishSchedules } from './content/unpublish-schedule.js'
import { unpublishRoutes } from './http/routes/unpublish-routes.js'
import { contactRoutes } from './http/routes/contact-routes.js'
import { documentRoutes } from './http/routes/document-routes.js'
import { checkRoutes } from './http/routes/check-routes.js'
import { ContentChecks } from './check/content-checks.js'
import { gitHookRoutes, type SyncRequester } from './http/routes/git-hook-routes.js'
import { analyticsRoutes } from './http/routes/analytics-routes.js'
import type { AnalyticsStore } from './analytics/analytics-store.js'
import { historyRoutes } from './http/routes/history-routes.js'
import { mediaRoutes } from './http/routes/media-routes.js'
import { redirectRoutes } from './http/routes/redirect-routes.js'
import { navigationRoutes } from './http/routes/navigation-routes.js'
import { sitemapRoutes } from './http/routes/sitemap-routes.js'
import { translationRoutes } from './http/routes/translation-routes.js'
import { userRoutes } from './http/routes/user-routes.js'
import { twoFactorRoutes } from './http/routes/two-factor-routes.js'
import { securityRoutes } from './http/routes/security-routes.js'
import { revisionStreamRoutes } from './http/routes/revision-stream.js'
import { parseDraftTargetPath } from './content/draft-targets.js'
import { presenceRoutes } from './http/routes/presence-routes.js'
import { PresenceStore } from './presence/presence-store.js'
import { searchRoutes } from './http/routes/search-routes.js'
import { SearchSync } from './search/search-sync.js'
import { RevisionLog } from './content/revision-log.js'
import { declareFilesRead } from './http/files-read.js'
import { jsonBody } from './http/json-depth.js'
import { rejectControlCharacters } from './http/reject-control-chars.js'
import { attachUser } from './http/session.js'
import { auditTicketOwner, auditTrail } from './http/audit-trail.js'
import { auditRoutes } from './http/routes/audit-routes.js'
import type { AuditLog } from './audit/audit-log.js'
import { authorize } from './http/authorize.js'
import type { ContactMessage, RepositoryStatus } from '@site/contract'

export interface AppDeps {
  store: ContentStore
  /** the content checks kept current on every change (absent: started here, without link checks) */
  checks?: ContentChecks
  /** the security audit log (absent: nothing is audited and GET /audit answers 404) */
  audit?: AuditLog
  git: ContentGit
  auth: AuthService
  /** single sign-on (OIDC_*); null: not configured, the login page offers passwords only */
  sso?: OidcSignIn | null
  accounts: AccountService
  /** the authenticator-app second factor (My Account) */
  twoFactor: TwoFactorService
  /** "Require a second factor" (the Security section of the Users page) */
  security: SecuritySettingsStore
  /** tells a user by e-mail what an admin changed on their account */
  notices: SecurityNotices
  /** "Forgot password?" links */
  resets: PasswordResetService
  log: Logger
  demoMode: boolean
  mediaUrl: string
  /** the shared secret media's POST /normalize asks for */
  mediaToken?: string
  contacts: ContactStore
  outbox: Outbox<ContactMessage>
  /** contact messages per visitor per window */
  contactRateLimit?: { limit: number; windowMs: number }
  /** the IANA zone of the company's calendar days (the CSV export's file name) */
  companyTimeZone: string
  /** extra facts for /health (e.g. the remote push state) */
  health?: () => Record<string, unknown>
  /** another process's git lock, what start-up repaired after a crash, the remote's state */
  repositoryStatus: () => Promise<RepositoryStatus>
  /** PUBLISH_MODE: `editorial` makes drafts the only way editors change the site */
  publishMode?: PublishMode
  /** unpublished work on branches, its previews and share links (absent: the drafts API answers 404) */
  drafts?: {
    service: DraftService
    content: DraftContent
    shares: ShareLinks
    live: LivePreviews
    /** the drafts' workflow steps for the activity feed */
    events: DraftEventLog
    /** the site's origin: share links open the preview there */
    siteUrl: string
  }
  /** clears a notice of a field the remote won over a save (false: no such notice) */
  dismissRemoteConflict?: (id: string) => Promise<boolean>
  /** the sync with CONTENT_GIT_REMOTE; unset without a remote (the git webhook answers 404) */
  remoteSync?: SyncRequester
  /** CONTENT_GIT_WEBHOOK_SECRET: what the forge signs its push notifications with */
  gitWebhookSecret?: string
  /** the built-in analytics (absent: its routes answer 404) */
  analytics?: AnalyticsStore | null
  /** METRICS_TOKEN: GET /metrics asks for it as a bearer token (unset: open, the port is internal) */
  metricsToken?: string
  /** who has which item open (absent: a new one on the system clock) */
  presence?: PresenceStore
}

/** The HTTP app, without listening: tests mount it on port 0, main.ts on CONTENT_API_PORT. */
export function createApp(deps: AppDeps): express.Express {
  const { store, git, auth, accounts, log, demoMode } = deps
  const app = express()
  app.disable('x-powered-by')
  app.set('etag', false) // our ETag is the content revision, not a hash of each body
  app.set('trust proxy', 'loopback, linklocal, uniquelocal') // web calls us on behalf of visitors

  // the id web (or the edge) gave the request, or a new one: on every log line written for it
  app.use(withRequestId)
  app.use(logRequests(log))
  const { metrics, record } = contentApiMetrics({
    onCommitted: (listener) => git.onCommitted(listener),
    repositoryStatus: deps.repositoryStatus,
    outboxPending: () => deps.outbox.pending,
    hasRemote: Boolean(deps.remoteSync),
  })
  app.use(record)
  // outside /api and its access table, like /health: for the operator's scraper, not for users
  app.get('/metrics', metricsHandler(metrics, { token: deps.metricsToken, publicPort: false }))

  app.get('/health', async (_req, res) => {
    const repository = await deps.repositoryStatus()
    res.set('Cache-Control', 'no-store').json({
      // saves wait, then fail, while another process holds the git lock
      status: repository.git.locked ? 'degraded' : 'ok',
      service: 'content-api',
      revision: store.index.revision,
      problems: store.index.problems().length,
      git: repository.git,
      ...(repository.interruptedSaves ? { interruptedSaves: repository.interruptedSaves } : {}),
      ...deps.health?.(),
    })
  })

  const api = express.Router()
  api.use(attachUser(auth))
  // before the access table: its refusals are security events too
  if (deps.audit) {
    api.use(auditTrail(deps.audit, log, (id) => accounts.whoIs(id)?.email))
  }
  // who may do what is decided here, once, for every route below (schemas/access.ts)
  api.use(authorize(deps.publishMode))
  api.use(declareFilesRead)
  // a read naming a draft (X-Content-Preview) runs every route below on the draft's content
  if (deps.drafts) api.use(previewReads({ store, drafts: deps.drafts.service, ...deps.drafts }))
  const revisionLog = new RevisionLog(store)
  api.use(revisionStreamRoutes(store, revisionLog))
  api.use(
    mediaRoutes(
      new MediaUploads(store, git, deps.mediaUrl, deps.mediaToken),
      new MediaLibrary(store, git),
    ),
  )
  // before the general JSON parser: a contact message has its own, much smaller, body limit
  api.use(
    contactRoutes({
      contacts: deps.contacts,
      outbox: deps.outbox,
      rateLimit: deps.contactRateLimit,
      timeZone: deps.companyTimeZone,
      // a message that is not spam is the `contact` goal of the analytics
      onAccepted: () => deps.analytics?.recordGoal('contact'),
    }),
  )
  // before the general JSON parser: page views come in batches with their own limit
  api.use(analyticsRoutes({ analytics: deps.analytics ?? null }))
  // before the general JSON parser: the signature is over the raw bytes of the body
  api.use(gitHookRoutes({ remoteSync: deps.remoteSync, secret: deps.gitWebhookSecret }))
  api.use(jsonBody('1mb'))
  api.use(rejectControlCharacters)
  if (deps.audit) {
    const { twoFactor } = deps
    api.use(
      auditTicketOwner((ticket) => {
        const id = twoFactor.userOfTicket(ticket)
        return id ? accounts.whoIs(id) : undefined
      }),
    )
  }
  const drafts = deps.drafts?.service
  api.use(
    presenceRoutes({
      store,
      git,
      presence: deps.presence ?? new PresenceStore(),
      // a new record is edited as a draft before it is on the site
      ...(drafts
        ? {
            hasDraft: (target: string) => drafts.exists(parseDraftTargetPath(target)),
          }
        : {}),
    }),
  )
  api.use('/auth', authRoutes({ auth, accounts, resets: deps.resets, demoMode }))
  api.use('/auth', oidcRoutes({ sso: deps.sso ?? null }))
  api.use('/account', twoFactorRoutes({ twoFactor: deps.twoFactor }))
  api.use('/security', securityRoutes({ security: deps.security, log }))
  api.use('/users', userRoutes({ accounts, twoFactor: deps.twoFactor, notices: deps.notices }))
  if (deps.audit) api.use(auditRoutes({ audit: deps.audit }))
  api.use(
    activityRoutes({
      activity: new ActivityService(git, deps.drafts?.events ?? null, presentTitleIn(store.index)),
      repositoryStatus: deps.repositoryStatus,
      dismissRemoteConflict: deps.dismissRemoteConflict ?? (() => Promise.resolve(false)),
    }),
  )
  api.use(
    historyRoutes({
      history: new HistoryService(store, git),
      translationChanges: (collection, slug) => translationChanges(store, git, collection, slug),
    }),
  )
  if (deps.drafts) api.use(draftRoutes({ ...deps.drafts, drafts: deps.drafts.service }))
  api.use(documentRoutes({ store, revisionLog, documents: new DocumentService(store, git) }))
  const checks = deps.checks ?? new ContentChecks(store, log)
  void checks.start()
  api.use(
    checkRoutes({
      checks,
      store,
      ...(deps.drafts
        ? { drafts: { service: deps.drafts.service, content: deps.drafts.content } }
        : {}),
    }),
  )
  const records = new RecordService(store, git)
  api.use(translationRoutes({ records }))
  api.use(redirectRoutes({ store, redirects: new RedirectService(store, git) }))
  api.use(navigationRoutes({ store, navigation: new NavigationService(store, git) }))
  // before the collections' routes: `/<collection>/:slug/unpublish-at` is not a record's field
  api.use(unpublishRoutes({ schedules: new UnpublishSchedules(store, git) }))
  api.use(
    collectionRoutes({
      store,
      records,
      renames: new RenameService(store, git),
      lists: new ListActions(store, git),
      drafts: deps.drafts ? () => deps.drafts!.service.list() : null,
    }),
  )
  // one index for the admin's search and the visitors', following every change of the content;
  // built in the background from the first turn after start-up, so the first search need not
  const search = new SearchSync(store, deps.contacts)
  setImmediate(() => {
    search.warm().catch((error: unknown) => {
      log.error('the search index could not be built', { error: String(error) })
    })
  })
  api.use(searchRoutes({ search }))
  api.use(
    sitemapRoutes({
      sitemap: new SitemapService(store, git),
      revision: () => store.index.revision,
    }),
  )
  app.use('/api', api)

  app.use(notFoundHandler)
  app.use(errorHandler(log))
  return app
}
