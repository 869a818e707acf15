import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export const layout = style([
  recipes.stack({ gap: '6' }),
  sprinkles({ alignItems: { desktop: 'start' } }),
  {
    // one column on phones that never grows past the screen (a long e-mail address is min-content)
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.6fr)' } },
  },
])

export const info = style([
  recipes.stack({ gap: '5' }),
  sprinkles({ padding: '5', borderRadius: 'lg', background: 'brand', color: 'textInverse' }),
])

export const infoBlock = style([sprinkles({ display: 'flex', gap: '3', alignItems: 'flex-start' })])

export const infoIcon = style([
  sprinkles({ display: 'grid', placeItems: 'center', borderRadius: 'md', color: 'accent' }),
  { flex: 'none', width: '40px', height: '40px', background: vars.tint.fillOnDark },
])

export const infoTitle = style([
  sprinkles({ fontSize: 'md', color: 'textInverse' }),
  { margin: `0 0 ${vars.space['1']}` },
])

export const address = style({ fontStyle: 'normal', color: vars.color.textInverseMuted })

export const lines = style([
  recipes.plainList,
  recipes.stack({ gap: '1' }),
  sprinkles({ color: 'textInverseMuted' }),
])

globalStyle(`${lines} a`, {
  color: vars.color.textInverse,
  textUnderlineOffset: '3px',
  overflowWrap: 'anywhere',
})

export const formCard = style([
  recipes.surface({ tone: 'surface' }),
  sprinkles({ padding: '5', borderRadius: 'lg', boxShadow: 'md' }),
  { scrollMarginTop: `calc(${vars.layout.headerHeight} + 16px)` },
])

export const formTitle = style([
  sprinkles({ fontSize: '2xl', color: 'brandStrong' }),
  { margin: `0 0 ${vars.space['4']}` },
])

export const strip = style([
  recipes.row({ gap: '2' }),
  sprinkles({
    justifyContent: 'center',
    background: 'accentSoft',
    color: 'text',
    textAlign: 'center',
  }),
  { padding: `${vars.space['4']} ${vars.space['4']}` },
])

globalStyle(`${strip} p`, { margin: 0 })
globalStyle(`${strip} svg`, { flex: 'none', color: vars.color.accentStrong })

export const cards = style([
  recipes.plainList,
  recipes.stack({ gap: '4' }),
  sprinkles({ gridTemplateColumns: { tablet: 'repeat(3, 1fr)' } }),
])

export const card = style([
  recipes.stack({ gap: '2' }),
  recipes.surface({ tone: 'surface' }),
  sprinkles({ padding: '5', borderRadius: 'lg', textAlign: 'center' }),
  { justifyItems: 'center', alignContent: 'start' },
])

export const cardIcon = style([
  sprinkles({
    display: 'grid',
    placeItems: 'center',
    borderRadius: 'full',
    background: 'brandSoft',
    color: 'brand',
  }),
  { width: '52px', height: '52px' },
])

export const cardTitle = style([sprinkles({ margin: '0', fontSize: 'lg', color: 'brandStrong' })])

export const cardText = style([
  sprinkles({ margin: '0', color: 'textMuted', overflowWrap: 'anywhere' }),
])

export const cardAction = style([
  sprinkles({ marginTop: '2', fontWeight: 'semibold', color: 'accentStrong' }),
  { textUnderlineOffset: '3px' },
])
