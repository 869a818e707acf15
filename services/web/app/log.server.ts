/**
 * Structured logging for loaders and actions (server only: the .server suffix keeps it out of the
 * browser bundle). Same one-JSON-object-per-line format as server/log.ts.
 */
type Level = 'info' | 'warn' | 'error'

function errorFields(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message }
  return value
}

function write(level: Level, event: string, fields: Record<string, unknown>): void {
  const entry: Record<string, unknown> = {
    time: new Date().toISOString(),
    level,
    service: 'web',
    event,
  }
  for (const [key, value] of Object.entries(fields)) entry[key] = errorFields(value)
  const line = `${JSON.stringify(entry)}\n`
  if (level === 'info') process.stdout.write(line)
  else process.stderr.write(line)
}

export const log = {
  info: (event: string, fields: Record<string, unknown> = {}) => write('info', event, fields),
  warn: (event: string, fields: Record<string, unknown> = {}) => write('warn', event, fields),
  error: (event: string, fields: Record<string, unknown> = {}) => write('error', event, fields),
}

/**
 * Runs a content-api read for a public page; on failure logs it and returns the fallback (spec:
 * "on a failed or non-200 response the list is emptied, the error is logged, loading ends").
 */
export async function readOr<T>(what: string, read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read()
  } catch (error) {
    log.warn('content_read_failed', { what, error })
    return fallback
  }
}
