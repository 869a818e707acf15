import { useEffect, useRef, useState, type MouseEvent } from 'react'

/**
 * The rows a list has selected for a bulk action: a click toggles one row, a shift-click selects
 * the range from the last row clicked, and "select all matching" stands for every record the
 * view matches (beyond this page). A new page or view starts with nothing selected.
 */
export function useSelection(slugs: readonly string[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [allMatching, setAllMatching] = useState(false)
  const anchor = useRef<string | null>(null)
  const key = slugs.join('\n')
  useEffect(() => {
    setSelected(new Set())
    setAllMatching(false)
    anchor.current = null
  }, [key])

  function toggle(slug: string, event: MouseEvent<HTMLInputElement>) {
    const on = event.currentTarget.checked
    const from = anchor.current === null ? -1 : slugs.indexOf(anchor.current)
    const to = slugs.indexOf(slug)
    const range =
      event.shiftKey && from >= 0 && to >= 0
        ? slugs.slice(Math.min(from, to), Math.max(from, to) + 1)
        : [slug]
    setSelected((previous) => {
      const next = new Set(previous)
      for (const s of range) {
        if (on) next.add(s)
        else next.delete(s)
      }
      return next
    })
    setAllMatching(false)
    anchor.current = slug
  }

  function togglePage(on: boolean) {
    setSelected(on ? new Set(slugs) : new Set())
    setAllMatching(false)
  }

  return {
    selected,
    allMatching,
    isSelected: (slug: string) => selected.has(slug),
    pageSelected: slugs.length > 0 && slugs.every((s) => selected.has(s)),
    toggle,
    togglePage,
    selectAllMatching: () => {
      setSelected(new Set(slugs))
      setAllMatching(true)
    },
    clear: () => togglePage(false),
  }
}
