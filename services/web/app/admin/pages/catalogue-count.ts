import { figureNumber } from '../../site/catalogue-counts'

/**
 * A hero counter of a list page is counted from the catalogue unless a figure is typed: what the
 * page shows beside an empty or disagreeing figure (null when there is nothing to say).
 */
export function countNote(count: number | undefined, typed: string): string | null {
  if (count === undefined) return null
  if (typed.trim() === '') return `Empty: the site shows the live count, ${count}.`
  const says = figureNumber(typed)
  return says !== null && says !== count
    ? `This says ${typed}, but the catalogue has ${count}. Leave it empty to show the live count.`
    : null
}

/** A catalogue counter's help in its form: the live count, and what typing a figure does. */
export const countHelp = (count: number) =>
  `Counted from the catalogue: ${count} now. Leave empty to show the live count; a figure typed here is shown as typed.`
