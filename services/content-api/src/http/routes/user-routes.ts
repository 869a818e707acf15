import { Router } from 'express'
import type { AccountService } from '../../auth/account-service.js'
import type { SecurityNotices } from '../../auth/security-notices.js'
import type { TwoFactorService } from '../../auth/two-factor-service.js'
import { NewUserInput, PasswordResetInput, fieldErrorsOf } from '@site/contract'
import { AppError, validationError } from '@site/platform'
import { requireUser } from '../session.js'

/** User management (admins only: the `users` rule of schemas/access.ts). */
export function userRoutes(deps: {
  accounts: AccountService
  twoFactor: TwoFactorService
  notices: SecurityNotices
}): Router {
  const { accounts, twoFactor, notices } = deps
  const router = Router()
  router.get('/', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ users: accounts.listUsers() })
  })

  router.post('/', async (req, res) => {
    const parsed = NewUserInput.safeParse(req.body)
    if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error))
    res.status(201).json({ user: await accounts.addUser(requireUser(req), parsed.data) })
  })

  router.delete('/:id', async (req, res) => {
    await accounts.removeUser(requireUser(req), String(req.params.id))
    res.status(204).end()
  })

  router.post('/:id/password', async (req, res) => {
    const parsed = PasswordResetInput.safeParse(req.body)
    if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error))
    await accounts.resetPassword(requireUser(req), String(req.params.id), parsed.data.password)
    res.status(204).end()
  })

  // a user lost their phone and their recovery codes: an admin takes the second factor off
  router.delete('/:id/totp', async (req, res) => {
    const actor = requireUser(req)
    const target = await twoFactor.reset(actor, String(req.params.id))
    if (!target) throw new AppError(404, 'not_found', 'There is no such user')
    await notices.twoFactorReset(target, actor)
    res.status(204).end()
  })

  return router
}
