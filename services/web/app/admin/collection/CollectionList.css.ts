import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { adminColor } from '../theme.css'
import * as listStyles from '../ui/list-table.css'
import { sprinkles } from '../../theme/sprinkles.css'

const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
} as const

export const active = style({
  ...pill,
  background: vars.color.successSoft,
  color: adminColor.successText,
})
export const inactive = style([
  sprinkles({ background: 'surfaceSunken', color: 'text' }),
  { ...pill },
])

/** "Arabic missing": a record with English text that has no Arabic yet (a link to translate it). */
export const untranslated = style({
  ...pill,
  background: adminColor.warningSoft,
  color: adminColor.warningText,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
})

/** A description shown whole but clamped to a few lines (the full text stays readable by AT). */
export const clamped = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
})

export const orderCell = style({ whiteSpace: 'nowrap', width: '1%' })

export const grip = style([
  sprinkles({ color: 'textMuted', paddingInlineEnd: '1' }),
  { cursor: 'grab', userSelect: 'none' },
])

export const moveButton = style({
  minWidth: '32px',
  minHeight: '32px',
  marginInlineEnd: vars.space['1'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  ':disabled': { opacity: 0.4, cursor: 'default' },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
})

export const dragging = style({ opacity: 0.5 })

export const branch = style([sprinkles({ color: 'textMuted', marginInlineEnd: '1' })])

export const actions = style([sprinkles({ display: 'inline-flex', gap: '2', flexWrap: 'wrap' })])

export const orderForm = style({ display: 'flex', gap: vars.space['2'], flexWrap: 'wrap' })

/** The list's title style, as one line: tree branch, icon and name side by side. */
export const titleLine = style([
  listStyles.title,
  { display: 'flex', alignItems: 'center', gap: vars.space['2'], flexWrap: 'wrap' },
])

export const thumbCell = style({ width: '80px' })

export const thumbBox = style({
  display: 'block',
  width: '64px',
  height: '48px',
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
})

export const thumb = style({
  width: '64px',
  height: '48px',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
})
