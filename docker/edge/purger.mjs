// The edge's purger: follows content-api's revision stream (GET /api/revision/stream, server-sent
// events) and, for each change, purges from this edge's Varnish the pages made from the changed
// files (PURGE with `xkey-purge: <tags>`, the tags purgeTagsOf gives, as web's own page cache
// drops them), and holds it to the change's revision (pages web made from an earlier one are not
// kept: default.vcl). A change whose files are not known (a gap while disconnected) purges every page.
// Runs beside varnishd and haproxy in the edge container (entrypoint.sh); never exits on its own.
import { purgeTagsOf } from './content-files.js'

const contentApi = (process.env.CONTENT_API_URL ?? '').replace(/\/+$/, '')
const purgeUrl = `http://127.0.0.1:${process.env.EDGE_PURGE_PORT ?? '8090'}/`
/** every page carries `settings/` (every page reads the site-wide settings) or `all` */
const EVERY_PAGE = ['all', 'settings/']
/** Varnish's request header limit is 8 KB: longer tag lists go in several purges */
const MAX_HEADER = 6000
/** reconnect after a dropped stream, doubling up to 5 s */
const FIRST_BACKOFF_MS = 250
const MAX_BACKOFF_MS = 5000
/** content-api's heartbeat comes every 15 s: a stream silent this long is dead */
const IDLE_MS = 45_000

const log = (level, msg, extra = {}) =>
  console.log(
    JSON.stringify({
      time: new Date().toISOString(),
      level,
      service: 'edge-purger',
      msg,
      ...extra,
    }),
  )
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** tags in groups whose space-separated length stays under MAX_HEADER */
function batches(tags) {
  const out = [[]]
  let length = 0
  for (const tag of tags) {
    if (length + tag.length + 1 > MAX_HEADER && out.at(-1).length > 0) {
      out.push([])
      length = 0
    }
    out.at(-1).push(tag)
    length += tag.length + 1
  }
  return out
}

/** purges `tags` and holds the cache to `revision`: pages web made from another are not kept */
async function purge(tags, revision, why) {
  for (const batch of batches(tags)) {
    // Varnish is on loopback: a purge that fails (varnishd restarting) is tried again shortly
    for (let attempt = 1; ; attempt++) {
      try {
        const res = await fetch(purgeUrl, {
          method: 'PURGE',
          headers: { 'xkey-purge': batch.join(' '), 'x-content-revision': revision },
        })
        const said = await res.text()
        if (res.ok) break
        throw new Error(`${res.status} ${said.slice(0, 200)}`)
      } catch (error) {
        if (attempt >= 5) {
          log('error', 'purge failed', { why, error: String(error) })
          return
        }
        await sleep(100 * attempt)
      }
    }
  }
  log('info', 'purged', { why, tags: tags.length })
}

/** the revision this edge's cache is known to be purged up to (null: nothing known yet) */
let purgedUpTo = null

/** reads one connection of the stream until it ends; purges as events arrive */
async function follow() {
  const since = purgedUpTo === null ? '' : `?since=${encodeURIComponent(purgedUpTo)}`
  const abort = new AbortController()
  let idle = setTimeout(() => abort.abort(), IDLE_MS)
  try {
    const res = await fetch(`${contentApi}/api/revision/stream${since}`, {
      headers: { accept: 'text/event-stream' },
      signal: abort.signal,
    })
    if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`)
    let buffer = ''
    /** the revision the last `changes` event led to: its `revision` event is then purged already */
    let changedTo = null
    const decoder = new TextDecoder()
    for await (const chunk of res.body) {
      clearTimeout(idle)
      idle = setTimeout(() => abort.abort(), IDLE_MS)
      buffer += decoder.decode(chunk, { stream: true })
      // content-api's frames are small; a runaway one is a broken stream, not something to keep
      if (buffer.length > 4 * 1024 * 1024) throw new Error('an event over 4 MB')
      let end
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        let event = 'message'
        let data = ''
        for (const line of frame.split('\n')) {
          if (line.startsWith('event: ')) event = line.slice(7)
          else if (line.startsWith('data: ')) data += line.slice(6)
        }
        if (event === 'changes') {
          const { to, files } = JSON.parse(data)
          if (!Array.isArray(files) || typeof to !== 'string') throw new Error('a malformed change')
          await purge(
            purgeTagsOf(files.filter((file) => typeof file === 'string')),
            to,
            `change to ${to}`,
          )
          changedTo = to
        } else if (event === 'revision') {
          const revision = data.trim()
          if (revision !== purgedUpTo && revision !== changedTo) {
            // a change whose files are not known, or this purger's first connection: what the
            // cache holds may be from any revision before
            await purge(EVERY_PAGE, revision, `revision ${revision}, files not known`)
          }
          purgedUpTo = revision
        }
      }
    }
  } finally {
    clearTimeout(idle)
  }
}

if (contentApi === '') {
  log('error', 'CONTENT_API_URL is not set: nothing to follow')
  process.exit(1)
}
let backoff = FIRST_BACKOFF_MS
for (;;) {
  const began = Date.now()
  try {
    await follow()
    log('warn', 'revision stream ended')
  } catch (error) {
    log('warn', 'revision stream failed', { error: String(error) })
  }
  if (Date.now() - began > 10_000) backoff = FIRST_BACKOFF_MS
  await sleep(backoff)
  backoff = Math.min(backoff * 2, MAX_BACKOFF_MS)
}
