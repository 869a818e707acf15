import { collectionNames } from '../content/collections.js'
import { pageKeys, type AccessAction, type AccessTarget } from '@site/contract'

/** One API request shape (path relative to /api, `:name` one segment) and what it touches. */
export interface AccessRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  target: AccessTarget
  action: AccessAction
  /**
   * a change to the draft of the item named by the path's `:kind` segment: it also needs what
   * saving that item needs (canDraft in schemas/access.ts)
   */
  draftItem?: true
  /**
   * reachable by a user who must set up a second factor first (SessionUser
   * .mustSetUpSecondFactor): the set-up itself, who they are, and signing out
   */
  duringSecondFactorSetup?: true
}

const r = (
  method: AccessRoute['method'],
  path: string,
  target: AccessTarget,
  action: AccessAction,
): AccessRoute => ({ method, path, target, action })

/** A route a user who must set up a second factor may still use (only those). */
const setUp = (route: AccessRoute): AccessRoute => ({ ...route, duringSecondFactorSetup: true })

/** A route that changes one item's draft: the draft rule and the item's save rule both apply. */
const changesDraft = (
  method: AccessRoute['method'],
  path: string,
  action: AccessAction,
): AccessRoute => ({ ...r(method, path, 'drafts', action), draftItem: true })

/** History, the version as of a commit, and restore: one shape for every editable file. */
const historyOf = (base: string, target: AccessTarget): AccessRoute[] => [
  r('GET', `${base}/history`, target, 'history'),
  r('GET', `${base}/history/:commit`, target, 'history'),
  r('POST', `${base}/restore`, target, 'restore'),
]

/**
 * Every request content-api answers under /api, in matching order (the first that fits wins,
 * as in the routers: `/home-content/history` is history, not a section called "history"). A
 * request that fits none is answered 404 before any route runs: a route added without its line
 * here cannot be reached, and `access.test.ts` checks each router's routes against this list.
 */
export const accessRoutes: readonly AccessRoute[] = [
  r('GET', '/revision/stream', 'site', 'read'),
  r('GET', '/revision', 'site', 'read'),
  r('GET', '/content-problems', 'site', 'read'),
  r('GET', '/sitemap', 'site', 'read'),
  r('GET', '/redirects', 'redirects', 'read'),
  r('POST', '/redirects', 'redirects', 'update'),
  r('POST', '/hooks/git', 'remote', 'update'), // the forge's push webhook: signed, not signed in
  r('POST', '/analytics/events', 'analytics', 'create'), // page views web passes on
  r('GET', '/analytics/summary', 'analytics', 'read'),
  r('GET', '/search', 'search', 'read'),
  r('GET', '/site-search', 'siteSearch', 'read'),

  r('POST', '/auth/login', 'session', 'create'),
  r('POST', '/auth/login/mfa', 'session', 'create'),
  r('GET', '/auth/demo', 'session', 'read'),
  r('GET', '/auth/sso', 'session', 'read'), // single sign-on: what the login page offers
  r('POST', '/auth/sso/start', 'session', 'read'), // a flow, not yet a session
  r('POST', '/auth/sso/callback', 'session', 'create'),
  setUp(r('POST', '/auth/logout', 'session', 'delete')),
  setUp(r('GET', '/auth/me', 'account', 'read')),
  r('POST', '/auth/password', 'account', 'update'),
  r('GET', '/auth/sessions', 'account', 'read'),
  r('DELETE', '/auth/sessions/:id', 'account', 'delete'),
  r('GET', '/auth/notifications', 'account', 'read'),
  r('PUT', '/auth/notifications', 'account', 'update'),
  r('PUT', '/auth/admin-language', 'account', 'update'),
  r('GET', '/auth/list-views', 'account', 'read'),
  r('PUT', '/auth/list-views', 'account', 'update'),
  r('GET', '/auth/password-reset', 'passwordReset', 'read'),
  r('POST', '/auth/password-reset/request', 'passwordReset', 'create'),
  r('POST', '/auth/password-reset/complete', 'passwordReset', 'update'),

  setUp(r('GET', '/account/totp', 'account', 'read')),
  setUp(r('POST', '/account/totp', 'account', 'update')),
  setUp(r('POST', '/account/totp/confirm', 'account', 'update')),
  r('POST', '/account/totp/recovery-codes', 'account', 'update'),
  r('DELETE', '/account/totp', 'account', 'delete'),

  r('GET', '/security', 'security', 'read'),
  r('PUT', '/security', 'security', 'update'),

  r('GET', '/users', 'users', 'read'),
  r('POST', '/users', 'users', 'create'),
  r('DELETE', '/users/:id', 'users', 'delete'),
  r('POST', '/users/:id/password', 'users', 'update'),
  r('DELETE', '/users/:id/totp', 'users', 'update'),

  r('GET', '/audit', 'audit', 'read'),

  r('GET', '/activity', 'activity', 'read'),
  r('GET', '/repository-status', 'activity', 'read'),

  r('GET', '/drafts', 'drafts', 'read'),
  r('GET', '/drafts/:kind/:name', 'drafts', 'read'),
  changesDraft('PUT', '/drafts/:kind/:name', 'update'),
  changesDraft('DELETE', '/drafts/:kind/:name', 'delete'),
  changesDraft('POST', '/drafts/:kind/:name/status', 'update'),
  changesDraft('POST', '/drafts/:kind/:name/publish', 'publish'),
  changesDraft('POST', '/drafts/:kind/:name/schedule', 'publish'),
  changesDraft('DELETE', '/drafts/:kind/:name/schedule', 'publish'),
  // part of what the draft proposes: whoever may change the draft
  changesDraft('POST', '/drafts/:kind/:name/unpublish-at', 'update'),
  changesDraft('DELETE', '/drafts/:kind/:name/unpublish-at', 'update'),
  changesDraft('POST', '/drafts/:kind/:name/share', 'update'),
  r('GET', '/drafts/:kind/:name/share', 'drafts', 'read'),
  changesDraft('DELETE', '/drafts/:kind/:name/share/:id', 'update'),
  r('POST', '/drafts/:kind/:name/live', 'drafts', 'read'),

  // who else has an item open (`:kind/:name`: a draft target's two parts), signed-in users only
  r('GET', '/presence/:kind/:name', 'presence', 'read'),
  r('GET', '/presence/:kind/:name/stream', 'presence', 'read'),
  r('POST', '/presence/:kind/:name', 'presence', 'update'),
  r('POST', '/presence/:kind/:name/leave', 'presence', 'update'),
  r('POST', '/presence/:kind/:name/take-over', 'presence', 'update'),

  r('DELETE', '/remote/conflicts/:id', 'remoteNotices', 'delete'),
  r('GET', '/outdated-translations', 'records', 'history'),
  // every record's schedule to unpublish (the dashboard, the board): editors', like the history
  r('GET', '/unpublish-schedules', 'records', 'history'),
  // the content checks (the dashboard, beside the fields, before publishing): editors', likewise
  r('GET', '/content-checks', 'records', 'history'),
  r('GET', '/content-checks/:kind/:name', 'records', 'history'),

  r('GET', '/media', 'media', 'read'),
  r('GET', '/media/:file/usage', 'media', 'read'),
  r('POST', '/media', 'media', 'create'),
  r('PATCH', '/media/:file', 'media', 'update'),
  r('GET', '/media-versions', 'mediaVersions', 'read'),
  r('DELETE', '/media/:file', 'media', 'delete'),

  r('POST', '/contacts', 'messages', 'create'),
  r('GET', '/contacts', 'messages', 'read'),
  r('GET', '/contacts/summary', 'messages', 'read'),
  r('GET', '/contacts/export.csv', 'messages', 'read'),
  r('GET', '/contacts/:id', 'messages', 'read'),
  r('PATCH', '/contacts/:id', 'messages', 'update'),
  r('DELETE', '/contacts/:id', 'messages', 'delete'),

  ...historyOf('/company-settings', 'settings'),
  r('GET', '/company-settings', 'settings', 'read'),
  r('POST', '/company-settings', 'settings', 'update'),
  r('GET', '/our-info', 'settings', 'read'),
  r('POST', '/our-info/:id', 'settings', 'update'),
  // the menus: a settings document (admins save it, as Company Info); the resolved read is public
  r('GET', '/navigation/resolved', 'settings', 'read'),
  r('GET', '/navigation', 'settings', 'read'),
  r('POST', '/navigation', 'settings', 'update'),

  ...pageKeys.flatMap((page) => [
    ...historyOf(`/${page}-content`, 'pages'),
    r('GET', `/${page}-content`, 'pages', 'read'),
    r('GET', `/${page}-content/:section`, 'pages', 'read'),
    r('POST', `/${page}-content`, 'pages', 'update'),
  ]),

  ...collectionNames.flatMap((collection) => [
    ...historyOf(`/${collection}/:slug`, 'records'),
    r('GET', `/${collection}/:slug/translation-changes`, 'records', 'history'),
    r('GET', `/${collection}`, 'records', 'read'),
    r('POST', `/${collection}`, 'records', 'create'),
    // before `/:slug`: a list's bulk action (its delete needs what `update` needs, in both
    // publish modes) and its order set by hand
    r('POST', `/${collection}/bulk`, 'records', 'update'),
    r('PUT', `/${collection}/order`, 'records', 'update'),
    r('GET', `/${collection}/:slug`, 'records', 'read'),
    r('POST', `/${collection}/:slug`, 'records', 'update'),
    r('PUT', `/${collection}/:slug`, 'records', 'update'),
    r('PATCH', `/${collection}/:slug`, 'records', 'update'),
    r('POST', `/${collection}/:slug/rename`, 'records', 'update'),
    // a schedule to unpublish is a change of the record: what saving it needs
    r('POST', `/${collection}/:slug/unpublish-at`, 'records', 'update'),
    r('DELETE', `/${collection}/:slug/unpublish-at`, 'records', 'update'),
    r('DELETE', `/${collection}/:slug`, 'records', 'delete'),
  ]),
]

/**
 * The routes by method and segment count, each pattern split once: a request is checked against
 * the few routes of its shape instead of re-splitting all ~300 patterns (up to three times a
 * request: authorization and metrics). Each list keeps accessRoutes' order: the first that fits
 * wins.
 */
const routesByShape = new Map<string, Array<{ route: AccessRoute; segments: string[] }>>()
for (const route of accessRoutes) {
  const segments = route.path.split('/')
  const shape = `${route.method} ${segments.length}`
  const routes = routesByShape.get(shape) ?? []
  routes.push({ route, segments })
  routesByShape.set(shape, routes)
}

/** Do the path's segments fit a pattern's, one by one (a `:name` is any non-empty segment)? */
function fits(want: readonly string[], got: readonly string[]): boolean {
  return want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]))
}

/** The path's segment where `pattern` has `param` (`:kind`), or null when it has none. */
export function segmentOf(pattern: string, path: string, param: string): string | null {
  const at = pattern.split('/').indexOf(param)
  return at < 0 ? null : (path.split('/')[at] ?? null)
}

/** The route a request is, or null (HEAD is a GET). */
export function accessRouteOf(method: string, path: string): AccessRoute | null {
  const verb = method === 'HEAD' ? 'GET' : method
  const got = path.replace(/\/+$/, '').split('/')
  const candidates = routesByShape.get(`${verb} ${got.length}`) ?? []
  return candidates.find(({ segments }) => fits(segments, got))?.route ?? null
}
