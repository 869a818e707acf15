import path from 'node:path'
import { mkdir } from 'node:fs/promises'
import { AccountService } from './auth/account-service.js'
import { AuthService, ensureInitialUsers } from './auth/auth-service.js'
import { OidcSignIn } from './auth/oidc-sign-in.js'
import { DeviceTokens } from './auth/device-tokens.js'
import { LoginThrottle } from './auth/login-throttle.js'
import { MfaTickets } from './auth/mfa-tickets.js'
import { SecondFactorKeys } from './auth/second-factor-keys.js'
import { SecuritySettingsStore } from './auth/security-settings.js'
import { SecurityNotices } from './auth/security-notices.js'
import { TwoFactorService } from './auth/two-factor-service.js'
import { PasswordResetService } from './auth/password-reset-service.js'
import { ResetThrottle } from './auth/reset-throttle.js'
import { ResetTokens } from './auth/reset-tokens.js'
import { SessionStore } from './auth/sessions.js'
import { UserStore } from './auth/users.js'
import { createApp } from './app.js'
import { AuditLog } from './audit/audit-log.js'
import type { Config } from './config.js'
import { ContactStore } from './contacts/contact-store.js'
import { contactMailer } from './contacts/smtp-mailer.js'
import { MailQueue, queuedMailSender } from './mail/mail-queue.js'
import { Outbox } from './mail/outbox.js'
import { createSmtpTransport, type SmtpTransport } from './mail/smtp-transport.js'
import { collectionNames } from './content/collections.js'
import { ContentStore } from './content/content-store.js'
import { ImpliedStampStore } from './content/implied-stamp-store.js'
import { DraftScheduler } from './content/draft-scheduler.js'
import { UnpublishSchedules } from './content/unpublish-schedule.js'
import { UnpublishScheduler } from './content/unpublish-scheduler.js'
import { DraftService } from './content/draft-service.js'
import { DraftMailer } from './content/draft-mailer.js'
import { DraftContent } from './content/draft-content.js'
import { LivePreviews } from './content/live-previews.js'
import { DraftEventLog } from './content/draft-events.js'
import { ShareLinks } from './content/share-links.js'
import { DocumentService } from './content/document-service.js'
import { RecordService } from './content/record-service.js'
import { DraftBranches } from './git/draft-branches.js'
import { ContentGit } from './git/content-git.js'
import { remoteProblemOf, startRemoteSync } from './git/start-remote-sync.js'
import { recoverSaves } from './git/save-recovery.js'
import type { Logger } from '@site/platform'
import { DEFAULT_TIME_ZONE, SSO_CALLBACK_PATH } from '@site/contract'
import { SerialQueue } from './serial-queue.js'
import { AnalyticsStore } from './analytics/analytics-store.js'
import { currentPublicPaths } from './content/sitemap-service.js'
import { ContentChecks } from './check/content-checks.js'
import {
  ExternalLinkChecker,
  LINK_CHECK_DEFAULTS,
  linkCheckUserAgent,
} from './check/link-checker.js'

/**
 * Wires the service from its config: opens the data directory, loads and watches the content
 * repository, creates the first users. Returns the app and a `close` for graceful shutdown.
 */
export async function bootstrap(config: Config, log: Logger) {
  await mkdir(config.dataDir, { recursive: true })
  const git = new ContentGit(config.contentDir, new SerialQueue(), {
    ...(config.gitLockWaitMs !== undefined ? { lockWaitMs: config.gitLockWaitMs } : {}),
  })
  await git.init()
  // before anything reads the work tree: a save cut off mid-commit is undone, never served
  const recovery = await git.recoverInterruptedCommit(path.join(config.dataDir, 'recovered'))
  if (recovery) {
    log.warn('recovered from an interrupted commit', { ...recovery })
  }
  // saves a crash cut off between their commit and the work tree are finished or undone
  const saves = await recoverSaves(git)
  const savesRepaired = saves.rolledForward.length + saves.undone.length + saves.unreadable > 0
  if (savesRepaired || saves.cleaned > 0) log.warn('recovered interrupted saves', { ...saves })
  const recoveredAt = new Date().toISOString()

  const implied = await ImpliedStampStore.open(
    path.join(config.dataDir, 'implied-stamps.json'),
    log,
  )
  const store = new ContentStore(config.contentDir, log, implied)
  await store.loadAll()
  store.watch()

  const users = await UserStore.open(config.dataDir)
  await ensureInitialUsers(users, config, log)
  const sessions = await SessionStore.open(config.dataDir, config.clock)
  const mfaTickets = new MfaTickets(config.clock)
  const security = await SecuritySettingsStore.open(config.dataDir)
  const twoFactor = new TwoFactorService(
    users,
    sessions,
    mfaTickets,
    await SecondFactorKeys.open(config.dataDir, config.twoFactorSecret),
    security,
    log,
    config.clock,
  )
  const auth = new AuthService(
    users,
    sessions,
    await LoginThrottle.open(config.dataDir, config.clock),
    await DeviceTokens.open(config.dataDir, config.deviceTokenSecret, config.clock),
    log,
    { tickets: mfaTickets, codes: twoFactor, security },
    undefined,
    undefined,
    config.oidc?.only
      ? { ssoName: config.oidc.name, breakGlassEmail: config.firstAdmin?.email ?? null }
      : null,
  )
  const sso = config.oidc
    ? new OidcSignIn(config.oidc, {
        users,
        auth,
        log,
        redirectUri: `${config.siteUrl ?? 'http://localhost:3000'}${SSO_CALLBACK_PATH}`,
        ...(config.clock ? { now: config.clock } : {}),
      })
    : null
  const accounts = new AccountService(users, sessions, log)
  const audit = await AuditLog.open(config.dataDir, {
    retentionDays: config.auditRetentionDays ?? 400,
    ...(config.clock ? { clock: config.clock } : {}),
  })

  // set once the scheduler exists: draft branches the first sync brings are read at its start
  let draftsArrived = () => {}
  const remote = config.gitRemote
    ? await startRemoteSync(config.gitRemote, {
        git,
        store,
        config,
        log,
        onDraftsChanged: () => draftsArrived(),
      })
    : null

  const records = new RecordService(store, git)
  const draftContent = new DraftContent(store, records, new DocumentService(store, git))
  const draftBranches = new DraftBranches({ top: await git.topLevel(), prefix: git.contentPrefix })
  const drafts = new DraftService(git, draftBranches, draftContent, log)
  const shares = await ShareLinks.open(config.dataDir, config.previewLinkSecret)
  const draftEvents = await DraftEventLog.open(
    config.dataDir,
    config.companyTimeZone ?? DEFAULT_TIME_ZONE,
  )
  drafts.onChanged((event) => {
    draftEvents.note(event).catch((error: unknown) => {
      log.warn('a draft step was not added to the activity feed', { error: String(error) })
    })
  })
  // a published or discarded draft's share links open nothing any more
  drafts.onChanged((event) => {
    if (event.type === 'published' || event.type === 'discarded') {
      void shares.revokeAll(event.target).catch(() => undefined)
    }
  })
  const scheduler = new DraftScheduler(drafts, log)
  drafts.onChanged(() => void scheduler.refresh().catch(() => undefined))
  draftsArrived = () => void scheduler.refresh().catch(() => undefined)
  // a draft's change is pushed at once, so a reviewer sees the branch on the forge
  if (remote) drafts.onChanged(() => void remote.requestSync('draft'))
  await scheduler.start()
  // records' schedules to unpublish: what fell due while the service was down is done now
  const unpublisher = new UnpublishScheduler(store, new UnpublishSchedules(store, git), log)
  await unpublisher.start()

  const contacts = await ContactStore.open(config.dataDir, log, config.spam)
  const smtp: SmtpTransport | null = config.mail ? createSmtpTransport(config.mail.smtpUrl) : null
  const outbox = new Outbox(
    contacts,
    smtp && config.mail ? contactMailer(smtp, config.mail) : null,
    log,
    { retry: config.outboxRetry, label: 'contact mail' },
  )
  outbox.start()

  // the service's own mail (password-reset links, notices about drafts) goes through an outbox
  // of its own, on the same transport
  const mailQueue = await MailQueue.open(config.dataDir, log, config.clock)
  const mailOutbox = new Outbox(
    mailQueue,
    smtp && config.mail ? queuedMailSender(smtp, config.mail.from) : null,
    log,
    { retry: config.outboxRetry, label: 'service mail' },
  )
  mailOutbox.start()
  // reviewers hear of a review request, authors of what others did with their drafts
  if (smtp) {
    const draftMailer = new DraftMailer({
      users,
      mail: { queue: mailQueue, outbox: mailOutbox },
      siteUrl: config.siteUrl ?? 'http://localhost:3000',
      timeZone: config.companyTimeZone ?? DEFAULT_TIME_ZONE,
      log,
    })
    drafts.onChanged((event) => {
      draftMailer.send(event).catch((error: unknown) => {
        log.error('draft notices were not queued', { target: event.target, error: String(error) })
      })
    })
  }
  const resets = new PasswordResetService({
    users,
    sessions,
    tokens: await ResetTokens.open(config.dataDir, config.clock),
    throttle: new ResetThrottle(config.clock),
    mail: smtp ? { queue: mailQueue, outbox: mailOutbox } : null,
    logLinks: config.demoMode || !config.production,
    siteUrl: config.siteUrl ?? 'http://localhost:3000',
    log,
  })

  // the built-in analytics; without a SQLite driver the site runs on, with it off (404s)
  let analytics: AnalyticsStore | null = null
  try {
    analytics = AnalyticsStore.open({
      dataDir: config.dataDir,
      timeZone: config.companyTimeZone ?? DEFAULT_TIME_ZONE,
      retentionDays: config.analyticsRetentionDays ?? 400,
      siteUrl: config.siteUrl ?? 'http://localhost:3000',
      // a view counts only for a page the site serves now: follows every save
      publicPaths: currentPublicPaths(store),
      log,
      ...(config.clock ? { clock: config.clock } : {}),
    })
  } catch (error) {
    log.warn('analytics is off', { error: String(error) })
  }

  // kept current on every save, publish and pull; the first full pass runs in the background
  const links = config.linkCheck
    ? new ExternalLinkChecker({
        ...LINK_CHECK_DEFAULTS,
        userAgent: linkCheckUserAgent(config.siteUrl ?? 'http://localhost:3000'),
      })
    : null
  const checks = new ContentChecks(store, log, links)
  void checks.start()
  // answers past their time to live are asked again, a few times a day
  const linkRecheck = links
    ? setInterval(() => links.recheckStale(), LINK_CHECK_DEFAULTS.ttlMs / 4).unref()
    : null
  const app = createApp({
    store,
    checks,
    audit,
    analytics,
    git,
    auth,
    sso,
    accounts,
    twoFactor,
    security,
    notices: new SecurityNotices(
      smtp ? { queue: mailQueue, outbox: mailOutbox } : null,
      log,
      config.clock,
    ),
    resets,
    log,
    demoMode: config.demoMode,
    mediaUrl: config.mediaUrl,
    ...(config.mediaToken ? { mediaToken: config.mediaToken } : {}),
    contacts,
    outbox,
    contactRateLimit: { limit: config.contactRateLimit, windowMs: 10 * 60_000 },
    companyTimeZone: config.companyTimeZone ?? DEFAULT_TIME_ZONE,
    repositoryStatus: async () => ({
      git: await git.lock.state(),
      remote: remote?.status() ?? null,
      interruptedSaves: savesRepaired ? { ...saves, at: recoveredAt } : null,
    }),
    health: () => {
      const remoteState = remote?.status()
      const remoteProblem = remoteState ? remoteProblemOf(remoteState) : null
      return {
        ...(remoteState
          ? { remote: { ...remoteState, conflicts: remoteState.conflicts.length } }
          : {}),
        ...(recovery || remoteProblem
          ? {
              status: 'degraded',
              ...(recovery ? { recovery } : {}),
              ...(remoteProblem ? { problem: remoteProblem } : {}),
            }
          : {}),
      }
    },
    drafts: {
      service: drafts,
      content: draftContent,
      shares,
      live: new LivePreviews(),
      events: draftEvents,
      siteUrl: config.siteUrl ?? 'http://localhost:3000',
    },
    ...(config.publishMode ? { publishMode: config.publishMode } : {}),
    ...(remote ? { remoteSync: remote, dismissRemoteConflict: (id) => remote.dismiss(id) } : {}),
    ...(config.gitWebhookSecret ? { gitWebhookSecret: config.gitWebhookSecret } : {}),
    ...(config.metricsToken ? { metricsToken: config.metricsToken } : {}),
  })
  log.info('content loaded', {
    records: collectionNames.reduce((n, c) => n + store.index.collection(c).size, 0),
    pages: store.index.pages.size,
    problems: store.index.problems().length,
    revision: store.index.revision,
  })
  return {
    app,
    store,
    audit,
    remote,
    contacts,
    outbox,
    mailQueue,
    resets,
    analytics,
    close: async () => {
      analytics?.close() // the counts of the last 2 s are written
      await resets.settled()
      await outbox.stop()
      await mailOutbox.stop()
      smtp?.close()
      scheduler.stop()
      await scheduler.settled()
      unpublisher.stop()
      await unpublisher.settled()
      remote?.stop()
      await remote?.settled()
      checks.stop()
      if (linkRecheck) clearInterval(linkRecheck)
      links?.stop()
      await store.close()
      git.close()
      draftBranches.close()
      await audit.close()
    },
  }
}
