import { globalStyle, style } from '@vanilla-extract/css'
import { adminColor, vars } from '../theme.css'

// Field, label, hint, error and control styles come from the shared ui/Field; these are the
// admin's additions.

export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm })

/** An input with a button drawn inside its right edge (the password's show/hide toggle). */
export const inputWithAction = style({ position: 'relative' })
globalStyle(`${inputWithAction} > input`, { paddingRight: '52px' })

export const inputAction = style({
  position: 'absolute',
  top: '50%',
  right: '4px',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '36px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[aria-pressed="true"]': { color: vars.color.brand },
  },
})

export const summary = style({
  padding: vars.space['4'],
  border: `1px solid ${adminColor.dangerBorder}`,
  borderLeft: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  selectors: { '&:focus-visible': { outlineOffset: '3px' } },
})

export const summaryTitle = style({
  fontSize: vars.fontSize.md,
  color: vars.color.danger,
  marginBottom: vars.space['2'],
})

export const summaryList = style({
  margin: 0,
  paddingLeft: vars.space['5'],
  display: 'grid',
  gap: vars.space['1'],
})

globalStyle(`${summaryList} a`, { color: vars.color.danger, fontWeight: vars.fontWeight.semibold })

export const status = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const summaryAction = style({
  marginTop: vars.space['3'],
  fontWeight: vars.fontWeight.semibold,
})
