import { isDraftIntent } from './draft-intent'
import type { DraftActionResult } from './draft-intents.server'
import type { AdminI18n } from '../i18n/admin-i18n'
import type { AutosaveState } from './use-draft-autosave'

/** Is an action's answer a draft action's (rather than the editor's own save or rename)? */
export const isDraftResult = (result: unknown): result is DraftActionResult =>
  isDraftIntent((result as { intent?: unknown } | undefined)?.intent)

/** hh:mm in the company's zone */
export function clockOf(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(date)
}

/** The autosave's status line. */
export function autosaveText(state: AutosaveState, timeZone: string, t: AdminI18n['t']): string {
  switch (state.kind) {
    case 'idle':
      return ''
    case 'pending':
      return t('draft.notSavedYet')
    case 'saving':
      return t('draft.autosaving')
    case 'saved':
      return t('draft.savedAt', { time: clockOf(state.at, timeZone) })
    case 'stale':
    case 'failed':
      return state.message
  }
}

/**
 * The editor's draft status line: the autosave's state while it has one, else what the last
 * Save draft answered ("Draft saved.").
 */
export function draftStatusText(
  state: AutosaveState,
  result: DraftActionResult | undefined,
  timeZone: string,
  t: AdminI18n['t'],
): string {
  return (
    autosaveText(state, timeZone, t) ||
    (result?.intent === 'draft-save' && result.ok ? t('draftResult.draft-save') : '')
  )
}
