import { style } from '@vanilla-extract/css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export const header = style([
  sprinkles({
    display: 'flex',
    alignItems: 'flex-start',
    gap: { mobile: '4', tablet: '5' },
    marginBottom: '7',
  }),
  { maxWidth: '46rem' },
])

export const icon = style([
  recipes.iconBox({ tone: 'brand' }),
  sprinkles({ borderRadius: 'lg', flexShrink: 0 }),
  { width: '3.5rem', height: '3.5rem' },
])

export const count = style([
  sprinkles({
    fontSize: 'sm',
    fontWeight: 'bold',
    textTransform: 'uppercase',
    color: 'accentStrong',
  }),
  { letterSpacing: '0.12em' },
])

export const title = style([sprinkles({ fontSize: '3xl', fontWeight: 'heavy', color: 'brand' })])

export const description = style([
  sprinkles({ marginTop: '2', color: 'textMuted', lineHeight: 'normal' }),
])
