import { style } from '@vanilla-extract/css'
import * as recipes from '../../theme/recipes.css'
import { sprinkles } from '../../theme/sprinkles.css'

export const list = style([recipes.plainList, recipes.stack({ gap: '4' })])

export const item = style([recipes.stack({ gap: '2' })])

export const label = style([sprinkles({ fontSize: 'md', fontWeight: 'bold' })])

export const compare = style([
  sprinkles({ display: 'grid', columnGap: '3', rowGap: '1', overflowWrap: 'anywhere' }),
  { gridTemplateColumns: 'max-content 1fr' },
])

export const confirm = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: '2' }),
  { minHeight: '24px' },
])
