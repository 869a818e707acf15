// A stand-in for one web replica behind the edge (tests/containers/edge.test.ts), run by node in
// a container under the network alias `web`: every page answers with the container's hostname
// (which replica served it), and /health answers as the test sets it through
// POST /fake/health?as=ok|slow|draining on the replica's own published port:
//   ok        200 {"status":"ok"}, at once
//   slow      the same, after HEALTH_SLOW_MS (longer than the edge's `timeout check`)
//   draining  503 {"status":"draining"}, as platform's createGracefulStop answers while stopping
import http from 'node:http'
import os from 'node:os'

const slowMs = Number(process.env.HEALTH_SLOW_MS ?? 8000)
const modes = new Set(['ok', 'slow', 'draining'])
let health = 'ok'

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://replica')
    if (url.pathname === '/fake/health' && req.method === 'POST') {
      const as = url.searchParams.get('as') ?? ''
      if (!modes.has(as)) {
        res.writeHead(400).end(`as: one of ${[...modes].join(', ')}`)
        return
      }
      health = as
      res.end(health)
      return
    }
    if (url.pathname === '/health') {
      const json = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }
      if (health === 'draining') {
        res.writeHead(503, json).end(JSON.stringify({ status: 'draining' }))
        return
      }
      const answer = () => res.writeHead(200, json).end(JSON.stringify({ status: 'ok' }))
      if (health === 'slow') setTimeout(answer, slowMs)
      else answer()
      return
    }
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end(os.hostname())
  })
  .listen(3000)
