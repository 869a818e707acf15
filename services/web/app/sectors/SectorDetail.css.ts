import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'

export const panelText = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.normal })

export const contactList = style({
  listStyle: 'none',
  padding: 0,
  marginBlock: vars.space['4'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
})

export const contactLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  overflowWrap: 'anywhere',
})
