import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'

export const panel = style({
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
})

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
  marginBottom: vars.space['4'],
})

export const titleIcon = style({ color: vars.color.accentStrong, flexShrink: 0 })
