/**
 * Publish times are entered and shown as wall-clock time in the company's zone
 * (COMPANY_TIME_ZONE), whatever zone the editor's browser or the server is in.
 */

/** The zone's wall clock at an instant, as the date and time inputs take it. */
export function wallClockOf(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '00'
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  }
}

/**
 * The instant when the zone's clock shows `date` (YYYY-MM-DD) `time` (HH:MM), or null for a
 * date that does not exist (31 Feb) or a time a daylight-saving jump skips.
 */
export function zonedToInstant(date: string, time: string, timeZone: string): Date | null {
  const [y, mo, d] = date.split('-').map(Number)
  const [h, mi] = time.split(':').map(Number)
  if ([y, mo, d, h, mi].some((n) => n === undefined || !Number.isInteger(n))) return null
  const asUtc = Date.UTC(y!, mo! - 1, d!, h!, mi!)
  const check = new Date(asUtc)
  if (check.getUTCDate() !== d || check.getUTCMonth() !== mo! - 1 || h! > 23 || mi! > 59)
    return null
  // the zone's offset at that moment, found twice so a time near a zone change settles
  let instant = asUtc
  for (let i = 0; i < 2; i++) {
    const shown = wallClockOf(new Date(instant), timeZone)
    const shownUtc = Date.parse(`${shown.date}T${shown.time}:00Z`)
    instant += asUtc - shownUtc
  }
  const back = wallClockOf(new Date(instant), timeZone)
  return back.date === date && back.time === time ? new Date(instant) : null
}
