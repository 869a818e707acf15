import express, { type RequestHandler } from 'express'
import { AppError } from '@site/platform'

/** Deeper than any form we take (page values nest about 5); far below what recursion survives. */
export const MAX_JSON_DEPTH = 64

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d

/**
 * Whether `body` nests arrays and objects deeper than `max`, counted on the raw text before
 * JSON.parse: every walk over the parsed value (control-character check, zod, the merge) recurses,
 * and 100,000 nested arrays overflow the stack there, a 500. Brackets inside strings do not count.
 * UTF-8 is scanned byte by byte (its multi-byte characters never contain these ASCII bytes);
 * another charset is decoded first. Stops at the first bracket past the limit.
 */
export function jsonNestingExceeds(body: Uint8Array, max: number, encoding = 'utf-8'): boolean {
  const bytes = /^utf-?8$/i.test(encoding) ? body : decodedAsUtf8(body, encoding)
  let depth = 0
  let inString = false
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]
    if (inString) {
      if (byte === BACKSLASH)
        i++ // the escaped character, a quote included, is text
      else if (byte === QUOTE) inString = false
    } else if (byte === QUOTE) inString = true
    else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      if (++depth > max) return true
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) depth--
  }
  return false
}

function decodedAsUtf8(body: Uint8Array, encoding: string): Uint8Array {
  try {
    return Buffer.from(new TextDecoder(encoding).decode(body), 'utf8')
  } catch {
    return body // a charset TextDecoder does not know: the body parser refuses it anyway (415)
  }
}

/**
 * express.json with the depth check run on the raw body before it is parsed: every JSON body
 * content-api reads goes through this (the general parser and the contact routes' own smaller
 * ones), so none reaches JSON.parse, or any code walking the result, nested deeper than the limit.
 */
export function jsonBody(limit: string): RequestHandler {
  return express.json({
    limit,
    verify: (_req, _res, body, encoding) => {
      if (jsonNestingExceeds(body, MAX_JSON_DEPTH, encoding)) {
        throw new AppError(
          400,
          'too_deep',
          `The request body nests arrays or objects more than ${MAX_JSON_DEPTH} deep`,
        )
      }
    },
  })
}
