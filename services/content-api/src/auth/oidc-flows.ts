import { randomBytes } from 'node:crypto'

/** What one started sign-in must find again at its callback (never sent to the browser). */
export interface PendingFlow {
  state: string
  nonce: string
  codeVerifier: string
  remember: boolean
  startedAt: number
}

/** How long the provider has to send the browser back: a sign-in page, and a password typed. */
export const FLOW_TTL_MS = 10 * 60 * 1000
/**
 * Anyone can start a sign-in, so the waiting flows are bounded: past this many the oldest is
 * dropped (its browser starts again). A flow takes about 1 KiB of heap (measured: 2,000 flows
 * ~1.9 MiB), so the bound is about 2 MiB.
 */
export const MAX_PENDING_FLOWS = 2_000

/**
 * Single sign-on flows between their start and their callback, in memory (content-api runs one
 * replica; a restart only asks the few people half-way through to press the button again). Each
 * is found by a random id web keeps in an httpOnly cookie, and is taken once.
 */
export class PendingFlows {
  private readonly flows = new Map<string, PendingFlow>()

  constructor(private readonly now: () => number = Date.now) {}

  add(flow: Omit<PendingFlow, 'startedAt'>): { id: string; expiresAt: number } {
    const startedAt = this.now()
    this.dropExpired(startedAt)
    while (this.flows.size >= MAX_PENDING_FLOWS) {
      const oldest = this.flows.keys().next()
      if (oldest.done) break
      this.flows.delete(oldest.value)
    }
    const id = randomBytes(32).toString('base64url')
    this.flows.set(id, { ...flow, startedAt })
    return { id, expiresAt: startedAt + FLOW_TTL_MS }
  }

  /** The flow, removed (a callback is used once), or null when unknown or expired. */
  take(id: string): PendingFlow | null {
    const flow = this.flows.get(id)
    this.flows.delete(id)
    if (!flow || this.now() - flow.startedAt >= FLOW_TTL_MS) return null
    return flow
  }

  get size(): number {
    return this.flows.size
  }

  /** Map keeps insertion order: the expired ones are at the front. */
  private dropExpired(now: number): void {
    for (const [id, flow] of this.flows) {
      if (now - flow.startedAt < FLOW_TTL_MS) break
      this.flows.delete(id)
    }
  }
}
