import { Link } from 'react-router'
import { card } from '../theme.css'
import { visuallyHidden } from '../../theme/utilities.css'
import { bands, linearScale, niceMax, shortDay } from './chart-scale'
import { useAdminI18n } from '../i18n/use-admin-i18n'
import {
  analyticsDaysOptions,
  analyticsTables,
  otherRowOf,
  isEmptySummary,
  percent,
  type AnalyticsDays,
  type AnalyticsSummary,
  type AnalyticsTable,
} from './summary'
import * as styles from './AnalyticsReport.css'

const exportHref = (table: AnalyticsTable, days: AnalyticsDays) =>
  `/admin/analytics/export/${table}?days=${days}`

/** 7 / 30 / 90 days: plain links, so the period is in the address and works before hydration. */
export function PeriodSwitch({ days }: { days: AnalyticsDays }) {
  const { t, count } = useAdminI18n()
  return (
    <nav aria-label={t('analytics.period')} className={styles.periods}>
      {analyticsDaysOptions.map((option) => (
        <Link
          key={option}
          to={`?days=${option}`}
          className={styles.period}
          aria-current={option === days ? 'page' : undefined}
          preventScrollReset
        >
          {count('count.days', option)}
        </Link>
      ))}
    </nav>
  )
}

/** The built-in counting's report for one period. */
export function AnalyticsReport({
  summary,
  days,
}: {
  summary: AnalyticsSummary
  days: AnalyticsDays
}) {
  const { t, count, number, locale } = useAdminI18n()
  const period = t('analytics.periodRange', {
    from: shortDay(summary.from, locale),
    to: shortDay(summary.to, locale),
  })
  if (isEmptySummary(summary)) {
    return (
      <section className={`${card} ${styles.empty}`} aria-labelledby="analytics-empty-title">
        <h2 id="analytics-empty-title" className={styles.cardTitle}>
          {t('analytics.nothingYet')}
        </h2>
        <p>{t('analytics.nothingYetText', { period })}</p>
      </section>
    )
  }
  const { contact } = summary.goals
  return (
    <div className={styles.report}>
      <dl className={styles.kpis} aria-label={t('analytics.totals', { period })}>
        <div className={`${card} ${styles.kpi}`}>
          <dt>{t('analytics.visitors')}</dt>
          <dd>{number(summary.visitors)}</dd>
        </div>
        <div className={`${card} ${styles.kpi}`}>
          <dt>{t('analytics.pageviews')}</dt>
          <dd>{number(summary.pageviews)}</dd>
        </div>
        <div className={`${card} ${styles.kpi}`}>
          <dt>{t('analytics.conversionRate')}</dt>
          <dd>
            {percent(contact.rate)}
            <span className={styles.kpiNote}>
              {count('count.messagesSent', contact.conversions)}
            </span>
          </dd>
        </div>
      </dl>

      <section className={`${card} ${styles.chartCard}`} aria-labelledby="analytics-daily-title">
        <div className={styles.cardHead}>
          <h2 id="analytics-daily-title" className={styles.cardTitle}>
            {t(analyticsTables.daily.title)}
          </h2>
          <CsvLink table="daily" days={days} />
        </div>
        <DailyChart summary={summary} />
        <details className={styles.details}>
          <summary>{t('analytics.showPerDay')}</summary>
          <ReportTable table="daily" summary={summary} labelledBy="analytics-daily-title" />
        </details>
      </section>

      <div className={styles.grid}>
        {(
          [
            'pages',
            'referrers',
            'campaigns',
            'solutions',
            'products',
            'languages',
            'devices',
          ] as const
        ).map((table) => (
          <section
            key={table}
            className={`${card} ${styles.tableCard}`}
            aria-labelledby={`analytics-${table}-title`}
          >
            <div className={styles.cardHead}>
              <h2 id={`analytics-${table}-title`} className={styles.cardTitle}>
                {t(analyticsTables[table].title)}
              </h2>
              <CsvLink table={table} days={days} />
            </div>
            <ReportTable
              table={table}
              summary={summary}
              labelledBy={`analytics-${table}-title`}
              bars
            />
          </section>
        ))}
      </div>
    </div>
  )
}

function CsvLink({ table, days }: { table: AnalyticsTable; days: AnalyticsDays }) {
  const { t } = useAdminI18n()
  return (
    // a download, not a page: reloadDocument keeps the client router out of it
    <Link to={exportHref(table, days)} reloadDocument download className={styles.csv}>
      {t('analytics.downloadCsv')}
      <span className={visuallyHidden}>: {t(analyticsTables[table].title)}</span>
    </Link>
  )
}

/**
 * One of the summary's tables; with `bars`, the first number column also draws a bar of its
 * share of the largest row (decoration: the number beside it says the same).
 */
function ReportTable({
  table,
  summary,
  labelledBy,
  bars = false,
}: {
  table: AnalyticsTable
  summary: AnalyticsSummary
  labelledBy: string
  bars?: boolean
}) {
  const i18n = useAdminI18n()
  const { columns, rows } = analyticsTables[table]
  const data = rows(summary, i18n)
  // views folded together: a row of their own below the ranking, with no bar (not one value)
  const other = otherRowOf(table, summary, i18n)
  if (data.length === 0 && !other)
    return <p className={styles.none}>{i18n.t('analytics.nothingInPeriod')}</p>
  const numberAt = (data[0] ?? other)?.findIndex((cell) => typeof cell === 'number') ?? -1
  const largest = Math.max(1, ...data.map((row) => Number(row[numberAt] ?? 0)))
  return (
    // scrolls sideways on a narrow screen: focusable, so the keyboard can scroll it too
    <div className={styles.tableWrap} role="group" aria-labelledby={labelledBy} tabIndex={0}>
      <table className={styles.table} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th
                key={column}
                scope="col"
                className={i >= numberAt && numberAt >= 0 ? styles.numeric : undefined}
              >
                {i18n.t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.map((row, r) => (
            <TableRow
              key={r}
              row={row}
              bar={bars && numberAt > 0 ? Number(row[numberAt]) / largest : null}
            />
          ))}
        </tbody>
        {other && (
          <tfoot>
            <TableRow row={other} bar={null} />
          </tfoot>
        )}
      </table>
    </div>
  )
}

/** One row: its first cell heads it (with a bar of `bar`, a share 0..1, when given). */
function TableRow({ row, bar }: { row: Array<string | number>; bar: number | null }) {
  const { number } = useAdminI18n()
  return (
    <tr>
      {row.map((cell, i) =>
        i === 0 ? (
          <th key={i} scope="row" className={styles.rowHead}>
            {bar !== null ? (
              <span
                className={styles.bar}
                style={{ inlineSize: `${bar * 100}%` }}
                aria-hidden="true"
              />
            ) : null}
            <span className={styles.rowLabel}>{String(cell)}</span>
          </th>
        ) : (
          <td key={i} className={typeof cell === 'number' ? styles.numeric : undefined}>
            {typeof cell === 'number' ? number(cell) : cell}
          </td>
        ),
      )}
    </tr>
  )
}

const chart = { width: 720, height: 250, left: 60, right: 12, top: 14, bottom: 38 }

/**
 * Page views per day as bars and visitors as a line, drawn on the server as SVG. Screen readers
 * get its summary as the image's label, and every figure in the table below it.
 */
export function DailyChart({ summary }: { summary: AnalyticsSummary }) {
  const { t, number, locale } = useAdminI18n()
  const day = (iso: string) => shortDay(iso, locale)
  const { series } = summary
  const plotWidth = chart.width - chart.left - chart.right
  const plotHeight = chart.height - chart.top - chart.bottom
  const top = niceMax(Math.max(0, ...series.map((d) => Math.max(d.pageviews, d.visitors))))
  const y = linearScale(top, plotHeight)
  const { centre, width } = bands(series.length, plotWidth)
  const barWidth = Math.max(1, width * 0.7)
  const busiest = series.reduce<(typeof series)[number] | undefined>(
    (best, d) => (best === undefined || d.pageviews > best.pageviews ? d : best),
    undefined,
  )
  const totals = {
    from: day(summary.from),
    to: day(summary.to),
    pageviews: number(summary.pageviews),
    visitors: number(summary.visitors),
  }
  const label =
    busiest && busiest.pageviews > 0
      ? t('analytics.chartLabelBusiest', {
          ...totals,
          busiest: day(busiest.day),
          busiestViews: number(busiest.pageviews),
        })
      : t('analytics.chartLabel', totals)
  const line = series
    .map(
      (d, i) =>
        `${i === 0 ? 'M' : 'L'}${(chart.left + centre(i)).toFixed(1)},${(chart.top + plotHeight - y(d.visitors)).toFixed(1)}`,
    )
    .join(' ')
  // a label under the first, middle and last day (more would crowd a phone's width)
  const labelled = new Set([0, Math.floor((series.length - 1) / 2), series.length - 1])
  return (
    <figure className={styles.figure}>
      <svg
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        role="img"
        aria-label={label}
        className={styles.svg}
      >
        {(top % 2 === 0 ? [0, top / 2, top] : [0, top]).map((tick) => {
          const ty = chart.top + plotHeight - y(tick)
          return (
            <g key={tick}>
              <line
                x1={chart.left}
                x2={chart.width - chart.right}
                y1={ty}
                y2={ty}
                className={styles.gridLine}
              />
              <text x={chart.left - 8} y={ty + 4} textAnchor="end" className={styles.axisText}>
                {number(tick)}
              </text>
            </g>
          )
        })}
        {series.map((d, i) => (
          <rect
            key={d.day}
            x={chart.left + centre(i) - barWidth / 2}
            y={chart.top + plotHeight - y(d.pageviews)}
            width={barWidth}
            height={y(d.pageviews)}
            className={styles.barRect}
          />
        ))}
        {series.length > 0 ? <path d={line} className={styles.linePath} /> : null}
        {series.map((d, i) =>
          labelled.has(i) ? (
            <text
              key={d.day}
              x={chart.left + centre(i)}
              y={chart.height - 8}
              textAnchor={
                i === 0 && series.length > 1
                  ? 'start'
                  : i === series.length - 1 && series.length > 1
                    ? 'end'
                    : 'middle'
              }
              className={styles.axisText}
            >
              {day(d.day)}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className={styles.legend} aria-hidden="true">
        <span className={styles.legendBars}>{t('analytics.pageviews')}</span>
        <span className={styles.legendLine}>{t('analytics.visitors')}</span>
      </figcaption>
    </figure>
  )
}
