import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'

export const solutions = style({
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
})

export const solution = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['2'] })

export const check = style({ color: vars.color.success, flexShrink: 0, marginTop: '1px' })
