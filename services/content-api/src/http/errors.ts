import type { ErrorRequestHandler, RequestHandler } from 'express'
import type { Logger } from '../log.js'

/** An answer other than 2xx, rendered as `{ error: { code, message, fields? } }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: {
      fields?: Record<string, string>
      retryAfterSeconds?: number
      details?: unknown
    } = {},
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

/** 400 naming each invalid field: the one shape every validation failure answers with. */
export function validationError(
  fields: Record<string, string>,
  message = 'Some fields are not valid',
): HttpError {
  return new HttpError(400, 'validation_failed', message, { fields })
}

export const notFoundHandler: RequestHandler = (req, res) => {
  res
    .status(404)
    .json({ error: { code: 'not_found', message: `No route for ${req.method} ${req.path}` } })
}

/** Body-parser errors carry a status and a type; everything unexpected is a logged 500. */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (error instanceof HttpError) {
      if (error.extra.retryAfterSeconds)
        res.set('Retry-After', String(error.extra.retryAfterSeconds))
      const body: Record<string, unknown> = { code: error.code, message: error.message }
      if (error.extra.fields) body.fields = error.extra.fields
      if (error.extra.details !== undefined) Object.assign(body, error.extra.details)
      res.status(error.status).json({ error: body })
      return
    }
    const err = error as { status?: number; type?: string; message?: string }
    if (err.type === 'entity.too.large') {
      res
        .status(413)
        .json({ error: { code: 'too_large', message: 'The request body is too large' } })
      return
    }
    if (err.type === 'entity.parse.failed') {
      res
        .status(400)
        .json({ error: { code: 'invalid_json', message: 'The request body is not valid JSON' } })
      return
    }
    // any other client error the body parser or router raised (an unsupported charset or
    // encoding, a malformed percent-encoding): the client's fault, said as such, never a 500
    const status = (error as { status?: unknown }).status
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const code = (err.type ?? `http_${status}`).replace(/[^a-z0-9]+/gi, '_')
      res.status(status).json({ error: { code, message: err.message ?? 'Bad request' } })
      return
    }
    log.error('unhandled error', { method: req.method, path: req.path, error: String(error) })
    res
      .status(500)
      .json({ error: { code: 'internal', message: 'Something went wrong on our side' } })
  }
}
