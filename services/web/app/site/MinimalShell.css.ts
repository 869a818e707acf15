import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'

export const bar = style({
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  height: vars.layout.headerHeight,
})

export const logoLink = style({ textDecoration: 'none' })

export const footer = style({
  paddingBlock: vars.space['5'],
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textInverseMuted,
  background: vars.color.brandStrong,
})
