import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

export const pairRows = style({ display: 'grid', gap: vars.space['2'], margin: 0, padding: 0 })

export const pairRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr) auto',
  gap: vars.space['2'],
  alignItems: 'center',
  listStyle: 'none',
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: '1fr' } },
})

export const pairHead = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr) auto',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  '@media': { 'screen and (max-width: 480px)': { display: 'none' } },
})

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 })

export const choices = style({
  display: 'grid',
  gap: vars.space['1'],
  maxHeight: '16rem',
  overflowY: 'auto',
  margin: 0,
  padding: 0,
})

export const choice = style({ listStyle: 'none' })

export const smallButton = style({
  justifySelf: 'start',
  background: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  color: vars.color.text,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
})

export const lineRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space['2'],
  alignItems: 'center',
  listStyle: 'none',
})
