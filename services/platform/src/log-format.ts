import { z } from 'zod'
import { ConfigError } from './env.js'
import type { LogFields } from './log.js'

/**
 * How log lines are written: `json`, one object per line for containers and log stores (the
 * default), or `pretty`, short lines for a person at a terminal (`npm start` sets it).
 */
export const LogFormat = z.enum(['json', 'pretty'])
export type LogFormat = z.infer<typeof LogFormat>

/** LOG_FORMAT from the environment, decided once at boot: unset is json; anything else is refused. */
export function logFormatOf(env: NodeJS.ProcessEnv): LogFormat {
  const value = env.LOG_FORMAT?.trim().toLowerCase() ?? ''
  if (value === '') return 'json'
  const parsed = LogFormat.safeParse(value)
  if (!parsed.success) throw new ConfigError(["LOG_FORMAT: use 'json' or 'pretty'"])
  return parsed.data
}

/**
 * A successful request for a file (a script, a font, an image variant) or a health probe: a
 * first visit asks for hundreds, and a person reading the terminal wants the pages and the
 * failures. The JSON format keeps every line.
 */
function routine(entry: LogFields): boolean {
  if (entry.msg !== 'request' || typeof entry.status !== 'number' || entry.status >= 400)
    return false
  const path = typeof entry.path === 'string' ? (entry.path.split('?')[0] ?? '') : ''
  return /\.[A-Za-z0-9]{1,8}$/.test(path) || path === '/health' || path === '/metrics'
}

const CORE = new Set(['time', 'level', 'service', 'msg', 'requestId'])

/** An Error as the logger keeps it (name, message, stack): one line says what it was. */
function errorText(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null
  const { name, message } = value as { name?: unknown; message?: unknown }
  return typeof name === 'string' && typeof message === 'string' ? `${name}: ${message}` : null
}

/**
 * `key=value` with quotes only where a value has spaces; an error as its name and message (its
 * stack is in the JSON format); other objects as compact JSON.
 */
function fieldText(key: string, value: unknown): string {
  const asText = (): string => {
    if (typeof value === 'string') return value
    return value instanceof Object ? JSON.stringify(value) : String(value)
  }
  const text = errorText(value) ?? asText()
  return `${key}=${/\s/.test(text) ? JSON.stringify(text) : text}`
}

/**
 * One short line for a terminal, or null for a routine request: `14:02:07 GET /ar/about 200
 * 38ms`, `14:02:07 warn content_read_failed what=sitemap`. The service's name is not repeated
 * (`npm start` prefixes each line with it); the request id is left out (it is in the JSON).
 */
export function prettyLine(entry: LogFields): string | null {
  if (routine(entry)) return null
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 19) : ''
  if (entry.msg === 'request') {
    return `${time} ${String(entry.method)} ${String(entry.path)} ${String(entry.status)} ${String(entry.ms)}ms`
  }
  const level = entry.level === 'info' ? '' : ` ${String(entry.level)}`
  const fields = Object.entries(entry)
    .filter(([key]) => !CORE.has(key))
    .map(([key, value]) => fieldText(key, value))
  return [`${time}${level} ${String(entry.msg)}`, ...fields].join(' ')
}
