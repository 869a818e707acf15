import { describe, expect, it } from 'vitest'
import { collectionDefinitions, matchesListSearch } from '@site/contract'
import type { AdminRecord } from './collection.server'
import { childrenField, iconField, imageField, listRows } from './list-view'

const record = (slug: string, extra: Record<string, unknown> = {}): AdminRecord => ({
  slug,
  version: 'v1',
  ...extra,
})

describe('list view from the definition', () => {
  it('when a collection names children of its own kind, then its list is a tree', () => {
    const def = collectionDefinitions.solutions
    expect(childrenField(def, 'solutions')).toBe('children')
    const rows = listRows(def, 'solutions', [
      record('energy', { children: ['solar'] }),
      record('it'),
      record('solar'),
    ])
    expect(rows.map((r) => [r.record.slug, r.depth])).toEqual([
      ['energy', 0],
      ['solar', 1],
      ['it', 0],
    ])
  })

  it('when a collection has no such field, then its list is flat', () => {
    const def = collectionDefinitions.products
    expect(childrenField(def, 'products')).toBeNull()
    expect(listRows(def, 'products', [record('a'), record('b')]).map((r) => r.depth)).toEqual([
      0, 0,
    ])
  })

  it('when the fields are read, then the icon and the first image are found by kind', () => {
    expect(iconField(collectionDefinitions.solutions)).toBe('icon')
    expect(iconField(collectionDefinitions.products)).toBeNull()
    expect(imageField(collectionDefinitions.partners)).toBe('logo')
  })

  it('when searching, then title, slug, description and listed columns match', () => {
    const def = collectionDefinitions.products
    const p = record('rx-500', {
      title: 'Corvane RTU',
      summary: 'Remote unit',
      category: 'Hardware',
    })
    for (const needle of ['corvane', 'rx-5', 'remote', 'hardware']) {
      expect(matchesListSearch(def, p, p.slug, needle)).toBe(true)
    }
    expect(matchesListSearch(def, p, p.slug, 'battery')).toBe(false)
  })
})
