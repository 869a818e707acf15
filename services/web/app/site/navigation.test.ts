import { describe, expect, it } from 'vitest'
import { solutionLinks, titleFromSlug } from './navigation'

describe('solution links', () => {
  it('when content-api gave no titles, then titles come from the slugs', () => {
    expect(solutionLinks().map((l) => l.label)).toEqual([
      'Energy Systems',
      'IT Infrastructure',
      'Industrial Automation',
      'Battery Energy Storage Systems',
      'Software Platforms',
    ])
  })

  it('when content-api has a title for a slug, then that title is used', () => {
    const links = solutionLinks(new Map([['energy-systems', 'Energy & Power Systems']]))
    expect(links[0]).toEqual({ label: 'Energy & Power Systems', to: '/solutions/energy-systems' })
    expect(links[1]?.label).toBe('IT Infrastructure')
  })

  it('when a slug has one word, then it is capitalised', () => {
    expect(titleFromSlug('sectors')).toBe('Sectors')
  })
})
