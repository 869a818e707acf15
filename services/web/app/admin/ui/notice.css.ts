import { style, styleVariants } from '@vanilla-extract/css'
import { adminColor, vars } from '../theme.css'
import * as recipes from '../../theme/recipes.css'
import { sprinkles } from '../../theme/sprinkles.css'

export const notice = style([
  sprinkles({
    display: 'flex',
    gap: '3',
    alignItems: 'flex-start',
    borderRadius: 'md',
    fontSize: 'sm',
  }),
  { padding: `${vars.space['3']} ${vars.space['4']}`, border: '1px solid', borderLeftWidth: '4px' },
])

export const tone = styleVariants({
  success: {
    background: vars.color.successSoft,
    borderColor: adminColor.successBorder,
    borderLeftColor: vars.color.success,
    color: vars.color.success,
  },
  error: {
    background: vars.color.dangerSoft,
    borderColor: adminColor.dangerBorder,
    borderLeftColor: vars.color.danger,
    color: vars.color.danger,
  },
  warning: {
    background: adminColor.warningSoft,
    borderColor: adminColor.warningBorder,
    borderLeftColor: adminColor.warningEdge,
    color: adminColor.warningText,
  },
  info: {
    background: vars.color.brandSoft,
    borderColor: vars.color.border,
    borderLeftColor: vars.color.brandMuted,
    color: vars.color.brand,
  },
})

export const icon = style({ flexShrink: 0, marginTop: '1px' })

export const body = style([
  recipes.stack({ gap: '2' }),
  sprinkles({ flex: 1, minWidth: 0, color: 'text' }),
])

export const title = style([
  sprinkles({ fontWeight: 'semibold', fontSize: 'md' }),
  { color: 'inherit' },
])

export const actions = style([recipes.cluster({ gap: '2' })])

export const actionLink = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    fontWeight: 'semibold',
    color: 'brandMuted',
  }),
])

export const dismiss = style([
  sprinkles({
    border: 'none',
    borderRadius: 'sm',
    color: 'textMuted',
    fontSize: 'sm',
    fontWeight: 'semibold',
    cursor: 'pointer',
  }),
  {
    background: 'transparent',
    padding: `${vars.space['1']} ${vars.space['2']}`,
    selectors: { '&:hover': { background: vars.tint.hoverOnLight, color: vars.color.text } },
  },
])

export const focusTarget = style({ selectors: { '&:focus': { outline: 'none' } } })
