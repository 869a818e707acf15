import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export const grid = style([
  sprinkles({ display: 'grid', gap: { mobile: '7', desktop: '9' }, alignItems: 'center' }),
  { '@media': { [media.desktop]: { gridTemplateColumns: '1fr 1fr' } } },
])

/** Image first on wide screens (text stays first in reading order). */
export const reversed = style({
  '@media': { [media.desktop]: { direction: 'rtl' } },
})

export const text = style([recipes.column({ gap: '5' }), { direction: 'ltr' }])

export const header = style({ marginBottom: 0 })

export const figure = style([
  sprinkles({
    position: 'relative',
    width: '100%',
    marginX: 'auto',
    paddingBottom: '5',
    paddingInlineEnd: '5',
  }),
  {
    direction: 'ltr',
    maxWidth: '40rem',
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
  },
])

export const image = style([
  sprinkles({ position: 'relative', borderRadius: 'xl', overflow: 'hidden', boxShadow: 'lg' }),
  { zIndex: 1, aspectRatio: '4 / 3' },
])

export const badges = style([
  sprinkles({ position: 'absolute', display: 'flex', flexWrap: 'wrap', gap: '3' }),
  {
    zIndex: 2,
    insetInlineStart: `calc(-1 * ${vars.space['3']})`,
    bottom: 0,
    '@media': { [media.desktop]: { left: `calc(-1 * ${vars.space['5']})` } },
  },
])
