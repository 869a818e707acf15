import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it, vi } from 'vitest'

// class names do not matter here, and vanilla-extract's styles only compile under Vite's plugin
vi.mock('./AnalyticsReport.css', () => ({
  report: 'report',
  periods: 'periods',
  period: 'period',
  kpis: 'kpis',
  kpi: 'kpi',
  kpiNote: 'kpiNote',
  grid: 'grid',
  chartCard: 'chartCard',
  tableCard: 'tableCard',
  empty: 'empty',
  cardHead: 'cardHead',
  cardTitle: 'cardTitle',
  csv: 'csv',
  figure: 'figure',
  svg: 'svg',
  gridLine: 'gridLine',
  axisText: 'axisText',
  barRect: 'barRect',
  linePath: 'linePath',
  legend: 'legend',
  legendBars: 'legendBars',
  legendLine: 'legendLine',
  details: 'details',
  tableWrap: 'tableWrap',
  table: 'table',
  numeric: 'numeric',
  rowHead: 'rowHead',
  bar: 'bar',
  rowLabel: 'rowLabel',
  none: 'none',
}))
vi.mock('../theme.css', () => ({ card: 'card' }))
vi.mock('../../theme/utilities.css', () => ({ visuallyHidden: 'vh' }))
import { AnalyticsReport } from './AnalyticsReport'
import { emptySummaryFixture, summaryFixture } from './summary.fixture'
import { otherLabels, type AnalyticsSummary } from './summary'
import type { AdminLanguageCode } from '@site/contract'
import { adminI18n } from '../i18n/admin-i18n'
import { AdminLanguage } from '../i18n/use-admin-i18n'

const en = adminI18n('en')

function render(summary: AnalyticsSummary, lang: AdminLanguageCode = 'en') {
  const Stub = createRoutesStub([
    { path: '/admin/analytics', Component: () => <AnalyticsReport summary={summary} days={7} /> },
  ])
  return renderToStaticMarkup(
    <AdminLanguage.Provider value={lang}>
      <Stub initialEntries={['/admin/analytics']} />
    </AdminLanguage.Provider>,
  )
}

describe('the analytics report', () => {
  it('when figures were counted, then the chart is an image whose label sums them up', () => {
    const html = render(summaryFixture())
    expect(html).toContain('role="img"')
    expect(html).toContain(
      'aria-label="Chart of visitors and page views per day from 20 Nov to 26 Nov: 42 page views by 17 visitors; the busiest day was 24 Nov with 10 page views."',
    )
    // one bar per day
    expect(html.match(/<rect /g)).toHaveLength(7)
  })

  it('when figures were counted, then every table is shown with its CSV download for the period', () => {
    const html = render(summaryFixture())
    for (const table of [
      'daily',
      'pages',
      'referrers',
      'campaigns',
      'languages',
      'devices',
      'solutions',
      'products',
    ])
      expect(html).toContain(`href="/admin/analytics/export/${table}?days=7"`)
    expect(html).toContain('<th scope="row"')
    expect(html).toContain('/ar/contact')
    expect(html).toContain('11.8%') // the contact conversion rate
    expect(html).toContain('Arabic')
  })

  it('when views were folded into "other", then each table ends with a row named for people, with no bar', () => {
    const html = render(
      summaryFixture({ other: { pages: 20_000, referrers: 12, campaigns: 0 }, referrers: [] }),
    )
    expect(html).toContain(
      `<tfoot><tr><th scope="row" class="rowHead"><span class="rowLabel">${en.t(otherLabels.pages)}</span></th><td class="numeric">20,000</td>`,
    )
    // a table whose only views were folded still shows them
    expect(html).toContain(`<span class="rowLabel">${en.t(otherLabels.referrers)}</span>`)
    expect(html).not.toContain(en.t(otherLabels.campaigns))
  })

  it('when nothing was counted, then it says so and how counting starts, with no empty chart', () => {
    const html = render(emptySummaryFixture())
    expect(html).toContain('Nothing counted yet')
    expect(html).toContain('accepts analytics')
    expect(html).not.toContain('role="img"')
  })

  it('when the admin is in Arabic, then the totals, tables, rows and the chart label are Arabic', () => {
    const html = render(summaryFixture(), 'ar')
    expect(html).toContain('<dt>الزوار</dt>')
    expect(html).toContain('الزيارات والمشاهدات يومياً')
    expect(html).toContain('تنزيل CSV')
    expect(html).toContain('العربية') // a counted language, named in Arabic
    expect(html).toContain(
      'aria-label="مخطط الزوار ومشاهدات الصفحات يومياً من 20 نوفمبر إلى 26 نوفمبر',
    )
    expect(html).not.toContain('Page views')
  })
})
