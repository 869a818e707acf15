import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export const field = style([recipes.column({ gap: '2' })])

export const label = style([sprinkles({ fontSize: 'sm', fontWeight: 'semibold', color: 'text' })])

export const requiredMark = style({ color: vars.color.danger, marginInlineStart: '0.2em' })

export const hint = style([sprinkles({ fontSize: 'sm', color: 'textMuted' })])

export const error = style([
  sprinkles({
    display: 'flex',
    alignItems: 'flex-start',
    gap: '1',
    fontSize: 'sm',
    fontWeight: 'medium',
    color: 'danger',
  }),
])

export const control = style([
  sprinkles({
    width: '100%',
    fontSize: 'md',
    lineHeight: 'normal',
    color: 'text',
    background: 'surface',
    border: 'strong',
    borderRadius: 'md',
  }),
  {
    padding: `${vars.space['3']} ${vars.space['3']}`,
    transition: `border-color ${vars.transition.fast}, box-shadow ${vars.transition.fast}`,
    selectors: {
      '&:hover': { borderColor: vars.color.textMuted },
      '&:focus-visible': {
        outline: 'none',
        borderColor: vars.color.focus,
        boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.focus} 30%, transparent)`,
      },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&[aria-invalid="true"]:focus-visible': {
        boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.danger} 25%, transparent)`,
      },
      '&:disabled': { background: vars.color.surfaceMuted, cursor: 'not-allowed' },
      '&::placeholder': { color: vars.color.textMuted, opacity: 0.8 },
    },
  },
])

export const textarea = style({ minHeight: '7rem', resize: 'vertical' })

export const checkboxRow = style([recipes.row({ gap: '2' }), sprinkles({ fontSize: 'md' })])

export const checkbox = style({
  width: '1.15rem',
  height: '1.15rem',
  accentColor: vars.color.brand,
  flexShrink: 0,
})

export const formError = style([
  sprinkles({
    display: 'flex',
    alignItems: 'flex-start',
    gap: '2',
    padding: '4',
    borderRadius: 'md',
    background: 'dangerSoft',
    color: 'danger',
    fontWeight: 'medium',
  }),
  { border: `1px solid color-mix(in srgb, ${vars.color.danger} 35%, transparent)` },
])

export const formSuccess = style([
  formError,
  {
    background: vars.color.successSoft,
    color: vars.color.success,
    border: `1px solid color-mix(in srgb, ${vars.color.success} 35%, transparent)`,
  },
])
