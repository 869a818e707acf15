import type { IncomingMessage, ServerResponse } from 'node:http'

/** What the warm-up's own requests carry, so they do not count as visitors. */
export const WARM_UP_HEADER = 'x-site-warm-up'

/**
 * Whether visitors are being served: requests in flight, and when the last one ended. The
 * warm-up after a start waits for a quiet moment before each of its requests, so a visitor
 * arriving meanwhile (or a Lighthouse run) has the CPU to itself instead of sharing it with
 * renders of pages nobody asked for yet.
 */
export class VisitorActivity {
  private inFlight = 0
  /** when the last visitor request ended; never, at first */
  private lastEnded = Number.NEGATIVE_INFINITY

  constructor(private readonly now: () => number = Date.now) {}

  /** Wraps the server's request listener to count visitors' requests (not the warm-up's). */
  track<L extends (req: IncomingMessage, res: ServerResponse) => void>(listener: L): L {
    return ((req: IncomingMessage, res: ServerResponse) => {
      if (req.headers[WARM_UP_HEADER] === undefined) {
        this.inFlight += 1
        res.once('close', () => {
          this.inFlight -= 1
          this.lastEnded = this.now()
        })
      }
      listener(req, res)
    }) as L
  }

  /** Resolves once no visitor request is in flight and none ended in the last `quietMs`. */
  async quiet(quietMs: number, signal?: AbortSignal): Promise<void> {
    for (;;) {
      if (signal?.aborted) return
      const wait = this.inFlight > 0 ? quietMs : this.lastEnded + quietMs - this.now()
      if (wait <= 0) return
      await new Promise((resolve) => setTimeout(resolve, Math.min(wait, 250)))
    }
  }
}
