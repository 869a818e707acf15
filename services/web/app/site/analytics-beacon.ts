import { consentAcceptedEvent, consentStorageKey } from './consent'

/**
 * Consent-gated page views. Public pages ship no React runtime, so counting is a small
 * inline script (with the request's CSP nonce, like consentProbe): on each page view it reads the
 * stored consent afresh and, only when the visitor accepted analytics and sends neither Do Not
 * Track nor Global Privacy Control, posts ONE beacon to `/analytics/event`; it also sends it right
 * after a click on Accept (the banner's event), counting the view the visitor is on. Declining
 * stores `analytics: false`, so the next page view reads it and sends nothing. The admin and
 * draft previews are never counted. A configured provider (ANALYTICS_PROVIDER) loads behind the
 * same gate.
 *
 * Both functions are self-contained (they are inlined as source): `pageViewEvent` decides and
 * builds the beacon's body, `runPageViewBeacon` reads the browser and sends it.
 */

/** The beacon's JSON body (web's POST /analytics/event). */
export interface PageViewEvent {
  path: string
  referrer?: string
  lang?: string
  screen?: 'phone' | 'tablet' | 'desktop'
  utm_source?: string
  utm_medium?: string
  utm_campaign?: string
}

/** What the browser tells about this page view. */
export interface BeaconInput {
  /** the raw stored consent (localStorage[cookie_consent]), null when none or unreadable */
  consent: string | null
  /** navigator.doNotTrack */
  doNotTrack: string | null | undefined
  /** navigator.globalPrivacyControl */
  globalPrivacyControl: unknown
  /** location.href */
  href: string
  /** document.referrer */
  referrer: string
  /** document.documentElement.lang */
  lang: string
  /** window.innerWidth, in CSS pixels */
  width: number
}

/** The beacon for this page view, or null when it must not be counted. */
export function pageViewEvent(input: BeaconInput): PageViewEvent | null {
  if (input.doNotTrack === '1' || input.globalPrivacyControl === true) return null
  let accepted = false
  try {
    const choice = input.consent === null ? null : (JSON.parse(input.consent) as unknown)
    accepted =
      typeof choice === 'object' &&
      choice !== null &&
      (choice as { analytics?: unknown }).analytics === true
  } catch {
    accepted = false
  }
  if (!accepted) return null
  let url: URL
  try {
    url = new URL(input.href)
  } catch {
    return null
  }
  const path = url.pathname
  // the admin and draft previews (/preview/…, /ar/preview/…) are not the public site
  if (/^\/(?:ar\/)?(?:admin|preview)(?:\/|$)/i.test(path)) return null
  const event: PageViewEvent = { path }
  if (input.referrer) {
    try {
      const from = new URL(input.referrer)
      // only another site's host name: never its path or query, never this site itself
      if (/^https?:$/.test(from.protocol) && from.host !== url.host) event.referrer = from.hostname
    } catch {
      // an unreadable referrer is left out
    }
  }
  if (input.lang) event.lang = input.lang.slice(0, 16)
  if (input.width > 0)
    event.screen = input.width < 640 ? 'phone' : input.width < 1024 ? 'tablet' : 'desktop'
  for (const key of ['utm_source', 'utm_medium', 'utm_campaign'] as const) {
    const value = (url.searchParams.get(key) || '').trim().slice(0, 100)
    if (value) event[key] = value
  }
  return event
}

/** ANALYTICS_PROVIDER and its site id, as the browser needs them. */
export interface ProviderScript {
  provider: 'plausible' | 'umami' | 'ga4'
  siteId: string
}

/**
 * Runs at the end of <body>: counts this view when pageViewEvent allows, at once or after Accept
 * is clicked, at most once per page view, and then loads the provider's script when one is set.
 */
export function runPageViewBeacon(
  decide: (input: BeaconInput) => PageViewEvent | null,
  storageKey: string,
  acceptedEvent: string,
  provider: ProviderScript | null,
): void {
  let sent = false
  const attempt = () => {
    if (sent) return
    let consent: string | null = null
    try {
      consent = window.localStorage.getItem(storageKey)
    } catch {
      consent = null // blocked storage: no stored consent, nothing counted
    }
    const nav = navigator as Navigator & { globalPrivacyControl?: unknown }
    const event = decide({
      consent,
      doNotTrack: nav.doNotTrack,
      globalPrivacyControl: nav.globalPrivacyControl,
      href: window.location.href,
      referrer: document.referrer,
      lang: document.documentElement.lang,
      width: window.innerWidth,
    })
    if (!event) return
    sent = true
    try {
      if (typeof nav.sendBeacon === 'function')
        nav.sendBeacon('/analytics/event', JSON.stringify(event))
    } catch {
      // a refused beacon is a view not counted, never an error on the page
    }
    if (!provider) return
    const script = document.createElement('script')
    script.async = true
    if (provider.provider === 'plausible') {
      script.src = 'https://plausible.io/js/script.js'
      script.setAttribute('data-domain', provider.siteId)
    } else if (provider.provider === 'umami') {
      script.src = 'https://cloud.umami.is/script.js'
      script.setAttribute('data-website-id', provider.siteId)
    } else {
      script.src =
        'https://www.googletagmanager.com/gtag/js?id=' + encodeURIComponent(provider.siteId)
      const w = window as unknown as { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void }
      w.dataLayer = w.dataLayer || []
      w.gtag = function gtag() {
        // gtag.js reads the arguments objects it is given, as Google's own snippet pushes them
        // eslint-disable-next-line prefer-rest-params
        ;(w.dataLayer as unknown[]).push(arguments)
      }
      w.gtag('js', new Date())
      w.gtag('config', provider.siteId, { anonymize_ip: true })
    }
    document.head.appendChild(script)
  }
  attempt()
  window.addEventListener(acceptedEvent, attempt)
}

/** The inline script text for public pages (root.tsx). */
export function pageViewBeaconScript(provider: ProviderScript | null): string {
  return `(${runPageViewBeacon.toString()})(${pageViewEvent.toString()},${JSON.stringify(consentStorageKey)},${JSON.stringify(consentAcceptedEvent)},${JSON.stringify(provider)})`
}
