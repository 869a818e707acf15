/**
 * A server may close a kept-alive connection at any moment it is idle (a replica stopping, an
 * idle timeout), and a request the client sent on it at that moment fails without having been
 * read. For a GET or HEAD that is safe to send again, so it is, once, on a new connection; like
 * the edge's `retry-on`. Anything else, and a request that timed out, fails as it did.
 */
const RETRYABLE_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE', 'ECONNREFUSED'])

export function isConnectionDrop(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause
  return typeof cause?.code === 'string' && RETRYABLE_CODES.has(cause.code)
}

export async function fetchRetryingDrops(
  doFetch: typeof fetch,
  url: string,
  init: RequestInit = {},
): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase()
  try {
    return await doFetch(url, init)
  } catch (error) {
    if ((method !== 'GET' && method !== 'HEAD') || !isConnectionDrop(error)) throw error
    if (init.signal?.aborted) throw error
    return doFetch(url, init)
  }
}
