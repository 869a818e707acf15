import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export const band = style([
  sprinkles({ background: 'surfaceMuted', paddingY: '7', borderBottom: 'subtle' }),
])

export const list = style([
  recipes.plainList,
  sprinkles({
    display: 'grid',
    gridTemplateColumns: { mobile: 'repeat(2, 1fr)', desktop: 'repeat(4, 1fr)' },
    gap: { mobile: '4', desktop: '5' },
  }),
])

export const item = style([
  recipes.surface({ tone: 'surface' }),
  sprinkles({
    display: 'flex',
    flexDirection: { mobile: 'column', tablet: 'row' },
    alignItems: { mobile: 'flex-start', tablet: 'center' },
    gap: { mobile: '2', tablet: '4' },
    padding: '5',
    borderRadius: 'lg',
    boxShadow: 'sm',
  }),
])

export const icon = style([
  recipes.iconBox({ tone: 'brand' }),
  sprinkles({ borderRadius: 'md', flexShrink: 0 }),
  { width: '3rem', height: '3rem' },
])

export const value = style([
  sprinkles({ display: 'block', color: 'brand' }),
  { fontSize: vars.fontSize['3xl'], fontWeight: vars.fontWeight.heavy, lineHeight: 1.1 },
])

export const label = style([
  sprinkles({ display: 'block', fontSize: 'sm', color: 'textMuted', fontWeight: 'medium' }),
])
