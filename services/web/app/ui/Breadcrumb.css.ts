import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export const list = style([
  recipes.plainList,
  recipes.cluster({ gap: '2' }),
  sprinkles({ fontSize: 'sm' }),
])

export const item = style([sprinkles({ display: 'inline-flex', alignItems: 'center', gap: '2' })])

export const link = style({
  color: 'inherit',
  opacity: 0.8,
  textDecoration: 'none',
  selectors: { '&:hover': { opacity: 1, textDecoration: 'underline' } },
})

export const current = style({ fontWeight: vars.fontWeight.semibold })

export const separator = style({ opacity: 0.5 })
