import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export const page = style([
  sprinkles({
    position: 'relative',
    overflow: 'hidden',
    display: 'flex',
    alignItems: 'center',
    paddingY: '9',
  }),
  {
    minHeight: '70vh',
    background: `radial-gradient(circle at 85% 10%, ${vars.color.brandSoft} 0%, transparent 45%), ${vars.color.surfaceMuted}`,
  },
])

export const inner = style([
  recipes.column({ gap: '5' }),
  sprinkles({ alignItems: 'center', textAlign: 'center' }),
])

export const badge = style([
  recipes.iconBox({ tone: 'brand' }),
  sprinkles({ borderRadius: 'xl', boxShadow: 'lg' }),
  { width: '4.5rem', height: '4.5rem' },
])

export const code = style([
  sprinkles({
    fontSize: 'sm',
    fontWeight: 'bold',
    textTransform: 'uppercase',
    color: 'accentStrong',
  }),
  { letterSpacing: '0.2em' },
])

export const title = style([
  sprinkles({ fontSize: '5xl', fontWeight: 'heavy', color: 'brand' }),
  { letterSpacing: '-0.02em' },
])

export const message = style([
  sprinkles({ fontSize: 'lg', color: 'textMuted', lineHeight: 'relaxed' }),
  { maxWidth: '36rem' },
])

export const actions = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '3' }),
])

export const details = style([
  sprinkles({ textAlign: 'start', padding: '4', borderRadius: 'md', background: 'surfaceSunken' }),
  { maxWidth: '100%', overflowX: 'auto', fontFamily: vars.font.mono, fontSize: vars.fontSize.xs },
])
