import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'

export const band = style({
  position: 'relative',
  overflow: 'hidden',
  isolation: 'isolate',
  paddingBlock: vars.space['8'],
  background: `linear-gradient(120deg, ${vars.color.brandStrong} 0%, ${vars.color.brand} 55%, ${vars.color.brandMuted} 100%)`,
  color: vars.color.textInverse,
  vars: { [vars.color.focus]: vars.color.accent },
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      zIndex: -1,
      width: '34rem',
      height: '34rem',
      insetInlineEnd: '-10rem',
      top: '-14rem',
      borderRadius: '50%',
      background: `radial-gradient(circle, ${vars.tint.accentGlow} 0%, transparent 65%)`,
    },
  },
  '@media': { [media.desktop]: { paddingBlock: vars.space['9'] } },
})

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  alignItems: 'flex-start',
  '@media': {
    [media.desktop]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space['8'],
    },
  },
})

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] })

export const title = style({
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.heavy,
  letterSpacing: '-0.02em',
})

export const description = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textInverseMuted,
  maxWidth: '40rem',
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  flexShrink: 0,
})
