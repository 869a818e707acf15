import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CompanyTimeZone, dateFormatter, DateTime } from './dates'

const lateEveningUtc = '2026-11-23T21:30:00.000Z'

describe('admin dates', () => {
  it('when a UTC instant is late in the evening, then Dubai shows it on the next day', () => {
    expect(dateFormatter('Asia/Dubai').dateTime(lateEveningUtc)).toBe('24 Nov 2026, 01:30 (Dubai)')
  })

  it('when the company is elsewhere, then its own zone and name are used', () => {
    expect(dateFormatter('UTC').dateTime(lateEveningUtc)).toBe('23 Nov 2026, 21:30 (UTC)')
    expect(dateFormatter('America/New_York').dateTime('2026-11-24T03:00:00Z')).toBe(
      '23 Nov 2026, 22:00 (New York)',
    )
  })

  it('when the value is not a date, then it is shown as it is', () => {
    expect(dateFormatter('Asia/Dubai').dateTime('soon')).toBe('soon')
  })

  it('when times are relative, then minutes, hours and days read naturally', () => {
    const { timeAgo } = dateFormatter('Asia/Dubai')
    const now = new Date('2026-11-23T12:00:00Z')
    expect(timeAgo('2026-11-23T11:59:30Z', now)).toBe('just now')
    expect(timeAgo('2026-11-23T11:55:00Z', now)).toBe('5 minutes ago')
    expect(timeAgo('2026-11-23T11:00:00Z', now)).toBe('1 hour ago')
    expect(timeAgo('2026-11-21T12:00:00Z', now)).toBe('2 days ago')
  })

  it('when a screen shows a date, then it is a <time> in the zone the admin layout provides', () => {
    const html = (zone?: string) =>
      renderToStaticMarkup(
        zone ? (
          <CompanyTimeZone.Provider value={zone}>
            <DateTime value={lateEveningUtc} />
          </CompanyTimeZone.Provider>
        ) : (
          <DateTime value={lateEveningUtc} />
        ),
      )
    expect(html('Africa/Lagos')).toBe(
      `<time dateTime="${lateEveningUtc}">23 Nov 2026, 22:30 (Lagos)</time>`,
    )
    // outside the admin layout (an error page): the default company zone, never the server's
    expect(html()).toBe(`<time dateTime="${lateEveningUtc}">24 Nov 2026, 01:30 (Dubai)</time>`)
  })
})
