import type { IncomingMessage } from 'node:http'
import {
  createServiceMetrics,
  METRIC_PREFIX,
  recordRequests,
  UNMATCHED_ROUTE,
  type ServiceMetrics,
} from '@site/platform'
import type { RequestHandler } from 'express'
import type { AccessAction, AccessTarget, RepositoryStatus } from '@site/contract'
import { accessRouteOf } from './access-routes.js'

/** What changes the site's content: a request doing one of these is a save. */
const SAVED_TARGETS = new Set<AccessTarget>([
  'records',
  'pages',
  'settings',
  'redirects',
  'media',
  'drafts',
])
const SAVE_ACTIONS = new Set<AccessAction>(['create', 'update', 'delete', 'restore', 'publish'])

/** The path without its query string. */
function pathOf(req: IncomingMessage): string {
  const url = req.url ?? ''
  const at = url.indexOf('?')
  return at < 0 ? url : url.slice(0, at)
}

/**
 * The route label of a request: its pattern in the access table (`/api/products/:slug`), the
 * two routes outside /api, or UNMATCHED_ROUTE: a bounded set, whatever paths are asked.
 */
export function routeLabelOf(req: IncomingMessage): string {
  const path = pathOf(req)
  if (path === '/health' || path === '/metrics') return path
  if (!path.startsWith('/api/')) return UNMATCHED_ROUTE
  const route = accessRouteOf(req.method ?? 'GET', path.slice('/api'.length))
  return route ? `/api${route.path}` : UNMATCHED_ROUTE
}

export interface ContentApiMetricsDeps {
  /** told of each commit content-api makes on the content branch */
  onCommitted: (listener: () => void) => void
  repositoryStatus: () => Promise<RepositoryStatus>
  /** contact messages waiting to be mailed */
  outboxPending: () => number
  /** CONTENT_GIT_REMOTE is set: the remote's gauges are reported (absent otherwise) */
  hasRemote: boolean
}

/** content-api's metrics: requests by route, saves, commits, the remote's state, the outbox. */
export function contentApiMetrics(deps: ContentApiMetricsDeps): {
  metrics: ServiceMetrics
  /** counts and times every request, and counts the saves among them */
  record: RequestHandler
} {
  const metrics = createServiceMetrics()
  const saves = metrics.counter({
    name: `${METRIC_PREFIX}content_saves_total`,
    help: 'Requests that change content, by what they change and outcome (ok, refused: 4xx, failed: 5xx)',
    labelNames: ['target', 'outcome'],
  })
  const commits = metrics.counter({
    name: `${METRIC_PREFIX}content_commits_total`,
    help: 'Commits content-api made on the content branch',
  })
  deps.onCommitted(() => commits.inc())

  // read once per scrape (the gauges below share it): the state the admin's dashboard shows
  let reading: Promise<RepositoryStatus> | null = null
  const statusNow = (): Promise<RepositoryStatus> => {
    if (!reading) {
      const read = deps.repositoryStatus()
      reading = read
      read.then(
        () => (reading = null),
        () => (reading = null),
      )
    }
    return reading
  }
  metrics.gauge({
    name: `${METRIC_PREFIX}git_locked`,
    help: '1 while another process holds a git lock saves need',
    async collect() {
      this.set((await statusNow()).git.locked ? 1 : 0)
    },
  })
  const remoteGauge = (
    name: string,
    help: string,
    value: (s: RepositoryStatus) => number | null,
  ) => {
    if (!deps.hasRemote) return
    metrics.gauge({
      name: `${METRIC_PREFIX}${name}`,
      help: `${help} (absent without CONTENT_GIT_REMOTE)`,
      async collect() {
        this.set(value(await statusNow()) ?? 0)
      },
    })
  }
  const seconds = (iso: string | null | undefined) => (iso ? Date.parse(iso) / 1000 : 0)
  remoteGauge(
    'git_remote_reachable',
    '1 when the last fetch of the remote worked, 0 when not',
    (s) =>
      s.remote
        ? s.remote.unreachableSince === null && s.remote.lastFetchAt !== null
          ? 1
          : 0
        : null,
  )
  remoteGauge('git_pending_commits', 'Local commits the remote does not have yet', (s) =>
    s.remote ? s.remote.pendingCommits : null,
  )
  remoteGauge(
    'git_last_fetch_timestamp_seconds',
    'When the remote was last fetched successfully (Unix seconds; 0: never)',
    (s) => (s.remote ? seconds(s.remote.lastFetchAt) : null),
  )
  remoteGauge(
    'git_last_push_timestamp_seconds',
    'When commits were last pushed to the remote (Unix seconds; 0: never)',
    (s) => (s.remote ? seconds(s.remote.lastPushAt) : null),
  )
  remoteGauge(
    'git_remote_conflicts',
    'Fields the remote won over a save, not yet dismissed',
    (s) => (s.remote ? s.remote.conflicts.length : null),
  )
  metrics.gauge({
    name: `${METRIC_PREFIX}outbox_pending`,
    help: 'Contact messages waiting to be mailed to the team',
    collect() {
      this.set(deps.outboxPending())
    },
  })

  const requests = recordRequests(metrics, routeLabelOf)
  const record: RequestHandler = (req, res, next) => {
    const route = accessRouteOf(req.method, pathOf(req).slice('/api'.length))
    if (route && SAVED_TARGETS.has(route.target) && SAVE_ACTIONS.has(route.action)) {
      res.once('finish', () => {
        const outcome = res.statusCode < 400 ? 'ok' : res.statusCode < 500 ? 'refused' : 'failed'
        saves.inc({ target: route.target, outcome })
      })
    }
    requests(req, res, next)
  }
  return { metrics, record }
}
