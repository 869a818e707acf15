import { useEffect, useMemo, useState, type DragEvent } from 'react'
import type { AdminRecord } from './collection.server'

/**
 * The order a list shows: the server's, until the editor moves rows by drag or by the Move
 * buttons (then saved with "Save order"); each keyboard move is announced for screen readers.
 */
export function useRecordOrder(records: AdminRecord[], nameOf: (r: AdminRecord) => string) {
  const [order, setOrder] = useState(() => records.map((r) => r.slug))
  useEffect(() => setOrder(records.map((r) => r.slug)), [records])
  const bySlug = useMemo(() => new Map(records.map((r) => [r.slug, r])), [records])
  const [dragging, setDragging] = useState<string | null>(null)
  const [announce, setAnnounce] = useState('')

  function move(slug: string, by: number) {
    setOrder((o) => {
      const i = o.indexOf(slug)
      const j = i + by
      if (i < 0 || j < 0 || j >= o.length) return o
      const next = [...o]
      next.splice(i, 1)
      next.splice(j, 0, slug)
      const r = bySlug.get(slug)
      setAnnounce(`${r ? nameOf(r) : slug} moved to position ${j + 1} of ${o.length}.`)
      return next
    })
  }

  function drop(e: DragEvent, target: string) {
    e.preventDefault()
    if (!dragging || dragging === target) return
    setOrder((o) => {
      const next = o.filter((s) => s !== dragging)
      next.splice(next.indexOf(target), 0, dragging)
      return next
    })
    setDragging(null)
  }

  return {
    order,
    ordered: order.flatMap((slug) => bySlug.get(slug) ?? []),
    moved: order.join() !== records.map((r) => r.slug).join(),
    undo: () => setOrder(records.map((r) => r.slug)),
    move,
    drop,
    dragging,
    setDragging,
    announce,
  }
}
