import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export const body = style([
  sprinkles({ display: 'grid', gap: { mobile: '7', desktop: '8' }, alignItems: 'start' }),
  { '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1.6fr) minmax(0, 1fr)' } } },
])

export const title = style([sprinkles({ fontSize: '3xl', color: 'brand', marginBottom: '5' })])

export const aside = style([
  recipes.column({ gap: '5' }),
  sprinkles({ minWidth: 0 }),
  {
    '@media': {
      [media.desktop]: {
        position: 'sticky',
        top: `calc(${vars.layout.headerHeight} + ${vars.space['5']})`,
      },
    },
  },
])
