/**
 * The visitor's analytics consent (no analytics before an explicit Accept; the choice can be
 * changed from the footer's Manage Cookies link), kept in localStorage under one key.
 * No analytics provider is configured yet (ANALYTICS_* unset): accepting only records the choice
 * and fires the event a provider would listen for.
 */
export const consentStorageKey = 'cookie_consent'
export const consentAcceptedEvent = 'cookie-consent-accepted'

export interface ConsentChoice {
  analytics: boolean
  /** when the choice was made, in milliseconds since the epoch */
  ts: number
}

type ReadableStorage = Pick<Storage, 'getItem'>
type WritableStorage = Pick<Storage, 'setItem' | 'removeItem'>

function isConsentChoice(value: unknown): value is ConsentChoice {
  if (typeof value !== 'object' || value === null) return false
  const { analytics, ts } = value as Record<string, unknown>
  return typeof analytics === 'boolean' && typeof ts === 'number' && Number.isFinite(ts)
}

/** The stored choice; null when there is none or it is not a valid choice. Throws if unreadable. */
export function readConsent(storage: ReadableStorage): ConsentChoice | null {
  const raw = storage.getItem(consentStorageKey)
  if (raw === null) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    return isConsentChoice(parsed) ? parsed : null
  } catch {
    return null
  }
}

export interface BannerEnvironment {
  /** navigator.doNotTrack */
  doNotTrack: string | null | undefined
  /** a getter, because merely touching window.localStorage can throw (blocked storage) */
  storage: () => ReadableStorage
}

/**
 * Hidden when Do Not Track is '1'; otherwise shown when no choice is stored or storage cannot be
 * read.
 */
export function shouldShowBanner({ doNotTrack, storage }: BannerEnvironment): boolean {
  if (doNotTrack === '1') return false
  try {
    return readConsent(storage()) === null
  } catch {
    return true
  }
}

/** Stores the choice. Returns it even if storage refuses it, so the banner can still close. */
export function storeConsent(
  storage: () => WritableStorage,
  analytics: boolean,
  now: number = Date.now(),
): ConsentChoice {
  const choice: ConsentChoice = { analytics, ts: now }
  try {
    storage().setItem(consentStorageKey, JSON.stringify(choice))
  } catch {
    // Private mode or blocked storage: the choice holds for this page view only.
  }
  return choice
}

/** Forgets the choice (the footer's Manage Cookies), so the banner shows again. */
export function clearConsent(storage: () => WritableStorage): void {
  try {
    storage().removeItem(consentStorageKey)
  } catch {
    // Nothing stored that we could remove.
  }
}

/** The attribute the head script sets on <html> when the banner is not needed. */
export const consentDecidedAttribute = 'data-consent-decided'

/**
 * Runs inline in <head>, before the page paints: marks <html> when the banner would be hidden
 * (Do Not Track, or a valid stored choice), so the server-rendered banner never flashes up for a
 * visitor who already chose. Self-contained (it is inlined as source): the same rules as
 * shouldShowBanner, which takes over after hydration.
 */
export function consentProbe(key: string, attribute: string): void {
  try {
    let hide = navigator.doNotTrack === '1'
    if (!hide) {
      const raw = window.localStorage.getItem(key)
      if (raw !== null) {
        const choice = JSON.parse(raw) as { analytics?: unknown; ts?: unknown } | null
        hide =
          typeof choice === 'object' &&
          choice !== null &&
          typeof choice.analytics === 'boolean' &&
          typeof choice.ts === 'number' &&
          Number.isFinite(choice.ts)
      }
    }
    if (hide) document.documentElement.setAttribute(attribute, '')
  } catch {
    // Unreadable storage or a malformed choice: the banner shows, as shouldShowBanner decides.
  }
}

/** The <head> script text: the probe above, called with the storage key and attribute. */
export const consentProbeScript = `(${consentProbe.toString()})(${JSON.stringify(consentStorageKey)},${JSON.stringify(consentDecidedAttribute)})`
