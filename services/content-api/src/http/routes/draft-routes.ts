import { Router, type Request } from 'express'
import { z } from 'zod'
import { validationError } from '@site/platform'
import type { DraftService } from '../../content/draft-service.js'
import { fieldErrorsOf } from '../../schemas/index.js'
import { requireUser } from '../session.js'

const StatusBody = z.object({ status: z.enum(['draft', 'review', 'ready']) })
const ScheduleBody = z.object({ at: z.iso.datetime({ offset: true, message: 'An ISO 8601 time' }) })
const PublishBody = z
  .object({ choices: z.record(z.string(), z.enum(['draft', 'published'])).optional() })
  .optional()

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error))
  return parsed.data
}

/**
 * Drafts: `/drafts` lists them; `/drafts/<collection>/<slug>` is one item's draft (GET the item
 * as in its draft, PUT its fields as a save would, DELETE discards it), with `/status`,
 * `/publish` and `/schedule` under it. Who may do what is the access table's (`drafts`); the
 * one rule it cannot express, that editors discard only their own drafts, is the service's.
 */
export function draftRoutes(deps: { drafts: DraftService }): Router {
  const { drafts } = deps
  const router = Router()
  const targetOf = (req: Request) =>
    drafts.targetOf(String(req.params.kind), String(req.params.name))

  router.get('/drafts', async (req, res) => {
    requireUser(req)
    res.set('Cache-Control', 'no-store').json({ drafts: await drafts.list() })
  })
  router.get('/drafts/:kind/:name', async (req, res) => {
    requireUser(req)
    res.set('Cache-Control', 'no-store').json(await drafts.get(targetOf(req)))
  })
  router.put('/drafts/:kind/:name', async (req, res) => {
    const { created, ...meta } = await drafts.save(targetOf(req), req.body, requireUser(req))
    res.status(created ? 201 : 200).json(meta)
  })
  router.delete('/drafts/:kind/:name', async (req, res) => {
    await drafts.discard(targetOf(req), requireUser(req))
    res.status(204).end()
  })
  router.post('/drafts/:kind/:name/status', async (req, res) => {
    const { status } = parse(StatusBody, req.body)
    res.json(await drafts.setStatus(targetOf(req), status, requireUser(req)))
  })
  router.post('/drafts/:kind/:name/publish', async (req, res) => {
    requireUser(req)
    const body = parse(PublishBody, req.body)
    res.json(await drafts.publish(targetOf(req), body?.choices ?? {}))
  })
  router.post('/drafts/:kind/:name/schedule', async (req, res) => {
    const { at } = parse(ScheduleBody, req.body)
    res.json(await drafts.schedule(targetOf(req), new Date(at).toISOString(), requireUser(req)))
  })
  router.delete('/drafts/:kind/:name/schedule', async (req, res) => {
    const user = requireUser(req)
    await drafts.schedule(targetOf(req), null, user)
    res.status(204).end()
  })
  return router
}
