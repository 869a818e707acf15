import { data, type AppLoadContext } from 'react-router'
import type { AdminLoadErrorData } from '../load-errors.server'
import { csvText } from '@site/platform'
import { ContentApiError } from '@site/contract/client'
import { requireEditor } from '../../session.server'
import { describeApiError } from '../api-errors'
import {
  analyticsTables,
  exportedRows,
  daysOf,
  isAnalyticsTable,
  readSummary,
  type AnalyticsSummary,
} from '../analytics/summary'
import { adminI18n, adminLanguageOf } from '../i18n/admin-i18n'

/**
 * /admin/analytics?days=7|30|90 (default 30): the built-in counting's summary for the period
 * (null with the reason when content-api cannot give it: the page still shows the rest), and the
 * configured reporting dashboard's address, or null (how to configure it).
 */
export async function analyticsLoader(request: Request, context: AppLoadContext) {
  const { api } = await requireEditor(request, context)
  const days = daysOf(new URL(request.url))
  let summary: AnalyticsSummary | null = null
  let error: string | null = null
  try {
    summary = await readSummary(api, days)
  } catch (failure) {
    error = describeApiError(failure)
  }
  return {
    days,
    summary,
    error,
    dashboardUrl: context.config.analyticsDashboardUrl || null,
    provider: context.config.analyticsProvider?.provider ?? null,
  }
}

/**
 * GET /admin/analytics/export/<table>?days=: one of the page's tables as a CSV download, from
 * the same summary the page shows; every cell neutralised as the contacts export's are.
 */
export async function analyticsExportLoader(
  request: Request,
  context: AppLoadContext,
  table: string,
) {
  const { api, user } = await requireEditor(request, context)
  const words = adminI18n(adminLanguageOf(user))
  if (!isAnalyticsTable(table)) {
    return new Response(`There is no analytics table named ${table}.`, {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  const days = daysOf(new URL(request.url))
  try {
    const summary = await readSummary(api, days)
    return new Response(
      csvText([
        analyticsTables[table].columns.map((column) => words.t(column)),
        ...exportedRows(table, summary, words),
      ]),
      {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${fileNameOf(table, summary)}"`,
          'Cache-Control': 'private, no-store',
        },
      },
    )
  } catch (error) {
    return new Response(`The export failed: ${describeApiError(error)}`, {
      status: error instanceof ContentApiError ? error.status : 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
}

/**
 * Any /admin/... path no route claims: a 404 inside the admin layout (the menu stays), for
 * signed-in users; others go to the login page first (the admin's paths are not public).
 */
export async function adminNotFoundLoader(
  request: Request,
  context: AppLoadContext,
): Promise<never> {
  await requireEditor(request, context)
  const path = new URL(request.url).pathname
  throw data<AdminLoadErrorData>(
    { message: `There is no admin page at ${path}. Choose a page from the menu.` },
    { status: 404 },
  )
}

/** analytics-pages-2026-10-28-to-2026-11-26.csv: the table and the days it covers. */
function fileNameOf(table: string, summary: AnalyticsSummary) {
  const safe = (day: string) => day.replace(/[^0-9A-Za-z-]/g, '')
  return `analytics-${table}-${safe(summary.from)}-to-${safe(summary.to)}.csv`
}
