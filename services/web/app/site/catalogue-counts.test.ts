import { describe, expect, it } from 'vitest'
import { catalogueCounts, childCount, figureNumber } from './catalogue-counts'

describe('catalogue counts', () => {
  it('when the lists are counted, then products, partners, categories, sub-solutions and sectors are what the catalogue holds', () => {
    expect(
      catalogueCounts('products', {
        products: [{ category: 'A' }, { category: ' a ' }, { category: 'B' }],
        partners: [{}, {}],
      }),
    ).toEqual({ products: 3, partners: 2, categories: 2 })
    expect(
      catalogueCounts('solutions', {
        solutions: [
          { slug: 'x', category: 'Energy', children: ['y', 'z'] },
          { slug: 'y', category: 'Energy', children: [{ slug: 'z' }] },
        ],
      }),
    ).toEqual({ solution_categories: 1, sub_solutions: 2 })
    expect(catalogueCounts('sectors', { sectors: [1, 2, 3] })).toEqual({ key_sectors: 3 })
    expect(catalogueCounts('home', {})).toEqual({})
  })

  it('when a pillar names children, then only the listed ones count', () => {
    expect(childCount({ children: ['a', 'b', 'gone'] }, new Set(['a', 'b']))).toBe(2)
    expect(childCount(undefined, new Set())).toBe(0)
  })

  it('when a typed figure is read, then its number is found, or null', () => {
    expect(figureNumber('10')).toBe(10)
    expect(figureNumber('1,200+')).toBe(1200)
    expect(figureNumber('many')).toBeNull()
  })
})
