import type { RequestHandler } from 'express'
import { validationError } from '@site/platform'

// NUL and the other C0 controls (tab, line feed and carriage return are text) and DEL
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/** The path of the first string in `value` that holds a control character, or null. */
export function controlCharacterAt(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = controlCharacterAt(item, [...path, String(i)])
      if (found) return found
    }
    return null
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = controlCharacterAt(item, [...path, key])
      if (found) return found
    }
  }
  return null
}

/**
 * Control characters (a NUL byte above all) have no place in content: YAML and JSON writers choke
 * on them or write what no editor can see. A JSON body holding one is refused with 400 naming the
 * field, before any service reads it.
 */
export const rejectControlCharacters: RequestHandler = (req, _res, next) => {
  const at = controlCharacterAt(req.body)
  if (at === null) return next()
  const key = at.length > 0 ? at.join('.') : '_'
  next(validationError({ [key]: 'Remove the control characters (such as NUL) from this text' }))
}
