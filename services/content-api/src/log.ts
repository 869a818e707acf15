/** Structured logs: one JSON line per event, so they can be grepped and shipped as they are. */
export type LogFields = Record<string, unknown>
export interface Logger {
  info(msg: string, fields?: LogFields): void
  warn(msg: string, fields?: LogFields): void
  error(msg: string, fields?: LogFields): void
}

export function createLogger(
  service: string,
  write = (line: string) => process.stdout.write(line),
): Logger {
  const emit = (level: string, msg: string, fields: LogFields = {}) =>
    write(`${JSON.stringify({ time: new Date().toISOString(), level, service, msg, ...fields })}\n`)
  return {
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
  }
}

/** A logger that drops everything: for tests that do not assert on logs. */
export const silentLogger: Logger = { info() {}, warn() {}, error() {} }
