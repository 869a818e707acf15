import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  pageViewBeaconScript,
  pageViewEvent,
  runPageViewBeacon,
  type BeaconInput,
} from './analytics-beacon'
import { consentAcceptedEvent, consentStorageKey } from './consent'

const accepted = JSON.stringify({ analytics: true, ts: 1 })
const declined = JSON.stringify({ analytics: false, ts: 2 })

const input = (over: Partial<BeaconInput> = {}): BeaconInput => ({
  consent: accepted,
  doNotTrack: null,
  globalPrivacyControl: undefined,
  href: 'https://example.com/solutions',
  referrer: '',
  lang: 'en',
  width: 1280,
  ...over,
})

describe('the page-view beacon decision', () => {
  it('when analytics was accepted, then the view is counted with its path, language and screen', () => {
    expect(pageViewEvent(input())).toEqual({ path: '/solutions', lang: 'en', screen: 'desktop' })
  })

  it('when no choice is stored, it was declined, or it is unreadable, then nothing is sent', () => {
    expect(pageViewEvent(input({ consent: null }))).toBeNull()
    expect(pageViewEvent(input({ consent: declined }))).toBeNull()
    expect(pageViewEvent(input({ consent: '{not json' }))).toBeNull()
    expect(pageViewEvent(input({ consent: '"yes"' }))).toBeNull()
  })

  it('when the browser sends Do Not Track or Global Privacy Control, then nothing is sent despite consent', () => {
    expect(pageViewEvent(input({ doNotTrack: '1' }))).toBeNull()
    expect(pageViewEvent(input({ globalPrivacyControl: true }))).toBeNull()
    expect(pageViewEvent(input({ doNotTrack: '0', globalPrivacyControl: false }))).not.toBeNull()
  })

  it('when the page is in the admin or a draft preview, then it is never counted', () => {
    for (const path of ['/admin', '/admin/analytics', '/preview/products/rx-500', '/ar/preview/x'])
      expect(pageViewEvent(input({ href: `https://example.com${path}` }))).toBeNull()
    // a public page whose name merely starts alike is counted
    expect(pageViewEvent(input({ href: 'https://example.com/administration' }))?.path).toBe(
      '/administration',
    )
  })

  it('when the window is narrow, mid-sized or wide, then the screen class is phone, tablet or desktop', () => {
    expect(pageViewEvent(input({ width: 375 }))?.screen).toBe('phone')
    expect(pageViewEvent(input({ width: 639 }))?.screen).toBe('phone')
    expect(pageViewEvent(input({ width: 640 }))?.screen).toBe('tablet')
    expect(pageViewEvent(input({ width: 1023 }))?.screen).toBe('tablet')
    expect(pageViewEvent(input({ width: 1024 }))?.screen).toBe('desktop')
  })

  it('when the address has utm_* parameters, then source, medium and campaign are sent, nothing else of the query', () => {
    const event = pageViewEvent(
      input({
        href: 'https://example.com/ar/products?utm_source=newsletter&utm_medium=email&utm_campaign=%20spring%20&email=a@b.c',
        lang: 'ar',
      }),
    )
    expect(event).toEqual({
      path: '/ar/products',
      lang: 'ar',
      screen: 'desktop',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
    })
  })

  it("when the visitor came from another site, then only that site's host is sent; from this site, none", () => {
    expect(
      pageViewEvent(input({ referrer: 'https://www.google.com/search?q=secret' }))?.referrer,
    ).toBe('www.google.com')
    expect(
      pageViewEvent(input({ referrer: 'https://example.com/about' }))?.referrer,
    ).toBeUndefined()
    expect(pageViewEvent(input({ referrer: 'not a url' }))?.referrer).toBeUndefined()
    expect(pageViewEvent(input({ referrer: 'android-app://x.y' }))?.referrer).toBeUndefined()
  })
})

describe('the page-view beacon in the browser', () => {
  const beacons: Array<[string, string]> = []
  let stored: string | null = null
  const listeners = new Map<string, () => void>()

  function browser(over: { dnt?: string; gpc?: boolean; path?: string } = {}) {
    beacons.length = 0
    listeners.clear()
    const head = { appendChild: vi.fn() }
    vi.stubGlobal('window', {
      localStorage: { getItem: (key: string) => (key === consentStorageKey ? stored : null) },
      location: { href: `https://example.com${over.path ?? '/'}` },
      innerWidth: 500,
      addEventListener: (name: string, fn: () => void) => listeners.set(name, fn),
    })
    vi.stubGlobal('navigator', {
      doNotTrack: over.dnt ?? null,
      globalPrivacyControl: over.gpc,
      sendBeacon: (url: string, body: string) => beacons.push([url, body]) > 0,
    })
    vi.stubGlobal('document', {
      referrer: '',
      documentElement: { lang: 'en' },
      head,
      createElement: () => ({ setAttribute: vi.fn() }),
    })
    return head
  }
  afterEach(() => {
    vi.unstubAllGlobals()
    stored = null
  })

  it('when consent was given before, then one beacon is sent for the page view', () => {
    stored = accepted
    browser({ path: '/about' })
    runPageViewBeacon(pageViewEvent, consentStorageKey, consentAcceptedEvent, null)
    expect(beacons).toEqual([
      ['/analytics/event', JSON.stringify({ path: '/about', lang: 'en', screen: 'phone' })],
    ])
    // a later Accept (the banner again) does not count the same view twice
    listeners.get(consentAcceptedEvent)?.()
    expect(beacons).toHaveLength(1)
  })

  it('when the visitor clicks Accept on this page, then this view is counted right then', () => {
    browser()
    runPageViewBeacon(pageViewEvent, consentStorageKey, consentAcceptedEvent, null)
    expect(beacons).toHaveLength(0)
    stored = accepted
    listeners.get(consentAcceptedEvent)?.()
    expect(beacons).toHaveLength(1)
  })

  it('when the visitor declined after accepting, then the next page view sends nothing', () => {
    stored = declined
    browser()
    runPageViewBeacon(pageViewEvent, consentStorageKey, consentAcceptedEvent, null)
    expect(beacons).toHaveLength(0)
  })

  it('when Global Privacy Control is on, then neither the beacon nor the provider script is loaded', () => {
    stored = accepted
    const head = browser({ gpc: true })
    runPageViewBeacon(pageViewEvent, consentStorageKey, consentAcceptedEvent, {
      provider: 'plausible',
      siteId: 'example.com',
    })
    expect(beacons).toHaveLength(0)
    expect(head.appendChild).not.toHaveBeenCalled()
  })

  it("when a provider is configured and consent given, then its script is added with the site's id", () => {
    stored = accepted
    const head = browser()
    runPageViewBeacon(pageViewEvent, consentStorageKey, consentAcceptedEvent, {
      provider: 'plausible',
      siteId: 'example.com',
    })
    const script = head.appendChild.mock.calls[0]?.[0] as {
      src: string
      setAttribute: ReturnType<typeof vi.fn>
    }
    expect(script.src).toBe('https://plausible.io/js/script.js')
    expect(script.setAttribute).toHaveBeenCalledWith('data-domain', 'example.com')
  })

  it('when inlined, then the script text calls the beacon with the storage key, the event and the provider', () => {
    const text = pageViewBeaconScript({ provider: 'umami', siteId: 'abc-123' })
    expect(text).toContain(JSON.stringify(consentStorageKey))
    expect(text).toContain(JSON.stringify(consentAcceptedEvent))
    expect(text).toContain('{"provider":"umami","siteId":"abc-123"}')
    expect(pageViewBeaconScript(null)).toMatch(/,null\)$/)
  })
})
