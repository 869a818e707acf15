import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export const grid = style([
  recipes.plainList,
  sprinkles({ display: 'grid', gap: { mobile: '3', tablet: '4', desktop: '5' } }),
  {
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' },
      [media.desktop]: { gridTemplateColumns: 'repeat(5, 1fr)' },
    },
  },
])

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  height: '100%',
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.accent}`,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `box-shadow ${vars.transition.normal}, transform ${vars.transition.normal}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.lg, transform: 'translateY(-3px)' },
  },
})

export const icon = style([
  recipes.iconBox({ tone: 'brand' }),
  sprinkles({ borderRadius: 'md' }),
  { width: '3rem', height: '3rem' },
])

export const title = style([
  sprinkles({ fontSize: 'lg', fontWeight: 'bold', color: 'brand', lineHeight: 'snug' }),
])

export const count = style([
  sprinkles({
    marginTop: 'auto',
    display: 'flex',
    alignItems: 'baseline',
    gap: '2',
    color: 'textMuted',
    fontSize: 'sm',
    fontWeight: 'medium',
  }),
])

export const countValue = style([
  sprinkles({ fontSize: '2xl', fontWeight: 'heavy', color: 'brand' }),
])
