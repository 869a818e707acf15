import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export const form = style([recipes.stack({ gap: '5' })])

export const grid = style([
  recipes.stack({ gap: '4' }),
  { '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } } },
])

export const wide = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } })

export const formError = style([
  sprinkles({
    display: 'flex',
    gap: '2',
    alignItems: 'flex-start',
    margin: '0',
    padding: '3',
    borderRadius: 'md',
    background: 'dangerSoft',
    color: 'danger',
    fontWeight: 'medium',
  }),
])

export const summary = style([
  sprinkles({
    padding: '3',
    background: 'dangerSoft',
    borderRadius: 'sm',
    color: 'text',
    fontSize: 'sm',
  }),
  { borderInlineStart: `4px solid ${vars.color.danger}` },
])

// each error link a comfortable target (WCAG 2.5.8: 24 px), also in the denser Arabic font
globalStyle(`${summary} a`, { display: 'inline-block', minBlockSize: '24px', paddingBlock: '2px' })

export const summaryTitle = style([sprinkles({ margin: '0', fontWeight: 'semibold' })])

export const privacy = style([sprinkles({ margin: '0', fontSize: 'sm', color: 'textMuted' })])

export const thanks = style([
  recipes.stack({ gap: '3' }),
  sprinkles({ textAlign: 'center' }),
  { justifyItems: 'center', padding: `${vars.space['6']} ${vars.space['4']}` },
])

export const thanksIcon = style({ color: vars.color.success })

export const thanksTitle = style([
  sprinkles({ margin: '0', fontSize: '2xl', color: 'brandStrong' }),
])

/** The form's messages (focused when an answer brings one): no outline box, a clear scroll gap. */
export const messages = style({
  scrollMarginBlockStart: vars.space['10'],
  outline: 'none',
  selectors: { '&:empty': { display: 'none' } },
})
