import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'
import { panel } from '../ui/Panel.css'
import * as recipes from '../theme/recipes.css'

export const partnerships = style([recipes.stack({ gap: '7' })])

export const logos = style([
  recipes.plainList,
  recipes.stack({ gap: '4' }),
  {
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      [media.desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
    },
  },
])

export const logoItem = style([
  panel,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    padding: vars.space['3'],
    textAlign: 'center',
  },
])

export const logoName = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
})
