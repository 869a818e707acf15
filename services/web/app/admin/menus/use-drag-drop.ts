import { type DragEvent, useState } from 'react'
import type { ItemPlace } from './menu-tree'

type Where = 'before' | 'inside'

/**
 * Drag and drop inside one menu, the mouse's way to do what the Move buttons do: an item's handle
 * starts the drag; over another item, its upper half drops before it and the lower half of a
 * top-level item drops inside it (nested). The target under the pointer is marked while dragging.
 */
export function useDragDrop(onDrop: (from: ItemPlace, target: ItemPlace, where: Where) => void) {
  const [from, setFrom] = useState<ItemPlace | null>(null)
  const [over, setOver] = useState<{ key: string; where: Where } | null>(null)

  const whereIn = (event: DragEvent<HTMLElement>, place: ItemPlace): Where => {
    const box = event.currentTarget.getBoundingClientRect()
    const lower = event.clientY > box.top + Math.min(box.height / 2, 40)
    return lower && place.child === undefined ? 'inside' : 'before'
  }

  return {
    /** the handle's props: it carries the item */
    handle: (place: ItemPlace) => ({
      draggable: true,
      onDragStart: (event: DragEvent<HTMLElement>) => {
        event.dataTransfer.effectAllowed = 'move'
        event.dataTransfer.setData('text/plain', '')
        setFrom(place)
      },
      onDragEnd: () => {
        setFrom(null)
        setOver(null)
      },
    }),
    /** an item's props as a drop target, and where a drop would land on it */
    target: (place: ItemPlace, key: string) => ({
      onDragOver: (event: DragEvent<HTMLElement>) => {
        if (!from) return
        event.preventDefault()
        event.stopPropagation()
        const where = whereIn(event, place)
        if (over?.key !== key || over.where !== where) setOver({ key, where })
      },
      onDrop: (event: DragEvent<HTMLElement>) => {
        if (!from) return
        event.preventDefault()
        event.stopPropagation()
        onDrop(from, place, whereIn(event, place))
        setFrom(null)
        setOver(null)
      },
      'data-drop': over?.key === key ? over.where : undefined,
    }),
  }
}

type DragDrop = ReturnType<typeof useDragDrop>
/** What one item gets: its handle's props and its props as a drop target. */
export interface ItemDrag {
  handle: ReturnType<DragDrop['handle']>
  target: ReturnType<DragDrop['target']>
}
