import { createContext, useContext, useMemo } from 'react'
import { DEFAULT_TIME_ZONE, defaultAdminLanguage, type AdminLanguageCode } from '@site/contract'
import { adminI18n } from './i18n/admin-i18n'
import { AdminLanguage } from './i18n/use-admin-i18n'

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

/**
 * Dates in the company's zone, written in an admin language: its locale from the language list
 * (the day, month and digits as it writes them) and its words for "5 minutes ago".
 */
export function dateFormatter(
  timeZone: string,
  lang: AdminLanguageCode = defaultAdminLanguage,
): DateFormatter {
  const { locale, t, count } = adminI18n(lang)
  const timeAgo = (iso: string, now: Date = new Date()): string => {
    const ms = now.getTime() - new Date(iso).getTime()
    if (Number.isNaN(ms)) return iso
    const minutes = Math.floor(ms / 60_000)
    if (minutes < 1) return t('dates.justNow')
    if (minutes < 60) return count('count.minutesAgo', minutes)
    const hours = Math.floor(minutes / 60)
    if (hours < 24) return count('count.hoursAgo', hours)
    return count('count.daysAgo', Math.floor(hours / 24))
  }
  const format = new Intl.DateTimeFormat(locale, {
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

/** The admin's date formatter, in the company's zone and the user's admin language. */
export function useDates(): DateFormatter {
  const timeZone = useContext(CompanyTimeZone)
  const lang = useContext(AdminLanguage)
  return useMemo(() => dateFormatter(timeZone, lang), [timeZone, lang])
}

/** A date as <time>: the instant for machines, the company's wall-clock time for people. */
export function DateTime({ value }: { value: string }) {
  const { dateTime } = useDates()
  return <time dateTime={value}>{dateTime(value)}</time>
}
