import { describe, expect, it } from 'vitest'
import { modifierKeyOf, platformOf } from './modifier-key'

describe('the key that zooms the map', () => {
  it('when the visitor is on a Mac (or iPad, iPhone), then it is ⌘; anywhere else Ctrl', () => {
    expect(modifierKeyOf('macOS')).toBe('⌘')
    expect(modifierKeyOf('MacIntel')).toBe('⌘')
    expect(modifierKeyOf('iPad')).toBe('⌘')
    expect(modifierKeyOf('Windows')).toBe('Ctrl')
    expect(modifierKeyOf('Linux x86_64')).toBe('Ctrl')
    expect(modifierKeyOf('')).toBe('Ctrl')
  })

  it('when the browser has User-Agent Client Hints, then their platform is asked first, navigator.platform otherwise', () => {
    expect(platformOf({ userAgentData: { platform: 'macOS' }, platform: 'Win32' })).toBe('macOS')
    expect(platformOf({ userAgentData: { platform: '' }, platform: 'MacIntel' })).toBe('MacIntel')
    expect(platformOf({ platform: 'Linux x86_64' })).toBe('Linux x86_64')
    expect(platformOf({})).toBe('')
  })
})
