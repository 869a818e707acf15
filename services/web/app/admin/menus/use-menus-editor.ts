import { useRef, useState } from 'react'
import {
  menuKeys,
  menuShapes,
  type AnyMenuItem,
  type MenuItem,
  type MenuItemStatus,
  type MenuKey,
  type MenuLeaf,
  type NavigationEdit,
} from '@site/contract'
import { itemAt, moved, moveTo, removeItem, updateItem, type ItemPlace } from './menu-tree'

/** Each item carries a key of the editor's own (React's, drag's): the save's schema drops it. */
export type Keyed<T> = T & { _key: string }
export type EditorMenus = Record<MenuKey, MenuItem[]>
export type Move = 'up' | 'down' | 'in' | 'out'

export interface MoveResult {
  place: ItemPlace
  /** the moved item's key (focus follows it) */
  key: string
  label: string
  /** the label of the item it is now under; null at the top level */
  parent: string | null
  position: number
  count: number
}

/** What the editor shows of an item beside its fields (content-api's status, or the picker's). */
export type ItemInfo = Pick<MenuItemStatus, 'title' | 'path' | 'hidden' | 'missing' | 'outdated'>

const keyOf = (item: AnyMenuItem) => (item as Keyed<AnyMenuItem>)._key

/** The loaded menus with a key on each item, and each item's status by key. */
function keyed(edit: NavigationEdit) {
  const info: Record<string, ItemInfo> = {}
  const menus = {} as EditorMenus
  for (const menu of menuKeys) {
    const statuses = edit.status[menu]
    let n = 0
    const withKey = <T extends AnyMenuItem>(item: T): T => {
      const _key = `${menu}-${n}`
      const status = statuses[n++]
      if (status) info[_key] = status
      return { ...item, _key }
    }
    menus[menu] = edit.menus[menu].map((item) => {
      const top = withKey(item)
      return item.children ? { ...top, children: item.children.map(withKey) } : top
    })
  }
  return { menus, info }
}

/**
 * The Menus screen's state: the menus being edited, each item's info, and the last change said
 * in words for the live region (a move by keyboard or by drag is announced the same way).
 */
export function useMenusEditor(edit: NavigationEdit) {
  const [state, setState] = useState(() => keyed(edit))
  const [announcement, setAnnouncement] = useState('')
  const added = useRef(0)
  const { menus, info } = state

  const labelOf = (item: AnyMenuItem | undefined) =>
    item ? (item.label ?? info[keyOf(item)]?.title ?? '') : ''

  const setMenu = (menu: MenuKey, items: MenuItem[]) =>
    setState((s) => ({ ...s, menus: { ...s.menus, [menu]: items } }))

  /**
   * Moves an item; returns where it went (focus follows it) and what to announce: its label, its
   * parent's, its position among its siblings; null when it cannot move.
   */
  const move = (menu: MenuKey, place: ItemPlace, how: Move): MoveResult | null =>
    settle(menu, place, moved(menus[menu], place, how, menuShapes[menu].nested))

  /** A drop (drag and drop): before `target`, or inside it as its last child. */
  const drop = (menu: MenuKey, from: ItemPlace, target: ItemPlace, where: 'before' | 'inside') =>
    settle(menu, from, moveTo(menus[menu], from, target, where, menuShapes[menu].nested))

  const settle = (
    menu: MenuKey,
    from: ItemPlace,
    done: { items: MenuItem[]; place: ItemPlace } | null,
  ): MoveResult | null => {
    const item = itemAt(menus[menu], from)
    if (!done || !item) return null
    setMenu(menu, done.items)
    const { top, child } = done.place
    const siblings = child === undefined ? done.items : (done.items[top]?.children ?? [])
    return {
      place: done.place,
      key: keyOf(item),
      label: labelOf(item),
      parent: child === undefined ? null : labelOf(done.items[top]),
      position: (child ?? top) + 1,
      count: siblings.length,
    }
  }

  const update = (menu: MenuKey, place: ItemPlace, change: (item: AnyMenuItem) => AnyMenuItem) =>
    setMenu(menu, updateItem(menus[menu], place, change))

  const remove = (menu: MenuKey, place: ItemPlace) => {
    const label = labelOf(itemAt(menus[menu], place))
    setMenu(menu, removeItem(menus[menu], place))
    return label
  }

  const add = (menu: MenuKey, item: MenuLeaf, itemInfo: ItemInfo) => {
    const _key = `new-${added.current++}`
    setState((s) => ({
      menus: { ...s.menus, [menu]: [...s.menus[menu], { ...item, _key } as unknown as MenuItem] },
      info: { ...s.info, [_key]: itemInfo },
    }))
    return item.label ?? itemInfo.title
  }

  return {
    menus,
    info,
    keyOf,
    labelOf,
    move,
    drop,
    update,
    remove,
    add,
    announcement,
    setAnnouncement,
  }
}

export type MenusEditorState = ReturnType<typeof useMenusEditor>
