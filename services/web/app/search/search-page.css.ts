import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export const page = style([recipes.stack({ gap: '5' }), { maxWidth: '820px' }])

export const title = style([sprinkles({ fontSize: '3xl', color: 'brandStrong' })])

export const form = style([sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '2' })])

export const input = style([
  sprinkles({ border: 'strong', borderRadius: 'md', color: 'text', background: 'surface' }),
  { flex: '1 1 16rem', minHeight: '48px', padding: `0 ${vars.space['4']}`, font: 'inherit' },
])

export const status = style({ color: vars.color.textMuted })

export const list = style([recipes.plainList, recipes.stack({ gap: '4' })])

export const result = style([
  recipes.stack({ gap: '1' }),
  sprinkles({ paddingBottom: '4' }),
  { borderBlockEnd: `1px solid ${vars.color.border}` },
])

export const resultLink = style([
  sprinkles({ fontSize: 'lg', fontWeight: 'semibold', color: 'brandMuted' }),
])

export const kind = style([sprinkles({ fontSize: 'sm', color: 'textMuted' })])

export const snippet = style({ color: vars.color.text })

globalStyle(`${snippet} mark`, {
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
})
