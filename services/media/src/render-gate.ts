/** The render queue is full: answered 503 with Retry-After (see media-route.ts). */
export class RenderQueueFullError extends Error {
  override name = 'RenderQueueFullError'
}

/** How a render ended: made, failed, or refused at once because the queue was full. */
export type RenderOutcome = 'ok' | 'failed' | 'refused'

/**
 * Bounds sharp: at most `concurrent` renders at once and `queued` waiting; beyond that a render
 * is refused at once (a burst of thousands of distinct variant URLs must not queue unbounded
 * work or memory). Each decoded image can take hundreds of MB, so the bound is what keeps the
 * process small.
 */
export function createRenderGate({
  concurrent,
  queued,
  onRender,
}: {
  concurrent: number
  queued: number
  /** told how each render went and how long it ran (waiting excluded): the metrics */
  onRender?: (outcome: RenderOutcome, seconds: number) => void
}) {
  let running = 0
  const waiting: Array<() => void> = []

  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= concurrent) {
      if (waiting.length >= queued) {
        onRender?.('refused', 0)
        throw new RenderQueueFullError('too many images are being prepared')
      }
      await new Promise<void>((resolve) => waiting.push(resolve))
    } else running++
    const started = performance.now()
    let outcome: RenderOutcome = 'failed'
    try {
      const result = await task()
      outcome = 'ok'
      return result
    } finally {
      onRender?.(outcome, (performance.now() - started) / 1000)
      const next = waiting.shift()
      if (next) next()
      else running--
    }
  }

  return {
    run,
    get running() {
      return running
    },
    get waiting() {
      return waiting.length
    },
  }
}
export type RenderGate = ReturnType<typeof createRenderGate>
