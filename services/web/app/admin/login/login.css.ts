import { style } from '@vanilla-extract/css'
import { adminColor, vars } from '../theme.css'
import * as recipes from '../../theme/recipes.css'
import { sprinkles } from '../../theme/sprinkles.css'

export const page = style({
  display: 'grid',
  alignContent: 'center',
  justifyItems: 'center',
  gap: vars.space['5'],
  padding: `${vars.space['6']} ${vars.space['4']}`,
  background: `radial-gradient(1200px 500px at 50% -10%, ${vars.color.brandSoft}, ${adminColor.canvas})`,
})

export const brand = style([
  recipes.row({ gap: '3' }),
  sprinkles({ color: 'brandStrong', fontWeight: 'bold', fontSize: 'lg', textDecoration: 'none' }),
])

export const panel = style([
  recipes.stack({ gap: '5' }),
  sprinkles({ width: '100%', padding: { mobile: '5', tablet: '6' } }),
  { maxWidth: '440px' },
])

export const heading = style([recipes.stack({ gap: '1' })])

export const title = style([sprinkles({ fontSize: '2xl', color: 'brandStrong' })])

export const subtitle = style([sprinkles({ color: 'textMuted', fontSize: 'sm' })])

export const form = style([recipes.stack({ gap: '4' })])

export const note = style([sprinkles({ fontSize: 'sm', color: 'textMuted' })])

export const demo = style([
  recipes.stack({ gap: '3' }),
  sprinkles({ padding: '4', borderRadius: 'md', background: 'surfaceMuted', fontSize: 'sm' }),
  { border: `1px dashed ${vars.color.borderStrong}` },
])

export const demoTitle = style([
  recipes.row({ gap: '2' }),
  sprinkles({ fontSize: 'sm', fontWeight: 'semibold', color: 'brand' }),
])

export const demoList = style([
  sprinkles({ display: 'grid', margin: '0' }),
  { gridTemplateColumns: 'auto minmax(0, 1fr)', gap: `${vars.space['1']} ${vars.space['3']}` },
])

export const demoTerm = style({ color: vars.color.textMuted })

export const demoValue = style([
  sprinkles({ overflowWrap: 'anywhere', color: 'text' }),
  { fontFamily: vars.font.mono },
])

export const back = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    fontSize: 'sm',
    color: 'textMuted',
  }),
  { selectors: { '&:hover': { color: vars.color.brand } } },
])
