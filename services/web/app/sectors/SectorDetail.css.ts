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

export const caseHeading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  marginBlock: `${vars.space['7']} ${vars.space['4']}`,
})

export const clientList = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
})

export const clientCard = style({
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
})

export const clientName = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
})

export const clientIndustry = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accentStrong,
  marginBlockEnd: vars.space['2'],
})
