export {
  createLogger,
  createMemoryLogger,
  silentLogger,
  type Logger,
  type LoggerOptions,
  type LogFields,
  type LogLevel,
} from './log.js'
export { LogFormat, logFormatOf, prettyLine } from './log-format.js'
export { AppError, validationError, type AppErrorExtra } from './app-error.js'
export { errorHandler, internalErrorBody, notFoundHandler } from './http-errors.js'
export { booleanFlag, ConfigError, presentVariables } from './env.js'
export { csvText, neutraliseFormula } from './csv.js'
export { fetchRetryingDrops, isConnectionDrop } from './fetch-retry.js'
export {
  createGracefulStop,
  shutdownDrainMs,
  type GracefulStop,
  type GracefulStopOptions,
} from './drain.js'
export {
  createServiceMetrics,
  metricsHandler,
  recordRequests,
  METRIC_PREFIX,
  UNMATCHED_ROUTE,
  type MetricsAccess,
  type ServiceMetrics,
} from './metrics.js'
export {
  currentRequestId,
  forwardingRequestId,
  logRequests,
  REQUEST_ID_HEADER,
  requestIdHeaders,
  requestIdOf,
  runWithRequestId,
  withRequestId,
} from './request-context.js'
export { MAC_PART, macOf, readSignedToken, sameSecret, signedTokenPattern } from './signed-token.js'
export { WindowCounter } from './window-counter.js'
