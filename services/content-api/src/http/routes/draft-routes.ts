import { Router, type Request } from 'express'
import { z } from 'zod'
import { AppError, validationError } from '@site/platform'
import type { DraftContent } from '../../content/draft-content.js'
import type { LivePreviews } from '../../content/live-previews.js'
import type { ShareLinks } from '../../content/share-links.js'
import type { DraftService } from '../../content/draft-service.js'
import { fieldErrorsOf, UnpublishAtBody } from '@site/contract'
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
 * `/publish` and `/schedule` under it. Who may do what is the access table's (`drafts`, and for a
 * change to a draft also the item's save rule, checked by `authorize`); the rules of whose a
 * thing is, that editors discard only their own drafts and revoke only their own share links, are
 * DraftService's and ShareLinks'.
 */
export function draftRoutes(deps: {
  drafts: DraftService
  content: DraftContent
  shares: ShareLinks
  live: LivePreviews
  /** the site's origin: share links open the preview there */
  siteUrl: string
}): Router {
  const { drafts, shares } = deps
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
    const user = requireUser(req)
    const body = parse(PublishBody, req.body)
    res.json(await drafts.publish(targetOf(req), body?.choices ?? {}, user))
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
  // the time the record is hidden once the draft is published (its publish writes `unpublish_at`)
  router.post('/drafts/:kind/:name/unpublish-at', async (req, res) => {
    const { at } = parse(UnpublishAtBody, req.body)
    const iso = new Date(at).toISOString()
    res.json(await drafts.scheduleUnpublish(targetOf(req), iso, requireUser(req)))
  })
  router.delete('/drafts/:kind/:name/unpublish-at', async (req, res) => {
    res.json(await drafts.scheduleUnpublish(targetOf(req), null, requireUser(req)))
  })
  // share links: a reviewer without an account opens the preview (web's /preview/<target>)
  router.post('/drafts/:kind/:name/share', async (req, res) => {
    const t = targetOf(req)
    const user = requireUser(req)
    await drafts.get(t) // 404 without a draft
    const { share, token } = await shares.create(t.target, user)
    const url = `${deps.siteUrl}/preview/${t.target}?token=${encodeURIComponent(token)}`
    res.status(201).json({ ...share, url })
  })
  router.get('/drafts/:kind/:name/share', (req, res) => {
    requireUser(req)
    res.set('Cache-Control', 'no-store').json({ shares: shares.list(targetOf(req).target) })
  })
  router.delete('/drafts/:kind/:name/share/:id', async (req, res) => {
    const user = requireUser(req)
    const t = targetOf(req)
    if (!(await shares.revoke(t.target, String(req.params.id), user))) {
      throw new AppError(404, 'not_found', `There is no such share link of ${t.target}`)
    }
    res.status(204).end()
  })
  // the editor's unsaved fields, for the side-by-side preview (kept in memory, never committed)
  router.post('/drafts/:kind/:name/live', async (req, res) => {
    const t = targetOf(req)
    const user = requireUser(req)
    const { live: liveId, ...body } = (req.body ?? {}) as Record<string, unknown>
    const edit = deps.content.edit(t, body)
    const current = (await drafts.textOf(t)) ?? (await deps.content.published(t))
    const { text } = await edit.apply(current)
    const id = deps.live.put(
      t.target,
      text,
      user.email,
      typeof liveId === 'string' ? liveId : undefined,
    )
    res.set('Cache-Control', 'no-store').json({ id })
  })
  return router
}
