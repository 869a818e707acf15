import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] })

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
})

export const requiredMark = style({ color: vars.color.danger, marginInlineStart: '0.2em' })

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
})

export const control = style({
  width: '100%',
  padding: `${vars.space['3']} ${vars.space['3']}`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
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
})

export const textarea = style({ minHeight: '7rem', resize: 'vertical' })

export const checkboxRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.md,
})

export const checkbox = style({
  width: '1.15rem',
  height: '1.15rem',
  accentColor: vars.color.brand,
  flexShrink: 0,
})

export const formError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  border: `1px solid color-mix(in srgb, ${vars.color.danger} 35%, transparent)`,
  fontWeight: vars.fontWeight.medium,
})

export const formSuccess = style([
  formError,
  {
    background: vars.color.successSoft,
    color: vars.color.success,
    border: `1px solid color-mix(in srgb, ${vars.color.success} 35%, transparent)`,
  },
])
