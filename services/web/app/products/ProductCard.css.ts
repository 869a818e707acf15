import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
})

export const fact = style({ display: 'flex', gap: vars.space['2'] })

export const term = style({ fontWeight: vars.fontWeight.bold, color: vars.color.brand })
