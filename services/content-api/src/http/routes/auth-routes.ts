import { Router } from 'express'
import type { AccountService } from '../../auth/account-service.js'
import { DEMO_CREDENTIALS, type AuthService } from '../../auth/auth-service.js'
import type { PasswordResetService } from '../../auth/password-reset-service.js'
import {
  AdminLanguageInput,
  LoginInput,
  MfaLoginInput,
  NotificationSettings,
  SavedListViews,
  PasswordChangeInput,
  PasswordResetCompletion,
  PasswordResetRequest,
  fieldErrorsOf,
} from '@site/contract'
import { AppError, validationError } from '@site/platform'
import { bearerToken, requireUser, sessionIdOf } from '../session.js'

export function authRoutes(deps: {
  auth: AuthService
  accounts: AccountService
  resets: PasswordResetService
  demoMode: boolean
}): Router {
  const { auth, accounts, resets, demoMode } = deps
  const router = Router()

  router.post('/login', async (req, res) => {
    const parsed = LoginInput.safeParse(req.body)
    if (!parsed.success) {
      throw validationError(fieldErrorsOf(parsed.error))
    }
    const { email, password, deviceToken, remember } = parsed.data
    const userAgent = req.get('user-agent')
    const result = await auth.login(
      { email, password, remember, ...(deviceToken ? { deviceToken } : {}) },
      { ip: req.ip ?? 'unknown', ...(userAgent ? { userAgent } : {}) },
    )
    res.set('Cache-Control', 'no-store').json(result)
  })

  // the second step for an account with a second factor: the ticket of the first and a code
  router.post('/login/mfa', async (req, res) => {
    const parsed = MfaLoginInput.safeParse(req.body)
    if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error))
    const userAgent = req.get('user-agent')
    const result = await auth.loginWithSecondFactor(parsed.data, {
      ip: req.ip ?? 'unknown',
      ...(userAgent ? { userAgent } : {}),
    })
    res.set('Cache-Control', 'no-store').json(result)
  })

  router.post('/logout', async (req, res) => {
    requireUser(req)
    const token = bearerToken(req)
    if (token) await auth.logout(token)
    res.status(204).end()
  })

  router.get('/me', (req, res) => {
    res.set('Cache-Control', 'no-store').json({ user: requireUser(req) })
  })

  router.post('/password', async (req, res) => {
    const user = requireUser(req)
    const parsed = PasswordChangeInput.safeParse(req.body)
    if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error))
    await accounts.changeOwnPassword(user, sessionIdOf(req) ?? '', parsed.data)
    res.status(204).end()
  })

  router.get('/sessions', (req, res) => {
    const user = requireUser(req)
    res
      .set('Cache-Control', 'no-store')
      .json({ sessions: accounts.listSessions(user, sessionIdOf(req) ?? '') })
  })

  router.delete('/sessions/:id', async (req, res) => {
    const user = requireUser(req)
    await accounts.revokeSession(user, String(req.params.id))
    res.status(204).end()
  })

  // which e-mails about drafts the user gets (My Account)
  router.get('/notifications', (req, res) => {
    const user = requireUser(req)
    res.set('Cache-Control', 'no-store').json(accounts.notifications(user))
  })

  router.put('/notifications', async (req, res) => {
    const user = requireUser(req)
    const parsed = NotificationSettings.safeParse(req.body)
    if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error))
    res.set('Cache-Control', 'no-store').json(await accounts.setNotifications(user, parsed.data))
  })

  // the language the admin is shown in for this user (My Account): always the session's own user
  router.put('/admin-language', async (req, res) => {
    const user = requireUser(req)
    const parsed = AdminLanguageInput.safeParse(req.body)
    if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error))
    const updated = await accounts.setAdminLanguage(user, parsed.data.adminLanguage)
    res.set('Cache-Control', 'no-store').json({ user: updated })
  })

  // the list views the user named ("Save view" on a collection's list)
  router.get('/list-views', (req, res) => {
    const user = requireUser(req)
    res.set('Cache-Control', 'no-store').json({ views: accounts.listViews(user) })
  })

  router.put('/list-views', async (req, res) => {
    const user = requireUser(req)
    const parsed = SavedListViews.safeParse(req.body)
    if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error))
    const views = await accounts.setListViews(user, parsed.data.views)
    res.set('Cache-Control', 'no-store').json({ views })
  })

  // "Forgot password?": how links are delivered here, asking for one, and using it
  router.get('/password-reset', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ delivery: resets.delivery })
  })

  router.post('/password-reset/request', (req, res) => {
    const parsed = PasswordResetRequest.safeParse(req.body)
    if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error))
    resets.request(parsed.data.email, req.ip ?? 'unknown')
    // the same answer whether or not the address has an account
    res.status(202).set('Cache-Control', 'no-store').json({ accepted: true })
  })

  router.post('/password-reset/complete', async (req, res) => {
    const parsed = PasswordResetCompletion.safeParse(req.body)
    if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error))
    await resets.complete(parsed.data.token, parsed.data.password)
    res.status(204).end()
  })

  router.get('/demo', (_req, res) => {
    if (!demoMode) throw new AppError(404, 'not_found', 'Demo mode is off')
    res.set('Cache-Control', 'no-store').json(DEMO_CREDENTIALS)
  })

  return router
}
