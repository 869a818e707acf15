import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export const solutions = style([
  recipes.plainList,
  recipes.column({ gap: '2' }),
  sprinkles({ fontSize: 'sm', lineHeight: 'normal', color: 'text' }),
])

export const solution = style([sprinkles({ display: 'flex', alignItems: 'flex-start', gap: '2' })])

export const check = style({ color: vars.color.success, flexShrink: 0, marginTop: '1px' })
