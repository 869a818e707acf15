import { describe, expect, it } from 'vitest'
import { presenceTargetOf } from './presence-target'

describe('presenceTargetOf', () => {
  it('when the address names a record, a page or Company Info, then it is passed on as the target', () => {
    expect(presenceTargetOf('products/corvane-rx500-rtu')).toBe('products/corvane-rx500-rtu')
    expect(presenceTargetOf('pages/about')).toBe('pages/about')
    expect(presenceTargetOf('settings/company')).toBe('settings/company')
  })

  it('when the address is anything else, then it is refused before content-api is asked', () => {
    for (const path of [
      'users/someone',
      'pages/nowhere',
      'settings/other',
      'products/../../etc',
      'products/a/b',
      'products/Upper',
      '',
    ]) {
      expect(presenceTargetOf(path), path).toBeNull()
    }
  })
})
