import { Router } from 'express'
import type { TwoFactorService } from '../../auth/two-factor-service.js'
import { SecondFactorProof, TotpConfirmInput, fieldErrorsOf } from '@site/contract'
import { validationError } from '@site/platform'
import { requireUser, sessionIdOf } from '../session.js'

/** The signed-in user's own second factor (My Account): always the session's user. */
export function twoFactorRoutes(deps: { twoFactor: TwoFactorService }): Router {
  const { twoFactor } = deps
  const router = Router()

  router.get('/totp', (req, res) => {
    res.set('Cache-Control', 'no-store').json(twoFactor.status(requireUser(req)))
  })

  // a new secret to scan: nothing changes until a code from the app confirms it
  router.post('/totp', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await twoFactor.begin(requireUser(req)))
  })

  router.post('/totp/confirm', async (req, res) => {
    const user = requireUser(req)
    const parsed = TotpConfirmInput.safeParse(req.body)
    if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error))
    const codes = await twoFactor.confirm(user, sessionIdOf(req) ?? '', parsed.data.code)
    res.set('Cache-Control', 'no-store').json(codes)
  })

  router.post('/totp/recovery-codes', async (req, res) => {
    const user = requireUser(req)
    const parsed = SecondFactorProof.safeParse(req.body)
    if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error))
    const codes = await twoFactor.regenerateRecoveryCodes(user, parsed.data.code)
    res.set('Cache-Control', 'no-store').json(codes)
  })

  router.delete('/totp', async (req, res) => {
    const user = requireUser(req)
    const parsed = SecondFactorProof.safeParse(req.body)
    if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error))
    await twoFactor.disable(user, sessionIdOf(req) ?? '', parsed.data.code)
    res.status(204).end()
  })

  return router
}
