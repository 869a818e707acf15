import { style } from '@vanilla-extract/css'
import { vars } from '../theme.css'
import * as recipes from '../../theme/recipes.css'
import { sprinkles } from '../../theme/sprinkles.css'

export const bar = style([recipes.cluster({ gap: '3' }), sprinkles({ marginBottom: '4' })])

export const tabs = style([
  sprinkles({ display: 'inline-flex', border: 'strong', borderRadius: 'md', overflow: 'hidden' }),
])

export const tab = style([
  sprinkles({
    fontSize: 'sm',
    fontWeight: 'semibold',
    color: 'brand',
    textDecoration: 'none',
    background: 'surface',
  }),
  {
    padding: `${vars.space['2']} ${vars.space['4']}`,
    selectors: {
      '& + &': { borderInlineStart: `1px solid ${vars.color.borderStrong}` },
      '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.textInverse },
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    },
  },
])

export const status = style([sprinkles({ margin: '0', fontSize: 'sm', color: 'textMuted' })])
