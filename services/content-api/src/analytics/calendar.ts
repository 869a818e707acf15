/**
 * Days and hours in the company's time zone, for the analytics buckets. An instant's day and
 * hour are cached per quarter of an hour (every zone's offset is a multiple of 15 minutes), so a
 * page view costs one Map lookup, not an Intl formatting.
 */
const QUARTER_MS = 15 * 60_000

export interface LocalTime {
  /** YYYY-MM-DD */
  day: string
  /** YYYY-MM-DDTHH */
  hour: string
}

export function zoneClock(timeZone: string): (instantMs: number) => LocalTime {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  })
  const cache = new Map<number, LocalTime>()
  return (instantMs) => {
    const quarter = Math.floor(instantMs / QUARTER_MS)
    const known = cache.get(quarter)
    if (known) return known
    const parts = format.formatToParts(new Date(quarter * QUARTER_MS))
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      parts.find((p) => p.type === type)?.value ?? '00'
    const day = `${part('year')}-${part('month')}-${part('day')}`
    const local = { day, hour: `${day}T${part('hour')}` }
    if (cache.size > 256) cache.clear()
    cache.set(quarter, local)
    return local
  }
}

/** The calendar day `n` days after `day` (YYYY-MM-DD; n may be negative). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number)
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + n)).toISOString().slice(0, 10)
}
