import { describe, expect, it } from 'vitest'
import {
  clearConsent,
  consentDecidedAttribute,
  consentProbeScript,
  consentStorageKey,
  readConsent,
  shouldShowBanner,
  storeConsent,
} from './consent'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  }
}

const blocked = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError')
}

describe('cookie consent', () => {
  it('when nothing is stored, then the banner is shown', () => {
    const storage = memoryStorage()
    expect(shouldShowBanner({ doNotTrack: null, storage: () => storage })).toBe(true)
  })

  it('when a choice is stored, then the banner is hidden', () => {
    const storage = memoryStorage({ [consentStorageKey]: '{"analytics":false,"ts":1700000000000}' })
    expect(shouldShowBanner({ doNotTrack: '0', storage: () => storage })).toBe(false)
  })

  it('when Do Not Track is "1", then the banner is hidden even without a choice', () => {
    const storage = memoryStorage()
    expect(shouldShowBanner({ doNotTrack: '1', storage: () => storage })).toBe(false)
  })

  it('when storage cannot be read, then the banner is shown', () => {
    expect(shouldShowBanner({ doNotTrack: null, storage: blocked })).toBe(true)
  })

  it('when the stored value is not a valid choice, then it counts as no choice', () => {
    const storage = memoryStorage({ [consentStorageKey]: 'yes please' })
    expect(readConsent(storage)).toBeNull()
    storage.data.set(consentStorageKey, '{"analytics":"true"}')
    expect(readConsent(storage)).toBeNull()
  })

  it('when the visitor accepts, then analytics true and the timestamp are stored', () => {
    const storage = memoryStorage()
    const choice = storeConsent(() => storage, true, 1_700_000_000_123)
    expect(choice).toEqual({ analytics: true, ts: 1_700_000_000_123 })
    expect(JSON.parse(storage.data.get(consentStorageKey) ?? '')).toEqual(choice)
  })

  it('when the visitor declines, then analytics false is stored', () => {
    const storage = memoryStorage()
    storeConsent(() => storage, false, 5)
    expect(readConsent(storage)).toEqual({ analytics: false, ts: 5 })
  })

  it('when storage refuses writes, then storing still returns the choice', () => {
    expect(storeConsent(blocked, true, 7)).toEqual({ analytics: true, ts: 7 })
  })

  it('when the choice is cleared, then the banner shows again', () => {
    const storage = memoryStorage()
    storeConsent(() => storage, true)
    clearConsent(() => storage)
    expect(storage.data.has(consentStorageKey)).toBe(false)
    expect(shouldShowBanner({ doNotTrack: null, storage: () => storage })).toBe(true)
  })
})

describe('consentProbeScript (inlined in <head>)', () => {
  /** Runs the script text on its own, as the browser does, against a fake page. */
  function runProbe(env: {
    doNotTrack?: string | null
    stored?: string | null
    blocked?: boolean
  }) {
    const marked: string[] = []
    const window = {
      get localStorage() {
        if (env.blocked) throw new Error('SecurityError')
        return { getItem: () => env.stored ?? null }
      },
    }
    const navigator = { doNotTrack: env.doNotTrack ?? null }
    const document = { documentElement: { setAttribute: (name: string) => marked.push(name) } }
    new Function('window', 'navigator', 'document', consentProbeScript)(window, navigator, document)
    return marked
  }

  it('when a valid choice is stored or Do Not Track is on, then <html> is marked before paint', () => {
    expect(runProbe({ stored: '{"analytics":false,"ts":1}' })).toEqual([consentDecidedAttribute])
    expect(runProbe({ doNotTrack: '1' })).toEqual([consentDecidedAttribute])
  })

  it('when nothing valid is stored or storage is blocked, then the banner stays', () => {
    expect(runProbe({})).toEqual([])
    expect(runProbe({ stored: '{"analytics":"yes"}' })).toEqual([])
    expect(runProbe({ stored: 'not json' })).toEqual([])
    expect(runProbe({ blocked: true })).toEqual([])
  })
})
