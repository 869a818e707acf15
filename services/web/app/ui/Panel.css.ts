import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export const panel = style([
  recipes.surface({ tone: 'surface' }),
  sprinkles({ padding: '5', borderRadius: 'lg', boxShadow: 'sm' }),
])

export const title = style([
  recipes.row({ gap: '2' }),
  sprinkles({ fontSize: 'xl', color: 'brand', marginBottom: '4' }),
])

export const titleIcon = style({ color: vars.color.accentStrong, flexShrink: 0 })
