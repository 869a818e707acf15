import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { adminColor } from '../theme.css'

/** The list's filter row, sort header buttons, selection bar and pager. */

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['3'],
  padding: `0 ${vars.space['4']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const filter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  minWidth: '10rem',
})

export const select = style({ padding: vars.space['2'], fontSize: vars.fontSize.sm })

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: 0,
  background: 'none',
  border: 0,
  font: 'inherit',
  color: 'inherit',
  textTransform: 'inherit',
  letterSpacing: 'inherit',
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
})

export const checkCell = style({ width: '1%' })

export const checkbox = style({ width: '18px', height: '18px', cursor: 'pointer' })

export const bulkBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  background: adminColor.warningSoft,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const bulkActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] })

export const bulkCount = style({ fontWeight: vars.fontWeight.semibold, marginInlineEnd: 'auto' })

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
})

export const views = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const viewList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const viewItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `2px ${vars.space['2']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
})

export const viewRemove = style({
  minWidth: '24px',
  minHeight: '24px',
  background: 'none',
  border: 0,
  color: vars.color.textMuted,
  cursor: 'pointer',
})

export const viewForm = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space['2'] })

export const viewAnswer = style({ fontSize: vars.fontSize.sm, margin: 0 })
