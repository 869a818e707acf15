import { style } from '@vanilla-extract/css'
import { vars } from '../theme.css'

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  marginBlockEnd: vars.space['4'],
})

export const tabs = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
})

export const tab = style({
  padding: `${vars.space['2']} ${vars.space['4']}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  textDecoration: 'none',
  background: vars.color.surface,
  selectors: {
    '& + &': { borderInlineStart: `1px solid ${vars.color.borderStrong}` },
    '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.textInverse },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
})

export const status = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})
