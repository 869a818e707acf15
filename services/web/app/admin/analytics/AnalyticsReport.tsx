import { Link } from 'react-router'
import { card } from '../theme.css'
import { visuallyHidden } from '../../theme/utilities.css'
import { bands, formatCount, linearScale, niceMax, shortDay } from './chart-scale'
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
  return (
    <nav aria-label="Period" className={styles.periods}>
      {analyticsDaysOptions.map((option) => (
        <Link
          key={option}
          to={`?days=${option}`}
          className={styles.period}
          aria-current={option === days ? 'page' : undefined}
          preventScrollReset
        >
          {option} days
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
  const period = `${shortDay(summary.from)} to ${shortDay(summary.to)}`
  if (isEmptySummary(summary)) {
    return (
      <section className={`${card} ${styles.empty}`} aria-labelledby="analytics-empty-title">
        <h2 id="analytics-empty-title" className={styles.cardTitle}>
          Nothing counted yet
        </h2>
        <p>
          No page views were counted from {period}. Visits are counted only after a visitor accepts
          analytics in the cookie notice (and never when their browser asks not to be tracked), so
          the first figures appear here once visitors accept.
        </p>
      </section>
    )
  }
  const { contact } = summary.goals
  return (
    <div className={styles.report}>
      <dl className={styles.kpis} aria-label={`Totals, ${period}`}>
        <div className={`${card} ${styles.kpi}`}>
          <dt>Visitors</dt>
          <dd>{formatCount(summary.visitors)}</dd>
        </div>
        <div className={`${card} ${styles.kpi}`}>
          <dt>Page views</dt>
          <dd>{formatCount(summary.pageviews)}</dd>
        </div>
        <div className={`${card} ${styles.kpi}`}>
          <dt>Contact conversion rate</dt>
          <dd>
            {percent(contact.rate)}
            <span className={styles.kpiNote}>
              {formatCount(contact.conversions)}{' '}
              {contact.conversions === 1 ? 'message sent' : 'messages sent'}
            </span>
          </dd>
        </div>
      </dl>

      <section className={`${card} ${styles.chartCard}`} aria-labelledby="analytics-daily-title">
        <div className={styles.cardHead}>
          <h2 id="analytics-daily-title" className={styles.cardTitle}>
            {analyticsTables.daily.title}
          </h2>
          <CsvLink table="daily" days={days} />
        </div>
        <DailyChart summary={summary} />
        <details className={styles.details}>
          <summary>Show the figures per day</summary>
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
                {analyticsTables[table].title}
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
  return (
    // a download, not a page: reloadDocument keeps the client router out of it
    <Link to={exportHref(table, days)} reloadDocument download className={styles.csv}>
      Download CSV<span className={visuallyHidden}>: {analyticsTables[table].title}</span>
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
  const { columns, rows } = analyticsTables[table]
  const data = rows(summary)
  // views folded together: a row of their own below the ranking, with no bar (not one value)
  const other = otherRowOf(table, summary)
  if (data.length === 0 && !other)
    return <p className={styles.none}>Nothing counted in this period.</p>
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
                {column}
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
            {typeof cell === 'number' ? formatCount(cell) : cell}
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
  const label =
    `Chart of visitors and page views per day from ${shortDay(summary.from)} to ` +
    `${shortDay(summary.to)}: ${formatCount(summary.pageviews)} page views by ` +
    `${formatCount(summary.visitors)} visitors` +
    (busiest && busiest.pageviews > 0
      ? `; the busiest day was ${shortDay(busiest.day)} with ${formatCount(busiest.pageviews)} page views.`
      : '.')
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
                {formatCount(tick)}
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
              {shortDay(d.day)}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className={styles.legend} aria-hidden="true">
        <span className={styles.legendBars}>Page views</span>
        <span className={styles.legendLine}>Visitors</span>
      </figcaption>
    </figure>
  )
}
