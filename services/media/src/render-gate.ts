/** The render queue is full: answered 503 with Retry-After (see media-route.ts). */
export class RenderQueueFullError extends Error {
  override name = 'RenderQueueFullError'
}

/**
 * Bounds sharp: at most `concurrent` renders at once and `queued` waiting; beyond that a render
 * is refused at once (a burst of thousands of distinct variant URLs must not queue unbounded
 * work or memory). Each decoded image can take hundreds of MB, so the bound is what keeps the
 * process small.
 */
export function createRenderGate({ concurrent, queued }: { concurrent: number; queued: number }) {
  let running = 0
  const waiting: Array<() => void> = []

  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= concurrent) {
      if (waiting.length >= queued)
        throw new RenderQueueFullError('too many images are being prepared')
      await new Promise<void>((resolve) => waiting.push(resolve))
    } else running++
    try {
      return await task()
    } finally {
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
