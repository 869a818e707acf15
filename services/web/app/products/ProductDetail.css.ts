import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export const facts = style([sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '3' })])

export const fact = style([
  recipes.column({ gap: '1' }),
  sprinkles({ borderRadius: 'md', fontWeight: 'semibold' }),
  {
    padding: `${vars.space['2']} ${vars.space['4']}`,
    background: vars.tint.fillOnDark,
    border: `1px solid ${vars.tint.lineOnDark}`,
  },
])

export const term = style([
  sprinkles({
    fontSize: 'xs',
    fontWeight: 'bold',
    textTransform: 'uppercase',
    color: 'textInverseMuted',
  }),
  { letterSpacing: '0.1em' },
])

export const fileType = style({ fontWeight: vars.fontWeight.medium, opacity: 0.85 })

export const summary = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
})

export const specs = style({ width: '100%', borderCollapse: 'collapse' })

export const specRow = style({
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none' } },
})

export const specName = style([
  sprinkles({
    paddingY: '3',
    paddingInlineEnd: '4',
    textAlign: 'start',
    fontWeight: 'bold',
    color: 'brand',
  }),
  { verticalAlign: 'top', width: '40%' },
])

export const specValue = style([
  sprinkles({ paddingY: '3', color: 'text', overflowWrap: 'anywhere' }),
  { verticalAlign: 'top' },
])
