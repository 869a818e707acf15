import { describe, expect, it } from 'vitest'
import { diffFields, flattenPage, historyApiPath, sameValue } from './history.js'

describe('field-by-field diff', () => {
  it('when lists and key/value pairs hold the same values, then they are not reported changed', () => {
    const before = { features: ['a', 'b'], specs: [{ key: 'Power', value: '5 kW' }], n: 1 }
    const after = { features: ['a', 'b'], specs: [{ value: '5 kW', key: 'Power' }], n: 1 }
    expect(diffFields(before, after)).toEqual([])
  })

  it('when values differ, then each changed field comes with before and after in the given order', () => {
    const before = { title: 'A', features: ['a', 'b'], body: 'x' }
    const after = { title: 'B', features: ['b', 'a'], body: 'x', added: true }
    expect(diffFields(before, after, ['features', 'title'])).toEqual([
      { field: 'features', before: ['a', 'b'], after: ['b', 'a'] },
      { field: 'title', before: 'A', after: 'B' },
      { field: 'added', before: undefined, after: true },
    ])
  })

  it('when texts differ only in line endings and whitespace at line ends, then they are not reported changed; a changed word is', () => {
    const before = {
      description: 'First paragraph.\n\nSecond paragraph.',
      specifications: [{ name: 'Power', value: '5 kW' }],
    }
    const after = {
      description: 'First paragraph.  \r\n\r\nSecond paragraph.\r\n',
      specifications: [{ name: 'Power', value: '5 kW \r\n' }],
    }
    expect(diffFields(before, after)).toEqual([])
    const reworded = { ...after, description: 'First paragraph.\r\n\r\nThird paragraph.' }
    expect(diffFields(before, reworded)).toEqual([
      { field: 'description', before: before.description, after: reworded.description },
    ])
  })

  it('when values have different types, then they differ', () => {
    expect(sameValue(1, '1')).toBe(false)
    expect(sameValue([], {})).toBe(false)
    expect(sameValue(null, undefined)).toBe(false)
  })

  it('when a page is flattened, then its fields are keyed section.field', () => {
    expect(flattenPage([{ key: 'hero', fields: [{ key: 'title', value: 'T' }] }])).toEqual({
      'hero.title': 'T',
    })
  })

  it('when a target is named, then its API path is the path of its content', () => {
    expect(historyApiPath({ collection: 'solutions', slug: 'energy' })).toBe('/solutions/energy')
    expect(historyApiPath({ page: 'home' })).toBe('/home-content')
    expect(historyApiPath({ settings: true })).toBe('/company-settings')
  })
})
