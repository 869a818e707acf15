import { style } from '@vanilla-extract/css'
import { vars } from '../theme.css'
import * as recipes from '../../theme/recipes.css'
import { sprinkles } from '../../theme/sprinkles.css'

export const header = style([
  sprinkles({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: '4',
  }),
])

export const headerText = style([recipes.stack({ gap: '1' }), sprinkles({ minWidth: 0 })])

export const eyebrow = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    fontSize: 'sm',
    fontWeight: 'semibold',
    color: 'textMuted',
    textDecoration: 'none',
  }),
  { selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } } },
])

export const title = style([
  sprinkles({ fontSize: '3xl', fontWeight: 'bold', color: 'brandStrong' }),
  { letterSpacing: '-0.01em' },
])

export const description = style({
  color: vars.color.textMuted,
  maxWidth: '70ch',
})

export const actions = style([sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '2' })])

export const sectionCard = style([sprinkles({ padding: { mobile: '4', tablet: '5' } })])

export const errorState = style([
  recipes.stack({ gap: '3' }),
  sprinkles({ padding: '5' }),
  { justifyItems: 'start' },
])

export const errorTitle = style([sprinkles({ fontSize: 'xl', color: 'danger' })])
