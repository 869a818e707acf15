import { createContext, useContext, useMemo } from 'react'
import { DEFAULT_TIME_ZONE } from '@site/contract'

/**
 * Every date the admin shows, in one zone: the company's (COMPANY_TIME_ZONE, Dubai by default).
 * Not the server's zone and not the editor's browser's, so the server's render and the
 * browser's hydration write the same text, and two editors see the same time for one event.
 */
export interface DateFormatter {
  timeZone: string
  /** "24 Nov 2026, 01:30 (Dubai)"; a value that is not a date is returned as it is */
  dateTime: (iso: string) => string
  /** "just now", "5 minutes ago", "3 hours ago", "2 days ago" relative to `now` */
  timeAgo: (iso: string, now?: Date) => string
}

/** "Asia/Dubai" -> "Dubai", "America/New_York" -> "New York", "UTC" -> "UTC". */
export function placeOf(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ')
}

function timeAgo(iso: string, now: Date = new Date()): string {
  const ms = now.getTime() - new Date(iso).getTime()
  if (Number.isNaN(ms)) return iso
  const minutes = Math.floor(ms / 60_000)
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`
  const days = Math.floor(hours / 24)
  return `${days} day${days === 1 ? '' : 's'} ago`
}

export function dateFormatter(timeZone: string): DateFormatter {
  const format = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  })
  const place = placeOf(timeZone)
  return {
    timeZone,
    dateTime: (iso) => {
      const date = new Date(iso)
      return Number.isNaN(date.getTime()) ? iso : `${format.format(date)} (${place})`
    },
    timeAgo,
  }
}

/** The company's zone; the admin layout provides it from its loader (config.companyTimeZone). */
export const CompanyTimeZone = createContext(DEFAULT_TIME_ZONE)

/** The admin's date formatter, in the company's zone. */
export function useDates(): DateFormatter {
  const timeZone = useContext(CompanyTimeZone)
  return useMemo(() => dateFormatter(timeZone), [timeZone])
}

/** A date as <time>: the instant for machines, the company's wall-clock time for people. */
export function DateTime({ value }: { value: string }) {
  const { dateTime } = useDates()
  return <time dateTime={value}>{dateTime(value)}</time>
}
