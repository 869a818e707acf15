import express from 'express'
import type { ContentStore } from '../../content/content-store.js'
import type { RevisionLog } from '../../content/revision-log.js'

export interface RevisionStreamOptions {
  /** how often a comment line keeps idle connections (and proxies) from timing out */
  heartbeatMs?: number
}

/**
 * GET /revision/stream: server-sent events with the content revision. A client gets the current
 * revision at connect, then one `revision` event per change (a burst of file events within one
 * tick is sent once), and a comment line every heartbeat. One store listener serves every client,
 * so a connection costs a socket and nothing per change but one write.
 *
 * Each revision event is preceded by a `changes` event naming the content files changed since the
 * revision the client was sent before ({"from","to","files"}), so web's page cache drops only the
 * pages that read them. A client reconnecting says which revision it had (`?since=`); when the
 * files since then are not known, no `changes` event is sent and the client must assume all.
 */
export function revisionStreamRoutes(
  store: ContentStore,
  log: RevisionLog,
  { heartbeatMs = 15_000 }: RevisionStreamOptions = {},
): express.Router {
  const router = express.Router()
  /** each client with the last revision it was sent */
  const clients = new Map<express.Response, string>()

  const frame = (revision: string) => `event: revision\ndata: ${revision}\n\n`
  /** the revision, after the files changed since `from` when they are known */
  const framesFrom = (from: string, revision: string) => {
    const files = log.changedSince(from)
    const changes =
      files === null || from === revision
        ? ''
        : `event: changes\ndata: ${JSON.stringify({ from, to: revision, files })}\n\n`
    return changes + frame(revision)
  }
  log.onStep(() => {
    const revision = store.index.revision
    for (const [res, sent] of clients) {
      if (sent === revision) continue
      clients.set(res, revision)
      res.write(framesFrom(sent, revision))
    }
  })
  const heartbeat = setInterval(() => {
    for (const res of clients.keys()) res.write(': heartbeat\n\n')
  }, heartbeatMs)
  heartbeat.unref()

  // an open stream would hold server.close() open: main.ts emits 'shutdown' on the app first
  let endsOnShutdown = false
  router.get('/revision/stream', (req, res) => {
    if (!endsOnShutdown) {
      endsOnShutdown = true
      req.app.once('shutdown', () => {
        clearInterval(heartbeat)
        for (const client of clients.keys()) client.end()
        clients.clear()
      })
    }
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    })
    req.socket.setNoDelay(true)
    const revision = store.index.revision
    const since = typeof req.query.since === 'string' ? req.query.since : revision
    res.write(`retry: 1000\n${framesFrom(since, revision)}`)
    clients.set(res, revision)
    req.on('close', () => clients.delete(res))
  })
  return router
}
