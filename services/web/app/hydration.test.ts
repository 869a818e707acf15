import { describe, expect, it } from 'vitest'
import { pageHydrates, staticPage } from './hydration'

describe('pageHydrates', () => {
  it('when the deepest route is a static page, then the page is sent without React', () => {
    expect(
      pageHydrates([{ handle: undefined }, { handle: undefined }, { handle: staticPage }]),
    ).toBe(false)
  })

  it('when the deepest route says nothing (or only a parent is static), then it hydrates', () => {
    expect(pageHydrates([{ handle: undefined }, { handle: {} }])).toBe(true)
    expect(pageHydrates([{ handle: staticPage }, { handle: undefined }])).toBe(true)
    expect(pageHydrates([])).toBe(true)
  })
})
