import { Router } from 'express'
import { z } from 'zod'
import { MAX_ACTIVITY, type ActivityService } from '../../content/activity-service.js'
import { fieldErrorsOf, type RepositoryStatus } from '@site/contract'
import { AppError, validationError } from '@site/platform'
import { requireUser } from '../session.js'

const ActivityQuery = z.object({
  limit: z.coerce
    .number()
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(MAX_ACTIVITY, `Limit is at most ${MAX_ACTIVITY}`)
    .default(10),
})

/** Recent commits of the content repository, for signed-in users (author e-mails are personal). */
export function activityRoutes(deps: {
  activity: ActivityService
  repositoryStatus: () => Promise<RepositoryStatus>
  /** clears a notice of a field the remote won (false: no such notice) */
  dismissRemoteConflict: (id: string) => Promise<boolean>
}): Router {
  const router = Router()
  router.get('/activity', async (req, res) => {
    requireUser(req)
    const parsed = ActivityQuery.safeParse(req.query)
    if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error))
    res
      .set('Cache-Control', 'no-store')
      .json({ activity: await deps.activity.recent(parsed.data.limit) })
  })
  // the dashboard's word on the repository: another program's git lock, a crash's repairs
  router.get('/repository-status', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await deps.repositoryStatus())
  })
  router.delete('/remote/conflicts/:id', async (req, res) => {
    requireUser(req)
    if (!(await deps.dismissRemoteConflict(String(req.params.id)))) {
      throw new AppError(404, 'not_found', 'There is no such notice (it may be cleared already)')
    }
    res.status(204).end()
  })
  return router
}
