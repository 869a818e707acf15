import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'

export const page = style({
  position: 'relative',
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'center',
  minHeight: '70vh',
  paddingBlock: vars.space['9'],
  background: `radial-gradient(circle at 85% 10%, ${vars.color.brandSoft} 0%, transparent 45%), ${vars.color.surfaceMuted}`,
})

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['5'],
})

export const badge = style({
  display: 'grid',
  placeItems: 'center',
  width: '4.5rem',
  height: '4.5rem',
  borderRadius: vars.radius.xl,
  background: vars.color.brand,
  color: vars.color.accent,
  boxShadow: vars.shadow.lg,
})

export const code = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.2em',
  textTransform: 'uppercase',
  color: vars.color.accentStrong,
})

export const title = style({
  fontSize: vars.fontSize['5xl'],
  fontWeight: vars.fontWeight.heavy,
  letterSpacing: '-0.02em',
  color: vars.color.brand,
})

export const message = style({
  maxWidth: '36rem',
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
})

export const details = style({
  maxWidth: '100%',
  overflowX: 'auto',
  textAlign: 'start',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
})
