import { describe, expect, it } from 'vitest'
import { titleFromSlug } from './navigation'

describe('titles from slugs', () => {
  it('when a slug has several words, then each is capitalised and "it" is IT', () => {
    expect(titleFromSlug('battery-energy-storage-systems')).toBe('Battery Energy Storage Systems')
    expect(titleFromSlug('it-infrastructure')).toBe('IT Infrastructure')
  })

  it('when a slug has one word, then it is capitalised', () => {
    expect(titleFromSlug('sectors')).toBe('Sectors')
  })
})
