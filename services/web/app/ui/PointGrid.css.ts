import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'

export const points = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
})

export const point = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
})

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  flexShrink: 0,
})

export const value = style({
  display: 'block',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.heavy,
  color: vars.color.brand,
  lineHeight: 1.1,
})

export const caption = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
})
