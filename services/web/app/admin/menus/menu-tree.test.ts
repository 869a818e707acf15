import { describe, expect, it } from 'vitest'
import type { MenuItem } from '@site/contract'
import { moveBy, moved, moveIn, moveOut, moveTo, removeItem, updateItem } from './menu-tree'

const link = (n: number) => ({ kind: 'link' as const, url: `/p${n}`, label: `L${n}` })
const menu: MenuItem[] = [link(1), { ...link(2), children: [link(21), link(22)] }, link(3)]
const labels = (items: readonly MenuItem[]) =>
  items.map((i) => [i.label, ...(i.children ?? []).map((c) => c.label)])

describe('editing a menu tree', () => {
  it('when an item moves down, then it swaps with the next sibling; past the end, no move', () => {
    expect(labels(moveBy(menu, { top: 0 }, 1)?.items ?? [])).toEqual([
      ['L2', 'L21', 'L22'],
      ['L1'],
      ['L3'],
    ])
    expect(moveBy(menu, { top: 2 }, 1)).toBeNull()
    expect(moveBy(menu, { top: 1, child: 0 }, 1)).toMatchObject({ place: { top: 1, child: 1 } })
    expect(moveBy(menu, { top: 1, child: 0 }, -1)).toBeNull()
  })

  it('when an item moves in, then it becomes the last child of the item above', () => {
    const moved = moveIn(menu, { top: 2 })
    expect(moved?.place).toEqual({ top: 1, child: 2 })
    expect(labels(moved?.items ?? [])).toEqual([['L1'], ['L2', 'L21', 'L22', 'L3']])
  })

  it('when the item has children or is first or already nested, then it cannot move in (two levels)', () => {
    expect(moveIn(menu, { top: 1 })).toBeNull()
    expect(moveIn(menu, { top: 0 })).toBeNull()
    expect(moveIn(menu, { top: 1, child: 1 })).toBeNull()
  })

  it('when a child moves out, then it follows its parent at the top; its parent keeps the others', () => {
    const moved = moveOut(menu, { top: 1, child: 0 })
    expect(moved?.place).toEqual({ top: 2 })
    expect(labels(moved?.items ?? [])).toEqual([['L1'], ['L2', 'L22'], ['L21'], ['L3']])
    expect(moveOut(menu, { top: 0 })).toBeNull()
  })

  it('when the last child moves out or is removed, then its parent has no children key left', () => {
    const one: MenuItem[] = [{ ...link(1), children: [link(11)] }]
    expect(moveOut(one, { top: 0, child: 0 })?.items).toEqual([link(1), link(11)])
    expect(removeItem(one, { top: 0, child: 0 })).toEqual([link(1)])
  })

  it('when a nested label changes, then only that item changes', () => {
    const next = updateItem(menu, { top: 1, child: 1 }, (i) => ({ ...i, label: 'New' }))
    expect(labels(next)).toEqual([['L1'], ['L2', 'L21', 'New'], ['L3']])
    expect(next[0]).toBe(menu[0])
  })
})

describe('dropping an item in a menu tree', () => {
  it('when a top-level item is dropped before a later one, then it lands just before it', () => {
    const moved = moveTo(menu, { top: 0 }, { top: 2 }, 'before')
    expect(labels(moved?.items ?? [])).toEqual([['L2', 'L21', 'L22'], ['L1'], ['L3']])
    expect(moved?.place).toEqual({ top: 1 })
  })

  it("when an item is dropped inside another, then it is that item's last child", () => {
    const moved = moveTo(menu, { top: 2 }, { top: 0 }, 'inside')
    expect(labels(moved?.items ?? [])).toEqual([
      ['L1', 'L3'],
      ['L2', 'L21', 'L22'],
    ])
    expect(moved?.place).toEqual({ top: 0, child: 0 })
  })

  it('when a child is dropped before a later sibling or before a top-level item, then it moves there', () => {
    expect(
      labels(moveTo(menu, { top: 1, child: 0 }, { top: 1, child: 1 }, 'before')?.items ?? []),
    ).toEqual(labels(menu))
    const out = moveTo(menu, { top: 1, child: 1 }, { top: 0 }, 'before')
    expect(labels(out?.items ?? [])).toEqual([['L22'], ['L1'], ['L2', 'L21'], ['L3']])
  })

  it('when an item with children is dropped inside another or onto itself, then nothing moves', () => {
    expect(moveTo(menu, { top: 1 }, { top: 0 }, 'inside')).toBeNull()
    expect(moveTo(menu, { top: 1 }, { top: 1, child: 0 }, 'before')).toBeNull()
    expect(moveTo(menu, { top: 0 }, { top: 0 }, 'before')).toBeNull()
  })
})

describe('a flat menu (the header buttons)', () => {
  const buttons: MenuItem[] = [link(1), link(2)]
  it('when an item would move in, then it cannot; up and down still work', () => {
    expect(moved(buttons, { top: 1 }, 'in', false)).toBeNull()
    expect(labels(moved(buttons, { top: 1 }, 'up', false)?.items ?? [])).toEqual([['L2'], ['L1']])
  })

  it('when an item is dropped inside another, then it lands before it, never under it', () => {
    const done = moveTo(buttons, { top: 1 }, { top: 0 }, 'inside', false)
    expect(labels(done?.items ?? [])).toEqual([['L2'], ['L1']])
    expect(done?.place).toEqual({ top: 0 })
  })
})
