import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export const grid = style([
  recipes.plainList,
  sprinkles({
    display: 'grid',
    gap: { mobile: '5', desktop: '6' },
    gridTemplateColumns: { desktop: 'repeat(2, 1fr)' },
  }),
])

export const card = style([
  recipes.column({ gap: '4' }),
  recipes.surface({ tone: 'surface' }),
  sprinkles({ height: '100%', padding: '6', borderRadius: 'lg', boxShadow: 'sm' }),
])

/** Values span the full width: its five values sit in columns. */
export const wide = style({
  '@media': { [media.desktop]: { gridColumn: '1 / -1' } },
})

export const head = style([recipes.row({ gap: '4' })])

export const icon = style([
  recipes.iconBox({ tone: 'accent' }),
  sprinkles({ borderRadius: 'md', flexShrink: 0 }),
  { width: '3.25rem', height: '3.25rem' },
])

export const title = style({ fontSize: vars.fontSize['2xl'], color: vars.color.brand })

export const subtitle = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium })

/** Named items (the five values) as tiles. */
export const items = style([
  recipes.plainList,
  recipes.stack({ gap: '4' }),
  sprinkles({ gridTemplateColumns: { tablet: 'repeat(2, 1fr)', desktop: 'repeat(3, 1fr)' } }),
])

export const itemTile = style([
  sprinkles({
    padding: '4',
    borderRadius: 'md',
    background: 'surfaceMuted',
    lineHeight: 'normal',
    color: 'text',
  }),
  { borderInlineStart: `4px solid ${vars.color.accent}` },
])

export const itemName = style({
  fontSize: vars.fontSize.md,
  color: vars.color.brand,
  marginBottom: vars.space['1'],
})

export const trustGrid = style([
  recipes.plainList,
  sprinkles({
    display: 'grid',
    gap: { mobile: '5', desktop: '6' },
    gridTemplateColumns: { desktop: 'repeat(3, 1fr)' },
  }),
])

export const trustCard = style([
  recipes.column({ gap: '3' }),
  sprinkles({
    height: '100%',
    padding: '6',
    borderRadius: 'lg',
    background: 'surface',
    boxShadow: 'sm',
  }),
  { border: `1px solid ${vars.color.border}`, borderTop: `4px solid ${vars.color.brand}` },
])

export const trustIcon = style([
  recipes.iconBox({ tone: 'brand' }),
  sprinkles({ borderRadius: 'md' }),
  { width: '3rem', height: '3rem' },
])

export const trustTitle = style({ fontSize: vars.fontSize.xl, color: vars.color.brand })

export const trustText = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
})
