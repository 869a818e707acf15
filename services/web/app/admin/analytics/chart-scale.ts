/**
 * The few scale helpers the analytics charts need, by hand rather than a chart library: the
 * charts are two series and bar lists rendered once on the server as SVG, so d3-scale's
 * generality (and a client bundle for it) buys nothing here.
 */

/** The smallest 1, 2 or 5 × 10^n at or above `max` (at least 1): a round top for the axis. */
export function niceMax(max: number): number {
  if (!(max > 1)) return 1
  const power = 10 ** Math.floor(Math.log10(max))
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power
  return 10 * power
}

/** Maps 0..domainMax onto 0..length (a domain of 0 maps everything to 0). */
export function linearScale(domainMax: number, length: number): (value: number) => number {
  return (value) => (domainMax > 0 ? (Math.max(0, value) / domainMax) * length : 0)
}

/** The x of each of `count` evenly spaced band centres across `length`, and the band's width. */
export function bands(
  count: number,
  length: number,
): { centre: (i: number) => number; width: number } {
  const width = count > 0 ? length / count : length
  return { centre: (i) => width * i + width / 2, width }
}

/**
 * '2026-11-24' as '24 Nov' ('24 نوفمبر' in an Arabic locale): the day is already the
 * company's, so no zone conversion.
 */
export function shortDay(day: string, locale = 'en-GB'): string {
  const date = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return day
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(date)
}
