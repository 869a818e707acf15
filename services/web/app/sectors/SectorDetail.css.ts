import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export const panelText = style([sprinkles({ color: 'textMuted', lineHeight: 'normal' })])

export const contactList = style([
  recipes.plainList,
  recipes.column({ gap: '2' }),
  sprinkles({ marginY: '4' }),
])

export const contactLink = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    fontWeight: 'semibold',
    color: 'brand',
    overflowWrap: 'anywhere',
  }),
])

export const caseHeading = style([
  sprinkles({ fontSize: 'xl', fontWeight: 'bold', color: 'brand' }),
  { marginBlock: `${vars.space['7']} ${vars.space['4']}` },
])

export const clientList = style([
  recipes.plainList,
  recipes.stack({ gap: '4' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))' },
])

export const clientCard = style([
  recipes.surface({ tone: 'surface' }),
  sprinkles({ padding: '5', borderRadius: 'lg', color: 'textMuted', lineHeight: 'normal' }),
])

export const clientName = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
})

export const clientIndustry = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accentStrong,
  marginBlockEnd: vars.space['2'],
})
