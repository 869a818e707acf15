import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'

export const grid = style({
  display: 'grid',
  gap: vars.space['7'],
  alignItems: 'center',
  '@media': { [media.desktop]: { gridTemplateColumns: '1fr 1fr', gap: vars.space['9'] } },
})

/** Image first on wide screens (text stays first in reading order). */
export const reversed = style({
  '@media': { [media.desktop]: { direction: 'rtl' } },
})

export const text = style({
  direction: 'ltr',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
})

export const header = style({ marginBottom: 0 })

export const figure = style({
  direction: 'ltr',
  position: 'relative',
  width: '100%',
  maxWidth: '40rem',
  marginInline: 'auto',
  paddingBottom: vars.space['5'],
  paddingInlineEnd: vars.space['5'],
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineEnd: 0,
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

export const badges = style({
  position: 'absolute',
  zIndex: 2,
  insetInlineStart: `calc(-1 * ${vars.space['3']})`,
  bottom: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  '@media': { [media.desktop]: { left: `calc(-1 * ${vars.space['5']})` } },
})
