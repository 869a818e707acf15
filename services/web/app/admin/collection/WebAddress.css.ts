import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme.css'
import * as recipes from '../../theme/recipes.css'
import { sprinkles } from '../../theme/sprinkles.css'

export const section = style([recipes.stack({ gap: '3' }), sprinkles({ marginTop: '5' })])

export const title = style([
  sprinkles({ fontSize: 'lg', fontWeight: 'bold', color: 'brandStrong' }),
])

export const intro = style([sprinkles({ fontSize: 'sm', color: 'textMuted' })])

/** The slug input, then its button (a hint or an error under the input keeps them apart). */
export const form = style([
  recipes.stack({ gap: '3' }),
  { '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 28rem)' } } },
])

export const slugInput = style({ fontFamily: vars.font.mono })

export const submit = style({ display: 'flex' })

export const wait = style([sprinkles({ fontSize: 'sm', color: 'textMuted' })])
