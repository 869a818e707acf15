import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'

export const band = style({
  background: vars.color.surfaceMuted,
  paddingBlock: vars.space['7'],
  borderBottom: `1px solid ${vars.color.border}`,
})

export const list = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: vars.space['4'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, 1fr)', gap: vars.space['5'] } },
})

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: vars.space['5'],
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignItems: 'center', gap: vars.space['4'] },
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
  flexShrink: 0,
})

export const value = style({
  display: 'block',
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.heavy,
  color: vars.color.brand,
  lineHeight: 1.1,
})

export const label = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
})
