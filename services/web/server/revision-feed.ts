import type { Logger } from '@site/platform'
import { RevisionAnswer } from '@site/contract'
import { createContentClient } from '@site/contract/client'
import type { RevisionStep } from './page-cache.js'

/**
 * The content revision as web knows it, kept current by content-api's server-sent events
 * (GET /api/revision/stream), so a cached page is answered without asking content-api.
 *
 * While the stream is down web reconnects with a doubling backoff and polls GET /api/revision
 * meanwhile. When neither answers, `current()` is null: the revision is unknown, and the page cache
 * then renders every view fresh instead of serving what may be stale as current.
 *
 * When content-api names the files a change touched (a `changes` event before the revision, or
 * `changed` in the poll's answer to `?since=`), the feed reports the step to `onStep` listeners
 * before the new revision is current; a change it cannot attribute (a gap while disconnected,
 * content-api not knowing) is reported to nobody: for the page cache every page is then stale.
 */
export interface RevisionFeed {
  /** the current revision, or null while it is not known */
  current(): string | null
  /** asks content-api once now (after a save web made, before its answer goes back) */
  refresh(): Promise<void>
  /** calls `listener` with each change whose files are known, before it becomes current */
  onStep?(listener: (step: RevisionStep) => void): void
  close(): void
}

export interface RevisionFeedOptions {
  contentApiUrl: string
  log: Logger
  fetch?: typeof fetch
  /** first reconnect delay, doubled up to maxBackoffMs */
  backoffMs?: number
  maxBackoffMs?: number
  /** poll interval while the stream is down */
  pollMs?: number
  /** a silent stream (heartbeats stopped) is dropped and reopened after this long */
  idleTimeoutMs?: number
}

/** content-api's client for the revision: an answer not there within 2 s counts as none. */
const revisionClient = (contentApiUrl: string, doFetch: typeof fetch) =>
  createContentClient({ baseUrl: contentApiUrl, fetch: doFetch, timeoutMs: 2000 })

/** Asks content-api for its current revision; null when it does not answer (in 2 s) or fails. */
export async function fetchRevision(
  contentApiUrl: string,
  doFetch: typeof fetch = fetch,
): Promise<string | null> {
  return (await fetchRevisionSince(contentApiUrl, null, doFetch))?.revision ?? null
}

/**
 * Asks the current revision and, when content-api knows them, the files changed since `since`;
 * null when it does not answer (in 2 s) or fails.
 */
export async function fetchRevisionSince(
  contentApiUrl: string,
  since: string | null,
  doFetch: typeof fetch = fetch,
): Promise<{ revision: string; changed: string[] | null } | null> {
  try {
    const answer = RevisionAnswer.safeParse(
      await revisionClient(contentApiUrl, doFetch).revision(since ?? undefined),
    )
    if (!answer.success) return null
    const { revision, changed } = answer.data
    return { revision, changed: answer.data.since === since && changed ? changed : null }
  } catch {
    return null
  }
}

export function createRevisionFeed(options: RevisionFeedOptions): RevisionFeed {
  const doFetch = options.fetch ?? fetch
  const base = options.contentApiUrl.replace(/\/+$/, '')
  const contentApi = createContentClient({ baseUrl: base, fetch: doFetch })
  const { log } = options
  const firstBackoff = options.backoffMs ?? 250
  const maxBackoff = options.maxBackoffMs ?? 10_000
  const pollMs = options.pollMs ?? 1000
  const idleTimeoutMs = options.idleTimeoutMs ?? 45_000

  let revision: string | null = null
  let connected = false
  let closed = false
  let backoff = firstBackoff
  let controller: AbortController | undefined
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined
  let pollTimer: ReturnType<typeof setInterval> | undefined
  const listeners: Array<(step: RevisionStep) => void> = []

  /** makes `next` current, after reporting the step when its files are known */
  function moveTo(next: string | null, files: readonly string[] | null): void {
    if (next !== null && revision !== null && next !== revision && files !== null) {
      const step = { from: revision, to: next, files }
      for (const listener of listeners) listener(step)
    }
    revision = next
  }

  async function poll(): Promise<void> {
    const from = revision
    const answer = await fetchRevisionSince(base, from, doFetch)
    // the stream moved on while the poll was under way: its word is the newer one (the poll may
    // have been answered before that change; taking the revision back would make the pages of
    // the old revision current again, the ones the change made stale among them)
    if (revision !== from) return
    moveTo(answer?.revision ?? null, answer?.changed ?? null)
  }

  function startPolling(): void {
    if (pollTimer || closed) return
    pollTimer = setInterval(() => void poll(), pollMs)
    pollTimer.unref?.()
  }

  function stopPolling(): void {
    if (pollTimer) clearInterval(pollTimer)
    pollTimer = undefined
  }

  function scheduleReconnect(): void {
    if (closed) return
    startPolling()
    const delay = backoff
    backoff = Math.min(backoff * 2, maxBackoff)
    reconnectTimer = setTimeout(() => void connect(), delay)
    reconnectTimer.unref?.()
  }

  async function connect(): Promise<void> {
    if (closed) return
    controller = new AbortController()
    const { signal } = controller
    let idle: ReturnType<typeof setTimeout> | undefined
    const resetIdle = () => {
      if (idle) clearTimeout(idle)
      idle = setTimeout(() => controller?.abort(), idleTimeoutMs)
      idle.unref?.()
    }
    try {
      const res = await contentApi.revisionStream(revision, signal)
      if (!res.ok || !res.body) throw new Error(`status ${res.status}`)
      resetIdle()
      const reader = res.body.getReader()
      const decoder = new TextDecoder()
      let buffered = ''
      /** the files of the change the next revision event announces */
      let changes: { from: string; to: string; files: string[] } | null = null
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        resetIdle()
        buffered += decoder.decode(value, { stream: true })
        let end: number
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const frame = buffered.slice(0, end)
          buffered = buffered.slice(end + 2)
          const next = revisionOf(frame)
          if (next === null) {
            changes = changesOf(frame) ?? changes
            continue
          }
          const known = changes?.from === revision && changes.to === next ? changes.files : null
          changes = null
          moveTo(next, known)
          if (!connected) {
            connected = true
            backoff = firstBackoff
            stopPolling()
            log.info('revision_stream_connected', { revision })
          }
        }
      }
      throw new Error('stream ended')
    } catch (error) {
      if (closed) return
      if (connected) log.warn('revision_stream_lost', { error })
      connected = false
      // the last pushed revision may already be old: poll at once rather than trust it
      await poll()
      scheduleReconnect()
    } finally {
      if (idle) clearTimeout(idle)
    }
  }

  void connect()

  return {
    current: () => revision,
    refresh: poll,
    onStep: (listener) => void listeners.push(listener),
    close() {
      closed = true
      controller?.abort()
      if (reconnectTimer) clearTimeout(reconnectTimer)
      stopPolling()
    },
  }
}

/** The revision in one SSE frame (`event: revision` + `data: <rev>`), or null for others. */
export function revisionOf(frame: string): string | null {
  let event = 'message'
  let data = ''
  for (const line of frame.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim()
    else if (line.startsWith('data:')) data = line.slice(5).trim()
  }
  return event === 'revision' && data !== '' ? data : null
}

/** The step in a `changes` frame (data: {"from","to","files"}), or null for others. */
export function changesOf(frame: string): { from: string; to: string; files: string[] } | null {
  if (!/^event: ?changes$/m.test(frame)) return null
  const data = /^data: ?(.*)$/m.exec(frame)?.[1]
  try {
    const value = JSON.parse(data ?? '') as { from?: unknown; to?: unknown; files?: unknown }
    if (typeof value.from !== 'string' || typeof value.to !== 'string') return null
    if (!Array.isArray(value.files)) return null
    return { from: value.from, to: value.to, files: value.files.map(String) }
  } catch {
    return null
  }
}

/**
 * A fetch that, after each write sent to content-api, asks for the revision before answering: the
 * editor's next page view then never races the pushed event.
 */
export function refreshingAfterWrites(
  baseFetch: typeof fetch,
  feed: Pick<RevisionFeed, 'refresh'>,
): typeof fetch {
  return async (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
    const res = await baseFetch(input, init)
    if (method !== 'GET' && method !== 'HEAD') await feed.refresh()
    return res
  }
}
