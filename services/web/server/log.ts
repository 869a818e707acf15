/** Structured logs: one JSON object per line, on stdout (info) or stderr (warn, error). */
export type LogLevel = 'info' | 'warn' | 'error'
export type LogFields = Record<string, unknown>

export interface Logger {
  info(event: string, fields?: LogFields): void
  warn(event: string, fields?: LogFields): void
  error(event: string, fields?: LogFields): void
}

function serialise(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message }
  return value
}

export function createLogger(service = 'web', write = defaultWrite): Logger {
  const emit = (level: LogLevel, event: string, fields: LogFields = {}) => {
    const entry: LogFields = { time: new Date().toISOString(), level, service, event }
    for (const [key, value] of Object.entries(fields)) entry[key] = serialise(value)
    write(level, JSON.stringify(entry))
  }
  return {
    info: (event, fields) => emit('info', event, fields),
    warn: (event, fields) => emit('warn', event, fields),
    error: (event, fields) => emit('error', event, fields),
  }
}

function defaultWrite(level: LogLevel, line: string): void {
  if (level === 'info') process.stdout.write(`${line}\n`)
  else process.stderr.write(`${line}\n`)
}

/** A logger that records lines, for tests. */
export function createMemoryLogger(): Logger & { lines: LogFields[] } {
  const lines: LogFields[] = []
  const logger = createLogger('web', (_level, line) => lines.push(JSON.parse(line) as LogFields))
  return Object.assign(logger, { lines })
}
