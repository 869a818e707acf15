import express from 'express'
import { fieldErrorsOf, PresenceTab, PresenceTabBody } from '@site/contract'
import { AppError, validationError } from '@site/platform'
import type { ContentStore } from '../../content/content-store.js'
import type { ContentGit } from '../../git/content-git.js'
import { PresenceStreams } from '../../presence/presence-stream.js'
import type { PresenceStore, PresentUser } from '../../presence/presence-store.js'
import { openTargetsIn, presenceTarget } from '../../presence/presence-targets.js'
import { parseDraftTarget } from '../../content/draft-targets.js'
import { requireUser } from '../session.js'

export interface PresenceRoutesDeps {
  store: ContentStore
  git: ContentGit
  presence: PresenceStore
  /** whether a record not on the site has a draft (a new record is edited as a draft) */
  hasDraft?: (target: string) => Promise<boolean>
  /** how often expired entries are swept (and those still there told) */
  sweepMs?: number
  /** how often a comment line keeps idle streams (and proxies) from timing out */
  heartbeatMs?: number
}

/**
 * Who else has an item open (`/presence/<kind>/<name>`, the draft targets' names): read it,
 * beat (join or stay), leave, take over, or follow it live as server-sent events (`presence`
 * with the editors and what this user may do, `changed` when someone else saves it). Signed-in
 * users only (access-routes.ts); in memory only (presence-store.ts).
 */
export function presenceRoutes({
  store,
  git,
  presence,
  hasDraft,
  sweepMs = 1_000,
  heartbeatMs = 15_000,
}: PresenceRoutesDeps): express.Router {
  const router = express.Router()
  const streams = new PresenceStreams(presence)

  // a save by anyone (the admin, a draft's publish): whoever has that item open hears who
  git.onCommitted(({ files, author }) => {
    for (const target of openTargetsIn(files, presence.openTargets())) {
      presence.changed(target, author)
    }
  })
  const sweep = setInterval(() => presence.sweep(), sweepMs)
  sweep.unref()
  const heartbeat = setInterval(() => {
    for (const res of streams.responses()) res.write(': heartbeat\n\n')
  }, heartbeatMs)
  heartbeat.unref()
  let endsOnShutdown = false
  const endOnShutdown = (app: express.Application) => {
    if (endsOnShutdown) return
    endsOnShutdown = true
    app.once('shutdown', () => {
      clearInterval(sweep)
      clearInterval(heartbeat)
      for (const res of [...streams.responses()]) res.end()
    })
  }

  const userOfRequest = (req: express.Request): PresentUser => {
    const { id, name, email } = requireUser(req)
    return { id, name, email }
  }
  const targetOf = (req: express.Request) =>
    presenceTarget(store, String(req.params.kind), String(req.params.name), hasDraft)
  const tabOf = (req: express.Request): string => {
    const parsed = PresenceTabBody.safeParse(req.body)
    if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error), 'Name the tab')
    return parsed.data.tab
  }

  router.get('/presence/:kind/:name', async (req, res) => {
    const target = await targetOf(req)
    res.set('Cache-Control', 'no-store').json({ editors: presence.answer(target).editors })
  })

  router.post('/presence/:kind/:name', async (req, res) => {
    const target = await targetOf(req)
    res.set('Cache-Control', 'no-store').json(presence.beat(target, tabOf(req), userOfRequest(req)))
  })

  router.post('/presence/:kind/:name/leave', (req, res) => {
    // an item renamed or deleted while open is left too (it no longer exists: no 404 for that)
    const { target } = parseDraftTarget(String(req.params.kind), String(req.params.name))
    presence.leave(target, tabOf(req), userOfRequest(req).id)
    res.status(204).end()
  })

  router.post('/presence/:kind/:name/take-over', async (req, res) => {
    const target = await targetOf(req)
    const answer = presence.takeOver(target, tabOf(req), userOfRequest(req))
    res.set('Cache-Control', 'no-store').json(answer)
  })

  router.get('/presence/:kind/:name/stream', async (req, res) => {
    const target = await targetOf(req)
    const user = userOfRequest(req)
    const tab = PresenceTab.safeParse(req.query.tab)
    if (!tab.success) throw validationError({ tab: tab.error.issues[0]?.message ?? 'Invalid' })
    if (!streams.hasRoomFor(user.id)) {
      throw new AppError(429, 'too_many_streams', 'Too many items open at once: close some', {
        retryAfterSeconds: 30,
      })
    }
    endOnShutdown(req.app)
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    })
    req.socket.setNoDelay(true)
    res.write('retry: 2000\n\n')
    // opening the stream is a heartbeat; its closing (tab closed, reloaded) a leave
    presence.beat(target, tab.data, user)
    const remove = streams.add(target, { res, userId: user.id, email: user.email })
    req.on('close', () => {
      remove()
      presence.leave(target, tab.data, user.id)
    })
  })
  return router
}
