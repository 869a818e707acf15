import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'

export const list = style({
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
})

export const listItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  lineHeight: vars.lineHeight.normal,
})

export const check = style({
  display: 'grid',
  placeItems: 'center',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: '50%',
  background: vars.color.successSoft,
  color: vars.color.success,
  flexShrink: 0,
  marginTop: '1px',
})

export const benefitCheck = style([
  check,
  { background: vars.color.accentSoft, color: vars.color.accentStrong },
])
