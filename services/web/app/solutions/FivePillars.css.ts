import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'

export const grid = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space['4'] },
    [media.desktop]: { gridTemplateColumns: 'repeat(5, 1fr)', gap: vars.space['5'] },
  },
})

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  height: '100%',
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.accent}`,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `box-shadow ${vars.transition.normal}, transform ${vars.transition.normal}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.lg, transform: 'translateY(-3px)' },
  },
})

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.accent,
})

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  lineHeight: vars.lineHeight.snug,
})

export const count = style({
  marginTop: 'auto',
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
})

export const countValue = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.heavy,
  color: vars.color.brand,
})
