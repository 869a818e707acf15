import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
})

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.tint.fillOnDark,
  border: `1px solid ${vars.tint.lineOnDark}`,
  fontWeight: vars.fontWeight.semibold,
})

export const term = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  color: vars.color.textInverseMuted,
})

export const fileType = style({ fontWeight: vars.fontWeight.medium, opacity: 0.85 })

export const summary = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
})

export const specs = style({ width: '100%', borderCollapse: 'collapse' })

export const specRow = style({
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none' } },
})

export const specName = style({
  paddingBlock: vars.space['3'],
  paddingInlineEnd: vars.space['4'],
  textAlign: 'start',
  verticalAlign: 'top',
  width: '40%',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
})

export const specValue = style({
  paddingBlock: vars.space['3'],
  verticalAlign: 'top',
  color: vars.color.text,
  overflowWrap: 'anywhere',
})
