import { isIP } from 'node:net'
import type { ContentProblem } from '../content/codecs.js'
import type { ExternalLinkChecks } from './content-checks.js'
import type { ExternalLink } from './item-checks.js'

/**
 * The background check of external links: does each http(s) address the content links to still
 * answer? Fed only by the content checks (a save, a publish, a pull: content-checks.ts) and by
 * `npm run content:check -- --links`, never by a visitor's request. Bounded: at most `maxUrls`
 * addresses known, `maxInFlight` requests at once, one request per host per `perHostMs` (a HEAD,
 * then a GET where the HEAD is refused, each in its own slot), `timeoutMs` each, with a
 * User-Agent naming the site and its URL. Answers are kept for `ttlMs`, then asked again.
 */
export interface LinkCheckerOptions {
  /** names the site and its address, so a site owner seeing the requests knows who asks */
  userAgent: string
  timeoutMs: number
  maxUrls: number
  maxInFlight: number
  perHostMs: number
  ttlMs: number
  /** loopback, private and link-local addresses are not asked (true only in tests) */
  allowPrivate?: boolean
  /** the checker's clock and its timer (tests inject both: no test waits on wall time) */
  clock?: () => number
  wait?: (ms: number) => Promise<void>
  fetch?: typeof fetch
  /** each request as it is sent, with the clock's time: what the per-host spacing is read from */
  onRequest?: (request: { method: 'HEAD' | 'GET'; url: string; at: number }) => void
}

/** What an address answered: null when it is fine, else why it is not. */
interface LinkResult {
  checkedAt: number
  problem: string | null
}

/** An address longer than this is not asked (and says so). */
const MAX_URL_LENGTH = 2000
/** Links of one item that are followed (a bound on what one file can queue). */
const MAX_LINKS_PER_ITEM = 200

export const LINK_CHECK_DEFAULTS = {
  timeoutMs: 10_000,
  maxUrls: 5_000,
  maxInFlight: 4,
  perHostMs: 1_000,
  ttlMs: 24 * 60 * 60_000,
} as const

/** The User-Agent of the link checker of the site at `siteUrl`. */
export const linkCheckUserAgent = (siteUrl: string) =>
  `${new URL(siteUrl).host} link checker (+${siteUrl})`

export class ExternalLinkChecker implements ExternalLinkChecks {
  private readonly results = new Map<string, LinkResult>()
  private readonly linksByFile = new Map<string, ExternalLink[]>()
  private readonly queue = new Set<string>()
  /** per host, the clock time from which its next request may start */
  private readonly nextSlot = new Map<string, number>()
  private inFlight = 0
  private timer: Promise<void> | null = null
  private stopped = false
  private idleWaiters: Array<() => void> = []
  private readonly clock: () => number
  private readonly wait: (ms: number) => Promise<void>
  private readonly fetch: typeof fetch

  constructor(private readonly options: LinkCheckerOptions) {
    this.clock = options.clock ?? Date.now
    this.wait = options.wait ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms).unref()))
    this.fetch = options.fetch ?? fetch
  }

  linksOf(file: string, links: ExternalLink[]): void {
    const kept = links.slice(0, MAX_LINKS_PER_ITEM)
    if (kept.length === 0) this.linksByFile.delete(file)
    else this.linksByFile.set(file, kept)
    for (const { url } of kept) this.enqueue(url)
    this.pump()
  }

  problemsOf(file: string): ContentProblem[] {
    const out: ContentProblem[] = []
    for (const { field, url } of this.linksByFile.get(file) ?? []) {
      const problem =
        this.results.get(url)?.problem ?? (url.length > MAX_URL_LENGTH ? 'too long to check' : null)
      if (problem)
        out.push({ file, field, severity: 'warning', message: `Link to ${url}: ${problem}` })
    }
    return out
  }

  /**
   * Asks again every address linked to whose answer is older than the time to live, and forgets
   * the answers of addresses nothing links to any more (room for new ones).
   */
  recheckStale(): void {
    const linked = new Set([...this.linksByFile.values()].flat().map((l) => l.url))
    for (const url of this.results.keys()) if (!linked.has(url)) this.results.delete(url)
    for (const url of linked) this.enqueue(url)
    this.pump()
  }

  /** Resolves when nothing is queued or being asked (the CLI waits for it). */
  idle(): Promise<void> {
    if (this.queue.size === 0 && this.inFlight === 0) return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  stop(): void {
    this.stopped = true
    this.queue.clear()
    this.settleIfIdle()
  }

  private enqueue(url: string): void {
    if (this.stopped || this.queue.has(url) || !checkable(url, this.options.allowPrivate)) return
    const known = this.results.get(url)
    if (known && this.clock() - known.checkedAt < this.options.ttlMs) return
    // a bound on what is kept: an address not known yet waits for room
    if (!known && this.results.size + this.queue.size >= this.options.maxUrls) return
    this.queue.add(url)
  }

  /** Starts what may start now; when every queued host must wait, wakes when the first may. */
  private pump(): void {
    while (!this.stopped && this.inFlight < this.options.maxInFlight && this.queue.size > 0) {
      const now = this.clock()
      let next: { url: string; at: number } | null = null
      for (const url of this.queue) {
        const at = Math.max(now, this.nextSlot.get(hostOf(url)) ?? now)
        if (!next || at < next.at) next = { url, at }
        if (at === now) break
      }
      if (!next) break
      if (next.at > now) {
        this.timer ??= this.wait(next.at - now).then(() => {
          this.timer = null
          this.pump()
        })
        break
      }
      this.queue.delete(next.url)
      this.inFlight++
      void this.check(next.url).finally(() => {
        this.inFlight--
        this.pump()
        this.settleIfIdle()
      })
    }
    this.settleIfIdle()
  }

  private settleIfIdle(): void {
    if (this.inFlight > 0 || (this.queue.size > 0 && !this.stopped)) return
    for (const resolve of this.idleWaiters.splice(0)) resolve()
  }

  /** Waits for the host's next slot and takes it. */
  private async slot(url: string): Promise<number> {
    const host = hostOf(url)
    const at = Math.max(this.clock(), this.nextSlot.get(host) ?? 0)
    this.nextSlot.set(host, at + this.options.perHostMs)
    const wait = at - this.clock()
    if (wait > 0) await this.wait(wait)
    return at
  }

  private async check(url: string): Promise<void> {
    let problem: string | null
    try {
      let status = await this.request('HEAD', url)
      // some servers refuse HEAD (405, 403, 404...) but answer GET: the page is what counts
      if (status >= 400) status = await this.request('GET', url)
      problem = status >= 400 ? `answers ${status}` : null
    } catch (error) {
      problem = `does not answer (${reasonOf(error, this.options.timeoutMs)})`
    }
    this.results.set(url, { checkedAt: this.clock(), problem })
  }

  private async request(method: 'HEAD' | 'GET', url: string): Promise<number> {
    const at = await this.slot(url)
    this.options.onRequest?.({ method, url, at })
    const res = await this.fetch(url, {
      method,
      redirect: 'follow',
      headers: { 'user-agent': this.options.userAgent, accept: '*/*' },
      signal: AbortSignal.timeout(this.options.timeoutMs),
    })
    // the status is all that is read: the body is never downloaded
    await res.body?.cancel().catch(() => undefined)
    return res.status
  }
}

const hostOf = (url: string) => new URL(url).host

function reasonOf(error: unknown, timeoutMs: number): string {
  const name = (error as { name?: string }).name
  if (name === 'TimeoutError' || name === 'AbortError')
    return `no answer within ${timeoutMs / 1000} s`
  const cause = (error as { cause?: { code?: string } }).cause
  return cause?.code ?? 'the connection failed'
}

/** An http(s) address of a public host, short enough to ask. */
function checkable(url: string, allowPrivate = false): boolean {
  if (url.length > MAX_URL_LENGTH) return false
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false
  return allowPrivate || !isPrivateHost(parsed.hostname)
}

/** Loopback, private, link-local and unique-local addresses, and names of this machine. */
function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal')) return true
  const version = isIP(host)
  if (version === 4) {
    const [a = 0, b = 0] = host.split('.').map(Number)
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    )
  }
  if (version === 6)
    return (
      host === '::1' ||
      host === '::' ||
      /^f[cd]/.test(host) ||
      /^fe[89ab]/.test(host) ||
      host.startsWith('::ffff:')
    )
  return false
}
