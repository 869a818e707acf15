import { Router } from 'express'
import { fieldErrorsOf, SsoCallbackInput, SsoStartInput, type SsoOptions } from '@site/contract'
import { AppError, validationError } from '@site/platform'
import type { OidcSignIn } from '../../auth/oidc-sign-in.js'

/**
 * Single sign-on (auth/oidc-sign-in.ts), relayed by web: what the login page offers, starting a
 * flow, and its callback. Without OIDC_* the options say so and the rest answers 404.
 */
export function oidcRoutes(deps: { sso: OidcSignIn | null }): Router {
  const { sso } = deps
  const router = Router()

  router.get('/sso', (_req, res) => {
    const options: SsoOptions = sso?.options ?? { sso: null }
    res.set('Cache-Control', 'no-store').json(options)
  })

  router.post('/sso/start', async (req, res) => {
    if (!sso) throw notConfigured()
    const parsed = SsoStartInput.safeParse(req.body ?? {})
    if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error))
    res.set('Cache-Control', 'no-store').json(await sso.start(parsed.data.remember))
  })

  router.post('/sso/callback', async (req, res) => {
    if (!sso) throw notConfigured()
    const parsed = SsoCallbackInput.safeParse(req.body)
    if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error))
    const userAgent = req.get('user-agent')
    const { result } = await sso.finish(parsed.data, {
      ip: req.ip ?? 'unknown',
      ...(userAgent ? { userAgent } : {}),
    })
    res.set('Cache-Control', 'no-store').json(result)
  })

  return router
}

const notConfigured = () => new AppError(404, 'not_found', 'Single sign-on is not configured')
