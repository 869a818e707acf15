import { MENU_MAX_CHILDREN, type AnyMenuItem, type MenuItem, type MenuLeaf } from '@site/contract'

/**
 * The Menus screen's edits of one menu (a list of items, each with children one level down), as
 * pure functions: each returns the new list, or null when the move cannot be made (the buttons are
 * then disabled, and a drop there is refused). Depth stays within the schema's two levels.
 */

/** An item's place: its index at the top, and its index among that item's children. */
export interface ItemPlace {
  top: number
  child?: number
}

const childrenOf = (item: MenuItem): MenuLeaf[] => item.children ?? []

/** `item` as a leaf (no children key) or as a top-level item with `children`. */
function asLeaf(item: AnyMenuItem): MenuLeaf {
  const { children: _children, ...leaf } = item as MenuItem
  return leaf as MenuLeaf
}
function withChildren(item: AnyMenuItem, children: MenuLeaf[]): MenuItem {
  const leaf = asLeaf(item)
  return (children.length > 0 ? { ...leaf, children } : leaf) as MenuItem
}

export function itemAt(items: readonly MenuItem[], place: ItemPlace): AnyMenuItem | undefined {
  const top = items[place.top]
  if (!top || place.child === undefined) return top
  return childrenOf(top)[place.child]
}

/** The list with the item at `place` replaced by `change(item)`. */
export function updateItem(
  items: readonly MenuItem[],
  place: ItemPlace,
  change: (item: AnyMenuItem) => AnyMenuItem,
): MenuItem[] {
  return items.map((top, i) => {
    if (i !== place.top) return top
    if (place.child === undefined) return withChildren(change(top), childrenOf(top))
    return withChildren(
      top,
      childrenOf(top).map((c, j) => (j === place.child ? asLeaf(change(c)) : c)),
    )
  })
}

export function removeItem(items: readonly MenuItem[], place: ItemPlace): MenuItem[] {
  if (place.child === undefined) return items.filter((_, i) => i !== place.top)
  return items.map((top, i) =>
    i === place.top
      ? withChildren(
          top,
          childrenOf(top).filter((_, j) => j !== place.child),
        )
      : top,
  )
}

/** Up (-1) or down (+1) among its siblings; null at either end. */
export function moveBy(
  items: readonly MenuItem[],
  place: ItemPlace,
  by: -1 | 1,
): { items: MenuItem[]; place: ItemPlace } | null {
  const swap = <T>(list: readonly T[], from: number): T[] | null => {
    const to = from + by
    if (to < 0 || to >= list.length) return null
    const next = [...list]
    ;[next[from], next[to]] = [next[to] as T, next[from] as T]
    return next
  }
  if (place.child === undefined) {
    const next = swap(items, place.top)
    return next && { items: next, place: { top: place.top + by } }
  }
  const top = items[place.top]
  const children = top && swap(childrenOf(top), place.child)
  if (!top || !children) return null
  const next = items.map((t, i) => (i === place.top ? withChildren(t, children) : t))
  return { items: next, place: { top: place.top, child: place.child + by } }
}

/**
 * In: a top-level item without children becomes the last child of the item above it (the menus
 * nest two levels: an item with children cannot go under another).
 */
export function moveIn(
  items: readonly MenuItem[],
  place: ItemPlace,
): { items: MenuItem[]; place: ItemPlace } | null {
  if (place.child !== undefined || place.top === 0) return null
  const item = items[place.top]
  const parent = items[place.top - 1]
  if (!item || !parent || childrenOf(item).length > 0) return null
  const siblings = childrenOf(parent)
  if (siblings.length >= MENU_MAX_CHILDREN) return null
  const next = items
    .map((t, i) => (i === place.top - 1 ? withChildren(t, [...siblings, asLeaf(item)]) : t))
    .filter((_, i) => i !== place.top)
  return { items: next, place: { top: place.top - 1, child: siblings.length } }
}

/** Out: a child becomes a top-level item right after its parent. */
export function moveOut(
  items: readonly MenuItem[],
  place: ItemPlace,
): { items: MenuItem[]; place: ItemPlace } | null {
  if (place.child === undefined) return null
  const parent = items[place.top]
  const item = parent && childrenOf(parent)[place.child]
  if (!parent || !item) return null
  const rest = childrenOf(parent).filter((_, j) => j !== place.child)
  const next = [...items]
  next.splice(place.top, 1, withChildren(parent, rest), item as MenuItem)
  return { items: next, place: { top: place.top + 1 } }
}

/** A move by name, as the buttons (and a drop) ask for it: the moved list and place, or null. */
export function moved(
  items: readonly MenuItem[],
  place: ItemPlace,
  how: 'up' | 'down' | 'in' | 'out',
  /** false for a flat menu (menuShapes): nothing goes in or out */
  nested = true,
) {
  if (!nested && (how === 'in' || how === 'out')) return null
  if (how === 'up') return moveBy(items, place, -1)
  if (how === 'down') return moveBy(items, place, 1)
  return how === 'in' ? moveIn(items, place) : moveOut(items, place)
}

/**
 * A drop: the item at `from` put before the item at `target` (at the target's level), or
 * `inside` a top-level target as its last child. Null where the menus cannot hold it: onto
 * itself, an item with children under another, past the children's bound.
 */
export function moveTo(
  items: readonly MenuItem[],
  from: ItemPlace,
  target: ItemPlace,
  where: 'before' | 'inside',
  /** false for a flat menu (menuShapes): a drop "inside" an item goes before it */
  menuNests = true,
): { items: MenuItem[]; place: ItemPlace } | null {
  if (!menuNests && where === 'inside') return moveTo(items, from, target, 'before')
  const item = itemAt(items, from)
  if (!item || !itemAt(items, target)) return null
  if (from.child === undefined && target.top === from.top) return null
  if (from.top === target.top && from.child === target.child) return null
  if (where === 'inside' && target.child !== undefined) return null
  const nested = where === 'inside' || target.child !== undefined
  const top = items[from.top]
  if (nested && from.child === undefined && top && childrenOf(top).length > 0) return null
  // the target's place once the item is taken out
  const at: ItemPlace = { ...target }
  if (from.child === undefined && target.top > from.top) at.top -= 1
  if (from.child !== undefined && target.child !== undefined && target.top === from.top)
    if (target.child > from.child) at.child = target.child - 1
  const rest = removeItem(items, from)
  if (!nested) {
    const next = [...rest]
    next.splice(at.top, 0, item as MenuItem)
    return { items: next, place: { top: at.top } }
  }
  const parent = rest[at.top]
  if (!parent) return null
  const siblings = childrenOf(parent)
  if (siblings.length >= MENU_MAX_CHILDREN) return null
  const index = where === 'inside' ? siblings.length : (at.child ?? 0)
  const children = [...siblings]
  children.splice(index, 0, asLeaf(item))
  const next = rest.map((t, i) => (i === at.top ? withChildren(t, children) : t))
  return { items: next, place: { top: at.top, child: index } }
}
