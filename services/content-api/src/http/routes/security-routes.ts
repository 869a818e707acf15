import { Router } from 'express'
import type { SecuritySettingsStore } from '../../auth/security-settings.js'
import { SecuritySettings, fieldErrorsOf, requiresSecondFactor } from '@site/contract'
import { type Logger, AppError, validationError } from '@site/platform'
import { requireUser } from '../session.js'

/** The sign-in rules (admins only: the `security` rule of schemas/access.ts). */
export function securityRoutes(deps: { security: SecuritySettingsStore; log: Logger }): Router {
  const { security, log } = deps
  const router = Router()

  router.get('/', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(security.read())
  })

  router.put('/', async (req, res) => {
    const user = requireUser(req)
    const parsed = SecuritySettings.safeParse(req.body)
    if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error))
    // the admin would shut themselves out of everything but the set-up at once
    if (requiresSecondFactor(parsed.data, user.role) && !user.twoFactor) {
      throw new AppError(
        409,
        'own_second_factor_first',
        'Set up two-step sign-in for your own account (My Account) before requiring it',
      )
    }
    const saved = await security.write(parsed.data)
    log.info('security settings changed', { by: user.id, ...saved })
    res.set('Cache-Control', 'no-store').json(saved)
  })

  return router
}
