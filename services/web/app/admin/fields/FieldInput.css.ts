import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import * as recipes from '../../theme/recipes.css'
import { sprinkles } from '../../theme/sprinkles.css'

export const pairRows = style([
  recipes.stack({ gap: '2' }),
  sprinkles({ margin: '0', padding: '0' }),
])

export const pairRow = style([
  recipes.stack({ gap: '2' }),
  sprinkles({ alignItems: 'center', listStyle: 'none' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr) auto',
    '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: '1fr' } },
  },
])

export const pairHead = style([
  recipes.stack({ gap: '2' }),
  sprinkles({ fontSize: 'sm', color: 'textMuted' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr) auto',
    '@media': { 'screen and (max-width: 480px)': { display: 'none' } },
  },
])

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 })

export const choices = style([
  recipes.stack({ gap: '1' }),
  sprinkles({ margin: '0', padding: '0' }),
  { maxHeight: '16rem', overflowY: 'auto' },
])

export const choice = style({ listStyle: 'none' })

export const smallButton = style([
  sprinkles({
    border: 'subtle',
    borderRadius: 'sm',
    paddingY: '1',
    paddingX: '3',
    cursor: 'pointer',
    color: 'text',
  }),
  {
    justifySelf: 'start',
    background: 'none',
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
])

export const lineRow = style([
  recipes.stack({ gap: '2' }),
  sprinkles({ alignItems: 'center', listStyle: 'none' }),
  { gridTemplateColumns: 'minmax(0, 1fr) auto' },
])
