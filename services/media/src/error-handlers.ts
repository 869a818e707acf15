import type { ErrorRequestHandler, RequestHandler } from 'express'
import { HttpError } from './http-error.js'
import type { Log } from './log.js'

export const notFoundHandler: RequestHandler = (req, res) => {
  res
    .status(404)
    .json(new HttpError(404, 'not_found', `no route for ${req.method} ${req.path}`).toBody())
}

/** Client errors raised by Express itself or body-parser carry `status` and `expose`. */
function asClientError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error
  const { status, type, expose } = error as { status?: unknown; type?: unknown; expose?: unknown }
  if (typeof status !== 'number' || status < 400 || status >= 500 || expose === false) {
    return undefined
  }
  if (type === 'entity.too.large') {
    return new HttpError(413, 'too_large', 'the body is larger than the limit')
  }
  return new HttpError(status, 'bad_request', 'the request could not be read')
}

/** Answers JSON; 5xx are logged with their stack and answered without it. */
export function createErrorHandler(log: Log): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) {
      // Too late for a JSON answer (e.g. a stream failed mid-way): let Express drop the socket.
      log.error('error after response started', { method: req.method, path: req.path, error })
      next(error)
      return
    }
    const clientError = asClientError(error)
    if (clientError) {
      res.status(clientError.status).json(clientError.toBody())
      return
    }
    log.error('request failed', { method: req.method, path: req.path, error })
    res.status(500).json(new HttpError(500, 'internal', 'internal server error').toBody())
  }
}
