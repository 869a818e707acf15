/**
 * The web app's logger (loaders, actions, the SSR entry; the .server suffix keeps it out of the
 * browser bundle): the platform's, with the same keys as the web server and the other services.
 */
import { createLogger, logFormatOf } from '@site/platform'

export const log = createLogger({ service: 'web', format: logFormatOf(process.env) })

/**
 * Runs a content-api read for a public page; on failure logs it and returns the fallback (on a
 * failed or non-200 response the list is emptied, the error is logged and the page still renders).
 */
export async function readOr<T>(what: string, read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read()
  } catch (error) {
    log.warn('content_read_failed', { what, error })
    return fallback
  }
}
