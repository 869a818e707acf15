import type { ErrorRequestHandler, RequestHandler } from 'express'
import { AppError } from './app-error.js'
import type { Logger } from './log.js'

/** Every service answers an unknown route the same way. */
export const notFoundHandler: RequestHandler = (req, res) => {
  res
    .status(404)
    .json({ error: { code: 'not_found', message: `No route for ${req.method} ${req.path}` } })
}

/** The one body of an unexpected failure: nothing of the cause leaks to the client. */
export const internalErrorBody = {
  error: { code: 'internal', message: 'Something went wrong on our side' },
} as const

/**
 * Renders an AppError as its JSON body; body-parser and router errors (they carry a 4xx status
 * and a type) as the client's fault; anything else as a logged 500 without its stack.
 */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      // too late for a JSON answer (a stream failed mid-way): let Express drop the socket
      log.error('error after response started', { method: req.method, path: req.path, error })
      next(error)
      return
    }
    if (error instanceof AppError) {
      if (error.extra.retryAfterSeconds)
        res.set('Retry-After', String(error.extra.retryAfterSeconds))
      const body: Record<string, unknown> = { code: error.code, message: error.message }
      if (error.extra.fields) body.fields = error.extra.fields
      if (error.extra.details !== undefined) Object.assign(body, error.extra.details)
      res.status(error.status).json({ error: body })
      return
    }
    const err = (error ?? {}) as {
      status?: unknown
      type?: string
      message?: string
      expose?: unknown
    }
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
    const status = err.status
    if (typeof status === 'number' && status >= 400 && status < 500 && err.expose !== false) {
      const code = (err.type ?? `http_${status}`).replace(/[^a-z0-9]+/gi, '_')
      res.status(status).json({ error: { code, message: err.message ?? 'Bad request' } })
      return
    }
    log.error('request failed', { method: req.method, path: req.path, error })
    res.status(500).json(internalErrorBody)
  }
}
