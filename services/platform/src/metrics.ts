import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
} from 'prom-client'

/** Every metric of our own (not the process's, not HTTP's) starts with this. */
export const METRIC_PREFIX = 'site_'

/** The route label of a request no route of the service knows: one label for all of them. */
export const UNMATCHED_ROUTE = 'unmatched'

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** Seconds: from a cached page (well under 1 ms) to an image render or a slow save. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

let processRegistry: Registry | null = null

/**
 * The process's own metrics (CPU, memory, event loop lag, GC), collected once per process: a
 * test that makes many apps must not start a sampler for each.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry()
    collectDefaultMetrics({ register: processRegistry })
  }
  return processRegistry
}

export type RequestsCounter = Counter<'method' | 'route' | 'status'>
export type RequestsHistogram = Histogram<'method' | 'route' | 'status'>

/** One service's metrics: its own registry, the HTTP pair, and makers for the rest. */
export interface ServiceMetrics {
  registry: Registry
  httpRequests: RequestsCounter
  httpDuration: RequestsHistogram
  counter<T extends string = string>(config: Omit<CounterConfiguration<T>, 'registers'>): Counter<T>
  gauge<T extends string = string>(config: Omit<GaugeConfiguration<T>, 'registers'>): Gauge<T>
  histogram<T extends string = string>(
    config: Omit<HistogramConfiguration<T>, 'registers'>,
  ): Histogram<T>
  /** the scrape: the process's metrics and the service's, in Prometheus's text format */
  text(): Promise<string>
  contentType: string
}

/** A registry of the service's own, with the HTTP request counter and latency histogram in it. */
export function createServiceMetrics(): ServiceMetrics {
  const registry = new Registry()
  const registers = [registry]
  const labelNames = ['method', 'route', 'status'] as const
  return {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by method, route pattern and status',
      labelNames,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    counter: (config) => new Counter({ ...config, registers }),
    gauge: (config) => new Gauge({ ...config, registers }),
    histogram: (config) => new Histogram({ ...config, registers }),
    async text() {
      const parts = await Promise.all([processMetrics().metrics(), registry.metrics()])
      return `${parts.map((part) => part.trimEnd()).join('\n')}\n`
    },
    contentType: registry.contentType,
  }
}

/**
 * Counts each request and times it by route. `routeOf` names the route pattern the request
 * fits (`/api/products/:slug`), or UNMATCHED_ROUTE: never the raw path, whose ids and slugs
 * would make a new series each. Works as Express middleware and on a bare node listener.
 */
export function recordRequests(
  metrics: Pick<ServiceMetrics, 'httpRequests' | 'httpDuration'>,
  routeOf: (req: IncomingMessage) => string,
) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const started = process.hrtime.bigint()
    const method = KNOWN_METHODS.has(req.method ?? '') ? (req.method as string) : 'OTHER'
    // at the start: later handlers may rewrite req.url (a preview, a mounted router)
    const route = routeOf(req)
    res.once('finish', () => {
      const labels = { method, route, status: String(res.statusCode) }
      metrics.httpRequests.inc(labels)
      metrics.httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9)
    })
    next()
  }
}

export interface MetricsAccess {
  /** METRICS_TOKEN: when set, a scrape must send `Authorization: Bearer <token>` */
  token?: string | undefined
  /**
   * The service answers on the public port (web): without a token /metrics is not there at all
   * (the request goes on to the service's own 404). Internal services (unpublished ports) answer anyone when no token is set.
   */
  publicPort: boolean
}

function sameSecret(given: string, expected: string): boolean {
  // hashed first: equal lengths for timingSafeEqual, and no length told by the timing
  const a = createHash('sha256').update(given).digest()
  const b = createHash('sha256').update(expected).digest()
  return timingSafeEqual(a, b)
}

/** GET /metrics, under the one access rule of every service (see MetricsAccess). */
export function metricsHandler(metrics: ServiceMetrics, access: MetricsAccess): RequestHandler {
  return (req, res, next) => {
    if (access.token === undefined || access.token === '') {
      if (access.publicPort) {
        // not there at all: the service answers it as any unknown address (web: its 404 page)
        next()
        return
      }
    } else {
      const header = req.get('authorization') ?? ''
      const given = /^Bearer (.+)$/i.exec(header)?.[1] ?? ''
      if (!sameSecret(given, access.token)) {
        res
          .status(401)
          .set('WWW-Authenticate', 'Bearer')
          .set('Cache-Control', 'no-store')
          .json({ error: { code: 'unauthorized', message: 'A valid metrics token is required' } })
        return
      }
    }
    metrics.text().then(
      (body) => {
        res.status(200).set('Cache-Control', 'no-store').type(metrics.contentType).send(body)
      },
      (error: unknown) => next(error),
    )
  }
}
