import { Router } from 'express'
import { AuditQuery, fieldErrorsOf } from '@site/contract'
import { validationError } from '@site/platform'
import type { AuditLog } from '../../audit/audit-log.js'

/** GET /audit?type=&actor=&since=&until=&limit=: the audit log, newest first (admins only). */
export function auditRoutes(deps: { audit: AuditLog }): Router {
  const router = Router()
  router.get('/audit', async (req, res) => {
    const parsed = AuditQuery.safeParse(req.query)
    if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error))
    res.set('Cache-Control', 'no-store').json(await deps.audit.query(parsed.data))
  })
  return router
}
