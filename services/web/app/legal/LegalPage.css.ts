import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export const hero = style([
  sprinkles({ color: 'textInverse', paddingY: { mobile: '7', desktop: '8' } }),
  {
    background: `linear-gradient(150deg, ${vars.color.brandStrong} 0%, ${vars.color.brand} 60%, ${vars.color.brandMuted} 100%)`,
    vars: { [vars.color.focus]: vars.color.accent },
  },
])

export const heroInner = style([recipes.column({ gap: '3' })])

export const title = style([
  sprinkles({ fontSize: '5xl', fontWeight: 'heavy' }),
  { letterSpacing: '-0.02em' },
])

export const lead = style([
  sprinkles({ fontSize: 'lg', color: 'textInverseMuted', lineHeight: 'relaxed' }),
  { maxWidth: '44rem' },
])

export const updated = style([sprinkles({ color: 'textInverseMuted', fontSize: 'sm' })])

export const layout = style([
  sprinkles({ display: 'grid', gap: { mobile: '7', desktop: '8' }, alignItems: 'start' }),
  { '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem' } } },
])

export const article = style([
  recipes.surface({ tone: 'surface' }),
  sprinkles({ padding: { mobile: '5', tablet: '7' }, borderRadius: 'lg', boxShadow: 'sm' }),
])

export const section = style({})
globalStyle(`${section} + ${section}`, { marginTop: vars.space['6'] })
globalStyle(`${section} h2`, {
  fontSize: vars.fontSize['2xl'],
  color: vars.color.brand,
  marginBottom: vars.space['3'],
})
globalStyle(`${section} p, ${section} li`, {
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
})
globalStyle(`${section} p + p, ${section} p + ul, ${section} ul + p`, {
  marginTop: vars.space['3'],
})
globalStyle(`${section} ul`, { paddingInlineStart: vars.space['5'] })
globalStyle(`${section} li + li`, { marginTop: vars.space['2'] })
globalStyle(`${section} li::marker`, { color: vars.color.accentStrong })
globalStyle(`${section} a`, {
  color: vars.color.brandMuted,
  textDecorationColor: vars.color.accent,
  textDecorationThickness: '2px',
  textUnderlineOffset: '3px',
})

export const aside = style([
  recipes.column({ gap: '4' }),
  recipes.surface({ tone: 'muted' }),
  sprinkles({ padding: '5', borderRadius: 'lg' }),
  {
    '@media': {
      [media.desktop]: {
        position: 'sticky',
        top: `calc(${vars.layout.headerHeight} + ${vars.space['5']})`,
      },
    },
  },
])

export const asideTitle = style([sprinkles({ fontSize: 'lg', color: 'brand' })])

export const contactList = style([recipes.plainList, recipes.column({ gap: '3' })])

export const contactItem = style([
  sprinkles({
    display: 'flex',
    alignItems: 'flex-start',
    gap: '3',
    lineHeight: 'normal',
    overflowWrap: 'anywhere',
  }),
])

export const contactIcon = style({ color: vars.color.brand, flexShrink: 0, marginTop: '2px' })

globalStyle(`${contactItem} a`, { color: vars.color.brandMuted })
