import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export const band = style([
  sprinkles({
    position: 'relative',
    overflow: 'hidden',
    paddingY: { mobile: '8', desktop: '9' },
    color: 'textInverse',
  }),
  {
    isolation: 'isolate',
    background: `linear-gradient(120deg, ${vars.color.brandStrong} 0%, ${vars.color.brand} 55%, ${vars.color.brandMuted} 100%)`,
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
  },
])

export const inner = style([
  sprinkles({
    display: 'flex',
    flexDirection: { mobile: 'column', desktop: 'row' },
    gap: { mobile: '5', desktop: '8' },
    alignItems: { mobile: 'flex-start', desktop: 'center' },
  }),
  { '@media': { [media.desktop]: { justifyContent: 'space-between' } } },
])

export const text = style([recipes.column({ gap: '3' })])

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

export const actions = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '3', flexShrink: 0 }),
])
