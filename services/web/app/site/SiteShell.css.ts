import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'

export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' })

export const main = style({ flex: 1, outline: 'none' })

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space['4'],
  top: vars.space['2'],
  zIndex: 100,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.semibold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'translateY(0)' } },
})
