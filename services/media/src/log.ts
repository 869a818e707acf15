export type LogLevel = 'debug' | 'info' | 'warn' | 'error'
export type LogFields = Record<string, unknown>

export interface Log {
  debug(msg: string, fields?: LogFields): void
  info(msg: string, fields?: LogFields): void
  warn(msg: string, fields?: LogFields): void
  error(msg: string, fields?: LogFields): void
}

export interface LogOptions {
  /** Receives one JSON line (without newline) per event. Default: stdout. */
  write?: (line: string) => void
  minLevel?: LogLevel
  /** Fields added to every line, e.g. `{ service: 'media' }`. */
  base?: LogFields
}

const levelRank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 }
const reserved = new Set(['time', 'level', 'msg'])

/** Errors serialise to `{}` with JSON.stringify; keep what helps an operator (stack stays in logs only). */
function toLoggable(value: unknown): unknown {
  if (value instanceof Error) {
    const code = (value as { code?: unknown }).code
    return {
      name: value.name,
      message: value.message,
      ...(code ? { code } : {}),
      stack: value.stack,
    }
  }
  return value
}

/** A tiny structured logger: one JSON object per line with time, level, msg and the fields. */
export function createLog(options: LogOptions = {}): Log {
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`))
  const minRank = levelRank[options.minLevel ?? 'debug']
  const base = options.base ?? {}

  function emit(level: LogLevel, msg: string, fields: LogFields = {}): void {
    if (levelRank[level] < minRank) return
    const entry: LogFields = { time: new Date().toISOString(), level, msg }
    for (const [key, value] of Object.entries({ ...base, ...fields })) {
      // A field named like a core key must not overwrite it (and confuse log queries).
      entry[reserved.has(key) ? `field_${key}` : key] = toLoggable(value)
    }
    write(JSON.stringify(entry))
  }

  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
  }
}
