import { style } from '@vanilla-extract/css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export const facts = style([
  recipes.column({ gap: '1' }),
  sprinkles({ fontSize: 'sm', color: 'text' }),
])

export const fact = style([sprinkles({ display: 'flex', gap: '2' })])

export const term = style([sprinkles({ fontWeight: 'bold', color: 'brand' })])
