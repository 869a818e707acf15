import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'

export const list = style({
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
})

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] })

export const link = style({
  color: 'inherit',
  opacity: 0.8,
  textDecoration: 'none',
  selectors: { '&:hover': { opacity: 1, textDecoration: 'underline' } },
})

export const current = style({ fontWeight: vars.fontWeight.semibold })

export const separator = style({ opacity: 0.5 })
