/**
 * Structured logs: one JSON object per line with the same keys in every service (time, level,
 * service, msg, requestId while a request is handled, then the fields), so one query finds an
 * event whichever service wrote it, and one request id every line of that request in all of them.
 * At a terminal (LOG_FORMAT=pretty, which `npm start` sets) the same events are short lines.
 */
import { prettyLine, type LogFormat } from './log-format.js'
import { currentRequestId } from './request-context.js'

export type LogLevel = 'debug' | 'info' | 'warn' | 'error'
export type LogFields = Record<string, unknown>

export interface Logger {
  debug(msg: string, fields?: LogFields): void
  info(msg: string, fields?: LogFields): void
  warn(msg: string, fields?: LogFields): void
  error(msg: string, fields?: LogFields): void
}

export interface LoggerOptions {
  /** 'content-api', 'media', 'web': written on every line */
  service: string
  /** Receives one line (without newline) per event. Default: info and debug on stdout, warn and
   * error on stderr. */
  write?: (line: string, level: LogLevel) => void
  /** json (default) or pretty: decided at boot from LOG_FORMAT (logFormatOf) */
  format?: LogFormat
  /** Events below this level are dropped. Default: debug (everything). */
  minLevel?: LogLevel
}

const levelRank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 }
const reserved = new Set(['time', 'level', 'service', 'msg', 'requestId'])

/** Errors serialise to `{}` with JSON.stringify: keep what helps an operator. */
function toLoggable(value: unknown): unknown {
  if (value instanceof Error) {
    const code = (value as { code?: unknown }).code
    return {
      name: value.name,
      message: value.message,
      ...(code !== undefined ? { code } : {}),
      ...(value.stack ? { stack: value.stack } : {}),
    }
  }
  return value
}

function defaultWrite(line: string, level: LogLevel): void {
  if (level === 'warn' || level === 'error') process.stderr.write(`${line}\n`)
  else process.stdout.write(`${line}\n`)
}

export function createLogger(options: LoggerOptions): Logger {
  const write = options.write ?? defaultWrite
  const minRank = levelRank[options.minLevel ?? 'debug']

  function emit(level: LogLevel, msg: string, fields: LogFields = {}): void {
    if (levelRank[level] < minRank) return
    const entry: LogFields = {
      time: new Date().toISOString(),
      level,
      service: options.service,
      msg,
    }
    const requestId = currentRequestId()
    if (requestId !== undefined) entry.requestId = requestId
    for (const [key, value] of Object.entries(fields)) {
      // a field named like a core key must not overwrite it (and mislead log queries)
      entry[reserved.has(key) ? `field_${key}` : key] = toLoggable(value)
    }
    if (options.format === 'pretty') {
      const line = prettyLine(entry)
      if (line !== null) write(line, level)
    } else {
      write(JSON.stringify(entry), level)
    }
  }

  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
  }
}

/** A logger that drops everything: for tests that do not assert on logs. */
export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} }

/** A logger that keeps every entry, parsed, for tests that assert on logs. */
export function createMemoryLogger(service = 'test'): Logger & { lines: LogFields[] } {
  const lines: LogFields[] = []
  const logger = createLogger({
    service,
    write: (line) => lines.push(JSON.parse(line) as LogFields),
  })
  return Object.assign(logger, { lines })
}
