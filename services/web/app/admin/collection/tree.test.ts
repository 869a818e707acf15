import { describe, expect, it } from 'vitest'
import { orderedTree } from './tree'

const r = (slug: string, children: string[] = []) => ({ slug, children })
const rows = (records: Array<ReturnType<typeof r>>) =>
  orderedTree(records, (x) => x.children).map(({ record, depth }) => `${depth}:${record.slug}`)

describe('solutions as a tree', () => {
  it('when a parent names children, then each child comes right under it, indented, in its order', () => {
    expect(rows([r('solar'), r('energy', ['grid', 'solar']), r('it'), r('grid')])).toEqual([
      '0:energy',
      '1:grid',
      '1:solar',
      '0:it',
    ])
  })

  it('when children form a cycle or a child is named twice, then each record is shown once', () => {
    expect(rows([r('a', ['b']), r('b', ['a']), r('c', ['b'])])).toEqual(['0:c', '1:b', '2:a'])
    expect(rows([r('x', ['y']), r('y', ['x'])])).toEqual(['0:x', '1:y'])
  })
})
