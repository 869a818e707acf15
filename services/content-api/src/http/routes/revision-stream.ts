import express from 'express'
import type { ContentStore } from '../../content/content-store.js'

export interface RevisionStreamOptions {
  /** how often a comment line keeps idle connections (and proxies) from timing out */
  heartbeatMs?: number
}

/**
 * GET /revision/stream: server-sent events with the content revision. A client gets the current
 * revision at connect, then one `revision` event per change (a burst of file events within one
 * tick is sent once), and a comment line every heartbeat. One store listener serves every client,
 * so a connection costs a socket and nothing per change but one write.
 */
export function revisionStreamRoutes(
  store: ContentStore,
  { heartbeatMs = 15_000 }: RevisionStreamOptions = {},
): express.Router {
  const router = express.Router()
  /** each client with the last revision it was sent */
  const clients = new Map<express.Response, string>()
  let pending = false

  const frame = (revision: string) => `event: revision\ndata: ${revision}\n\n`
  const broadcast = () => {
    pending = false
    const revision = store.index.revision
    for (const [res, sent] of clients) {
      if (sent === revision) continue
      clients.set(res, revision)
      res.write(frame(revision))
    }
  }
  store.onChange(() => {
    if (pending) return
    pending = true
    queueMicrotask(broadcast)
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
    res.write(`retry: 1000\n${frame(revision)}`)
    clients.set(res, revision)
    req.on('close', () => clients.delete(res))
  })
  return router
}
