import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export const footer = style([
  sprinkles({ background: 'brandStrong', color: 'textInverseMuted' }),
  { vars: { [vars.color.focus]: vars.color.accent }, borderTop: `4px solid ${vars.color.accent}` },
])

export const grid = style([
  sprinkles({
    display: 'grid',
    gap: { mobile: '7', desktop: '6' },
    paddingY: '8',
    gridTemplateColumns: '1fr',
  }),
  {
    '@media': {
      [media.tablet]: { gridTemplateColumns: '1fr 1fr' },
      [media.desktop]: { gridTemplateColumns: '1.5fr 1fr 1.3fr 1.4fr' },
    },
  },
])

export const brand = style([recipes.column({ gap: '4' })])

export const logoLink = style({ textDecoration: 'none', alignSelf: 'flex-start' })

export const blurb = style({ maxWidth: '24rem', lineHeight: vars.lineHeight.relaxed })

export const social = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 'md',
    color: 'textInverse',
  }),
  {
    width: '2.5rem',
    height: '2.5rem',
    background: vars.tint.fillOnDark,
    transition: `background-color ${vars.transition.fast}, color ${vars.transition.fast}`,
    selectors: { '&:hover': { background: vars.color.accent, color: vars.color.brandStrong } },
  },
])

export const heading = style([
  sprinkles({
    fontSize: 'sm',
    fontWeight: 'bold',
    textTransform: 'uppercase',
    color: 'textInverse',
    marginBottom: '4',
  }),
  { letterSpacing: '0.12em' },
])

export const list = style([recipes.plainList, recipes.column({ gap: '3' })])

export const link = style({
  color: vars.color.textInverseMuted,
  textDecoration: 'none',
  transition: `color ${vars.transition.fast}`,
  selectors: { '&:hover': { color: vars.color.accent } },
})

export const contactItem = style([
  sprinkles({ display: 'flex', alignItems: 'flex-start', gap: '3' }),
])

export const contactIcon = style({ color: vars.color.accent, flexShrink: 0, marginTop: '2px' })

export const bottom = style([
  sprinkles({
    paddingY: '5',
    display: 'flex',
    flexDirection: { mobile: 'column', tablet: 'row' },
    gap: '3',
    fontSize: 'sm',
    justifyContent: { tablet: 'space-between' },
    alignItems: { tablet: 'center' },
  }),
  { borderTop: `1px solid ${vars.tint.lineOnDark}` },
])

export const legal = style([
  recipes.plainList,
  sprinkles({ display: 'flex', flexWrap: 'wrap' }),
  { gap: `${vars.space['2']} ${vars.space['5']}` },
])

export const linkButton = style([
  link,
  {
    background: 'none',
    border: 0,
    padding: 0,
    font: 'inherit',
    cursor: 'pointer',
    textDecoration: 'none',
  },
])

export const address = style({ fontStyle: 'normal' })
