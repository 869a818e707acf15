import { keyframes, style } from '@vanilla-extract/css'
import { sprinkles } from '../theme/sprinkles.css'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const wrapper = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: '3', color: 'textMuted' }),
])

export const ring = style([
  sprinkles({ color: 'accent', flexShrink: 0 }),
  {
    width: '1.5em',
    height: '1.5em',
    borderRadius: '50%',
    border: '3px solid currentColor',
    borderInlineEndColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
  },
])
