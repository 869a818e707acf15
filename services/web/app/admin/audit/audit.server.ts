import type { AppLoadContext } from 'react-router'
import { AuditQuery, auditEventTypes, type AuditEntry } from '@site/contract'
import { ContentApiError } from '@site/contract/client'
import { csvText } from '@site/platform'
import { describeApiError } from '../api-errors'
import { requireAccess } from '../account/roles.server'
import { describeAddress, describeUserAgent } from '../account/describe-session'
import { adminI18n, adminLanguageOf } from '../i18n/admin-i18n'
import { orLoadFailure } from '../load-errors.server'
import { auditEventKey, auditMethodKey, auditOutcomeKey, auditReason } from './audit-words'

/** The filters of /admin/audit as the URL has them (a bookmark or a shared link keeps the view). */
export interface AuditFilters {
  type: string
  actor: string
  since: string
  until: string
}

export function auditFiltersOf(url: URL): AuditFilters {
  const get = (name: string) => url.searchParams.get(name)?.trim() ?? ''
  const type = get('type')
  return {
    type: (auditEventTypes as readonly string[]).includes(type) ? type : '',
    actor: get('actor').slice(0, 254),
    since: /^\d{4}-\d{2}-\d{2}$/.test(get('since')) ? get('since') : '',
    until: /^\d{4}-\d{2}-\d{2}$/.test(get('until')) ? get('until') : '',
  }
}

function queryOf(filters: AuditFilters, limit: number): AuditQuery {
  const parsed = AuditQuery.safeParse({
    ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')),
    limit,
  })
  return parsed.success ? parsed.data : { limit }
}

/** Admins only, as content-api's access table says; the refusal in the user's language. */
const requireAuditReader = (request: Request, context: AppLoadContext) =>
  requireAccess(request, context, ['audit', 'read'], 'audit.adminsOnly')

/** Entries on one page: the newest; "Export CSV" takes up to the API's maximum. */
export const AUDIT_PAGE_SIZE = 200
const EXPORT_LIMIT = 1_000

export async function auditLoader(request: Request, context: AppLoadContext) {
  const { api } = await requireAuditReader(request, context)
  const filters = auditFiltersOf(new URL(request.url))
  const page = await orLoadFailure(api.audit(queryOf(filters, AUDIT_PAGE_SIZE)))
  return { filters, ...page }
}

/** The filtered log as a CSV download, every cell neutralised against spreadsheet formulas. */
export async function auditExport(request: Request, context: AppLoadContext) {
  const { api, user } = await requireAuditReader(request, context)
  const { t } = adminI18n(adminLanguageOf(user))
  const filters = auditFiltersOf(new URL(request.url))
  try {
    const { entries } = await api.audit(queryOf(filters, EXPORT_LIMIT))
    const day = new Date().toISOString().slice(0, 10)
    return new Response(csvText([auditCsvHeader(t), ...entries.map((e) => auditCsvRow(e, t))]), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="audit-log-${day}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    })
  } catch (error) {
    return new Response(t('audit.exportFailed', { why: describeApiError(error) }), {
      status: error instanceof ContentApiError ? error.status : 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
}

type T = ReturnType<typeof adminI18n>['t']

const auditCsvHeader = (t: T) => [
  t('audit.when'),
  t('audit.event'),
  t('audit.method'),
  t('audit.outcome'),
  t('audit.who'),
  t('audit.target'),
  t('audit.reason'),
  t('audit.address'),
  t('audit.device'),
  t('audit.userAgent'),
  t('audit.requestId'),
]

function auditCsvRow(entry: AuditEntry, t: T): string[] {
  return [
    entry.at,
    t(auditEventKey(entry.type)),
    entry.method ? t(auditMethodKey(entry.method)) : '',
    t(auditOutcomeKey(entry.outcome)),
    entry.actor
      ? `${entry.actor.name ? `${entry.actor.name} <${entry.actor.email}>` : entry.actor.email}`
      : '',
    entry.target ?? '',
    auditReason(entry.reason, t),
    entry.ip ? describeAddress(entry.ip) : '',
    entry.user_agent ? describeUserAgent(entry.user_agent) : '',
    entry.user_agent ?? '',
    entry.request_id ?? '',
  ]
}
