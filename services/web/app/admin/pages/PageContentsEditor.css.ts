import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import * as recipes from '../../theme/recipes.css'
import { sprinkles } from '../../theme/sprinkles.css'

export const sections = style([recipes.stack({ gap: '5' })])

export const section = style([recipes.stack({ gap: '4' }), sprinkles({ padding: '5' })])

export const sectionHead = style([
  sprinkles({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: '3',
  }),
])

export const sectionTitle = style([
  sprinkles({ fontSize: 'lg', color: 'brandStrong', margin: '0' }),
])

export const sectionKind = style([
  sprinkles({ display: 'block', fontSize: 'xs', color: 'textMuted', textTransform: 'uppercase' }),
  { letterSpacing: '0.06em' },
])

export const values = style([
  sprinkles({ display: 'grid', margin: '0' }),
  {
    gridTemplateColumns: 'minmax(8rem, 14rem) minmax(0, 1fr)',
    gap: `${vars.space['2']} ${vars.space['4']}`,
    '@media': { 'screen and (max-width: 600px)': { gridTemplateColumns: '1fr' } },
  },
])

export const term = style([sprinkles({ fontWeight: 'semibold', color: 'text' })])

export const value = style([
  sprinkles({ margin: '0', color: 'textMuted', overflowWrap: 'anywhere', overflow: 'hidden' }),
  { display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical' },
])

export const form = style([recipes.stack({ gap: '4' })])

export const actions = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '2' }),
])

/** A catalogue counter's note: what the site shows, or that a typed figure disagrees. */
export const countNote = style([
  sprinkles({ display: 'block', marginTop: '1', fontSize: 'sm', color: 'textMuted' }),
])
