import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const wrapper = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  color: vars.color.textMuted,
})

export const ring = style({
  width: '1.5em',
  height: '1.5em',
  borderRadius: '50%',
  border: '3px solid currentColor',
  borderInlineEndColor: 'transparent',
  color: vars.color.accent,
  animation: `${spin} 0.8s linear infinite`,
  flexShrink: 0,
})
