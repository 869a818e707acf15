// Runs inside a web container of the stack (node is there; its network names the tasks), piped in
// on standard input: `docker exec -i -e ... <container> node --input-type=module - < this file`.
// Signs in to content-api, then saves a product's summary SAVES times; after each save it asks
// every web replica directly (tasks.web) until each serves the new text, and records how long
// that took from the save's acknowledgement, and the same for the edge (its page cache, purged by
// tag from the revision stream), asked at edge:8080, with its X-Cache then. Prints one JSON object on stdout.
//   ADMIN_EMAIL, ADMIN_PASSWORD (the stack's), SAVES (default 20), PRODUCT (a product's slug)
import { lookup } from 'node:dns/promises'
import { randomBytes } from 'node:crypto'

const saves = Number(process.env.SAVES ?? 20)
const product = process.env.PRODUCT ?? 'corvane-rx500-rtu'
const api = 'http://content-api:4100/api'
const give_up_ms = 15_000

async function json(res) {
  const body = await res.text()
  if (!res.ok) throw new Error(`${res.status} ${res.url}: ${body.slice(0, 300)}`)
  return JSON.parse(body)
}

const replicas = (await lookup('tasks.web', { all: true, family: 4 })).map((a) => a.address)
const { token } = await json(
  await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }),
  }),
)
const auth = { authorization: `Bearer ${token}` }

/** ms from `since` until `host` (host:port) serves a product page containing `marker` */
async function servedBy(host, marker, since) {
  for (;;) {
    const res = await fetch(`http://${host}/products/${product}`)
    if ((await res.text()).includes(marker)) {
      if (host.startsWith('edge:')) firstEdgeAnswer = res.headers.get('x-cache')
      return performance.now() - since
    }
    if (performance.now() - since > give_up_ms) throw new Error(`${host} never served ${marker}`)
    await new Promise((resolve) => setTimeout(resolve, 15))
  }
}

const rounds = []
/** the edge's X-Cache on its first answer with the change: MISS when a purge emptied it */
let firstEdgeAnswer = null
for (let n = 0; n <= saves; n++) {
  const { version } = await json(await fetch(`${api}/products/${product}`, { headers: auth }))
  const marker = `Fan-out check ${n} ${randomBytes(3).toString('hex')}`
  await json(
    await fetch(`${api}/products/${product}`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ version, summary: marker }),
    }),
  )
  const acknowledged = performance.now()
  const [edge, ...perReplica] = await Promise.all([
    servedBy('edge:8080', marker, acknowledged),
    ...replicas.map((ip) => servedBy(`${ip}:3000`, marker, acknowledged)),
  ])
  // round 0 renders the page on each replica for the first time: not measured
  if (n > 0)
    rounds.push({
      perReplica: perReplica.map(Math.round),
      all: Math.round(Math.max(...perReplica)),
      edge: Math.round(edge),
      edgeCache: firstEdgeAnswer,
    })
}
process.stdout.write(`${JSON.stringify({ replicas, rounds })}\n`)
