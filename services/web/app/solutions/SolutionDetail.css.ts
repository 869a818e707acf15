import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export const list = style([recipes.plainList, recipes.column({ gap: '3' })])

export const listItem = style([
  sprinkles({ display: 'flex', alignItems: 'flex-start', gap: '3', lineHeight: 'normal' }),
])

export const check = style([
  sprinkles({
    display: 'grid',
    placeItems: 'center',
    background: 'successSoft',
    color: 'success',
    flexShrink: 0,
  }),
  { width: '1.5rem', height: '1.5rem', borderRadius: '50%', marginTop: '1px' },
])

export const benefitCheck = style([
  check,
  { background: vars.color.accentSoft, color: vars.color.accentStrong },
])
