import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

const slide = keyframes({
  '0%': { transform: 'translateX(-100%)' },
  '100%': { transform: 'translateX(250%)' },
})

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

export const bar = style([
  sprinkles({ position: 'absolute', overflow: 'hidden' }),
  {
    insetInlineStart: 0,
    insetInlineEnd: 0,
    bottom: '-1px',
    height: '3px',
    pointerEvents: 'none',
    selectors: {
      '&::before': {
        content: '""',
        position: 'absolute',
        inset: 0,
        width: '40%',
        background: `linear-gradient(90deg, transparent, ${vars.color.accent}, transparent)`,
        animation: `${slide} 1.1s ease-in-out infinite`,
      },
    },
  },
])

/** Shown only if loading takes a moment, so quick navigations do not flash a spinner. */
export const pill = style([
  recipes.surface({ tone: 'surface' }),
  sprinkles({ borderRadius: 'full', boxShadow: 'lg', fontSize: 'sm' }),
  {
    position: 'fixed',
    top: `calc(${vars.layout.headerHeight} + ${vars.space['3']})`,
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: 45,
    padding: `${vars.space['2']} ${vars.space['4']}`,
    opacity: 0,
    animation: `${appear} 200ms ease 300ms forwards`,
  },
])
