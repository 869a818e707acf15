import { describe, expect, it } from 'vitest'
import { flattenTree, mergeFields, unflattenTree } from './merge.js'

describe('mergeFields', () => {
  const base = { title: 'A', description: 'd', features: ['x'] }

  it('when the two sides changed different fields, then both changes are kept', () => {
    const result = mergeFields(base, { ...base, title: 'Mine' }, { ...base, features: ['x', 'y'] })
    expect(result).toEqual({
      ok: true,
      merged: { title: 'Mine', description: 'd', features: ['x', 'y'] },
      theirs: ['features'],
    })
  })

  it('when both sides changed the same field differently, then it is a conflict naming the field', () => {
    expect(mergeFields(base, { ...base, title: 'Mine' }, { ...base, title: 'Theirs' })).toEqual({
      ok: false,
      conflicts: ['title'],
    })
  })

  it('when both sides made the same change, then there is no conflict', () => {
    expect(mergeFields(base, { ...base, title: 'Same' }, { ...base, title: 'Same' })).toMatchObject(
      { ok: true },
    )
  })

  it('when lists differ only deep inside, then they are still compared by value', () => {
    const result = mergeFields(
      base,
      { ...base, features: ['x', 'mine'] },
      { ...base, features: ['x', 'theirs'] },
    )
    expect(result).toEqual({ ok: false, conflicts: ['features'] })
  })

  it('when page sections are flattened and back, then nothing changes', () => {
    const values = { hero: { title: 'T', image: '' }, cta: { title: 'C' } }
    expect(unflattenTree(flattenTree(values))).toEqual(values)
  })

  it('when a document holds Arabic under ar, then its leaves get dotted paths and come back', () => {
    const values = { hero: { title: 'T' }, ar: { hero: { title: 'ع' } }, map_lat: 25.1 }
    expect(flattenTree(values)).toEqual({
      'hero.title': 'T',
      'ar.hero.title': 'ع',
      map_lat: 25.1,
    })
    expect(unflattenTree(flattenTree(values))).toEqual(values)
  })
})
