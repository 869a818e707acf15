import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['4'],
  marginBottom: vars.space['7'],
  maxWidth: '46rem',
  '@media': { [media.tablet]: { gap: vars.space['5'] } },
})

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.lg,
  background: vars.color.brand,
  color: vars.color.accent,
  flexShrink: 0,
})

export const count = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.accentStrong,
})

export const title = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.heavy,
  color: vars.color.brand,
})

export const description = style({
  marginTop: vars.space['2'],
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
})
