import { describe, expect, it } from 'vitest'
import { calendarDay, DEFAULT_TIME_ZONE, TimeZoneName } from './time-zone.js'

describe('the company time zone', () => {
  it('when nothing is configured, then it is Dubai', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Dubai')
  })

  it('when a zone is named, then only IANA names are accepted, in their canonical spelling', () => {
    expect(TimeZoneName.parse('Asia/Dubai')).toBe('Asia/Dubai')
    expect(TimeZoneName.parse(' asia/dubai ')).toBe('Asia/Dubai')
    expect(TimeZoneName.parse('UTC')).toBe('UTC')
    expect(TimeZoneName.safeParse('Mars/Olympus').success).toBe(false)
    expect(TimeZoneName.safeParse('+04:00').success).toBe(false)
    expect(TimeZoneName.safeParse('').success).toBe(false)
  })

  it('when an instant is late in the evening UTC, then its day in Dubai is the next one', () => {
    const instant = new Date('2026-11-23T21:30:00Z')
    expect(calendarDay(instant, 'Asia/Dubai')).toBe('2026-11-24')
    expect(calendarDay(instant, 'UTC')).toBe('2026-11-23')
    // and a zone west of UTC is still on the day before early in the UTC morning
    expect(calendarDay(new Date('2026-11-24T03:00:00Z'), 'America/New_York')).toBe('2026-11-23')
  })
})
