import { z } from 'zod'

/** The company's time zone when COMPANY_TIME_ZONE is not set: the office is in Dubai. */
export const DEFAULT_TIME_ZONE = 'Asia/Dubai'

/** The zone's canonical IANA name ('asia/dubai' -> 'Asia/Dubai'), or null when Intl knows none. */
function canonicalZone(name: string): string | null {
  // offsets such as +04:00 are refused too: they ignore daylight saving where a zone has it
  if (!/^[A-Za-z]/.test(name)) return null
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone
  } catch {
    return null
  }
}

/** An IANA time zone name (COMPANY_TIME_ZONE), in its canonical spelling. */
export const TimeZoneName = z
  .string()
  .trim()
  .refine((name) => canonicalZone(name) !== null, {
    message: 'use an IANA time zone name such as Asia/Dubai',
  })
  .transform((name) => canonicalZone(name) as string)

/** The calendar day of an instant in a zone, as YYYY-MM-DD (file names, e.g. the CSV export). */
export function calendarDay(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant)
  const part = (type: 'year' | 'month' | 'day') => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}
