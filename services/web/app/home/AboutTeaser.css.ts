import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'

export const grid = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'center',
  '@media': { [media.desktop]: { gridTemplateColumns: '1fr 1fr', gap: vars.space['9'] } },
})

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] })

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
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
})

export const pointIcon = style({
  color: vars.color.success,
  flexShrink: 0,
})

export const figure = style({
  position: 'relative',
  width: '100%',
  maxWidth: '40rem',
  marginInline: 'auto',
  paddingBottom: vars.space['5'],
  paddingInlineStart: vars.space['5'],
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 0,
      bottom: 0,
      width: '70%',
      height: '70%',
      borderRadius: vars.radius.xl,
      background: `repeating-linear-gradient(45deg, ${vars.color.accentSoft} 0 10px, transparent 10px 20px)`,
      zIndex: 0,
    },
  },
})

export const image = style({
  position: 'relative',
  zIndex: 1,
  borderRadius: vars.radius.xl,
  overflow: 'hidden',
  boxShadow: vars.shadow.lg,
  aspectRatio: '4 / 3',
})

export const badge = style({
  position: 'absolute',
  zIndex: 2,
  insetInlineEnd: vars.space['4'],
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '8.5rem',
  padding: `${vars.space['4']} ${vars.space['5']}`,
  borderRadius: vars.radius.lg,
  background: vars.color.accent,
  color: vars.color.brandStrong,
  boxShadow: vars.shadow.xl,
  textAlign: 'center',
})

export const badgeValue = style({
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.heavy,
  lineHeight: 1,
})

export const badgeCaption = style({
  marginTop: vars.space['1'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
})

export const button = style({ alignSelf: 'flex-start' })

export const header = style({ marginBottom: 0 })
