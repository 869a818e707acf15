import { Router } from 'express'
import { DEMO_CREDENTIALS, type AuthService } from '../../auth/auth-service.js'
import { LoginInput, fieldErrorsOf } from '../../schemas/index.js'
import { HttpError, validationError } from '../errors.js'
import { bearerToken, requireUser } from '../session.js'

export function authRoutes(deps: { auth: AuthService; demoMode: boolean }): Router {
  const { auth, demoMode } = deps
  const router = Router()

  router.post('/login', async (req, res) => {
    const parsed = LoginInput.safeParse(req.body)
    if (!parsed.success) {
      throw validationError(fieldErrorsOf(parsed.error))
    }
    const result = await auth.login(parsed.data.email, parsed.data.password, req.ip ?? 'unknown')
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

  router.get('/demo', (_req, res) => {
    if (!demoMode) throw new HttpError(404, 'not_found', 'Demo mode is off')
    res.set('Cache-Control', 'no-store').json(DEMO_CREDENTIALS)
  })

  return router
}
