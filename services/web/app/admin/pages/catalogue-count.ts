import { figureNumber } from '../../site/catalogue-counts'
import type { AdminI18n } from '../i18n/admin-i18n'

/**
 * A hero counter of a list page is counted from the catalogue unless a figure is typed: what the
 * page shows beside an empty or disagreeing figure (null when there is nothing to say).
 */
export function countNote(
  count: number | undefined,
  typed: string,
  { t, number }: Pick<AdminI18n, 't' | 'number'>,
): string | null {
  if (count === undefined) return null
  if (typed.trim() === '') return t('pageEditor.countEmpty', { count: number(count) })
  const says = figureNumber(typed)
  return says !== null && says !== count
    ? t('pageEditor.countDisagrees', { typed, count: number(count) })
    : null
}

/** A catalogue counter's help in its form: the live count, and what typing a figure does. */
export const countHelp = (count: number, { t, number }: Pick<AdminI18n, 't' | 'number'>) =>
  t('pageEditor.countHelp', { count: number(count) })
