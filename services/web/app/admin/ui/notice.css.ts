import { style, styleVariants } from '@vanilla-extract/css'
import { adminColor, vars } from '../theme.css'

export const notice = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  border: '1px solid',
  borderLeftWidth: '4px',
  fontSize: vars.fontSize.sm,
})

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

export const body = style({
  flex: 1,
  minWidth: 0,
  display: 'grid',
  gap: vars.space['2'],
  color: vars.color.text,
})

export const title = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  color: 'inherit',
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'center',
})

export const actionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brandMuted,
})

export const dismiss = style({
  border: 0,
  background: 'transparent',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.tint.hoverOnLight, color: vars.color.text } },
})

export const focusTarget = style({ selectors: { '&:focus': { outline: 'none' } } })
