import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export const empty = style([
  recipes.column({ gap: '3' }),
  sprinkles({
    alignItems: 'center',
    textAlign: 'center',
    borderRadius: 'lg',
    background: 'surface',
  }),
  {
    padding: `${vars.space['8']} ${vars.space['5']}`,
    border: `2px dashed ${vars.color.borderStrong}`,
  },
])

export const icon = style([
  recipes.iconBox({ tone: 'soft' }),
  { width: '3.5rem', height: '3.5rem', borderRadius: '50%' },
])

export const title = style([sprinkles({ fontSize: 'xl', color: 'brand' })])

export const message = style({ color: vars.color.textMuted, maxWidth: '32rem' })
