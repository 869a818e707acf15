import { style } from '@vanilla-extract/css'
import { vars } from '../theme.css'

export const list = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
})

export const item = style({ display: 'grid', gap: vars.space['2'] })

export const label = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold })

export const compare = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  overflowWrap: 'anywhere',
})

export const confirm = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '24px',
})
