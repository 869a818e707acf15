import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export const points = style([
  recipes.plainList,
  recipes.stack({ gap: '3' }),
  { '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } } },
])

export const point = style([
  recipes.row({ gap: '3' }),
  recipes.surface({ tone: 'surface' }),
  sprinkles({ borderRadius: 'md', fontWeight: 'semibold', color: 'brand' }),
  { padding: `${vars.space['3']} ${vars.space['4']}` },
])

export const icon = style([
  sprinkles({
    display: 'grid',
    placeItems: 'center',
    borderRadius: 'sm',
    background: 'brandSoft',
    color: 'brand',
    flexShrink: 0,
  }),
  { width: '2.25rem', height: '2.25rem' },
])

export const value = style([
  sprinkles({ display: 'block', color: 'brand' }),
  { fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.heavy, lineHeight: 1.1 },
])

export const caption = style([
  sprinkles({ display: 'block', fontSize: 'sm', fontWeight: 'medium', color: 'textMuted' }),
])
