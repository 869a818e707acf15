import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../theme.css'
import * as recipes from '../../theme/recipes.css'
import { sprinkles } from '../../theme/sprinkles.css'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

export const overlay = style([
  sprinkles({ inset: 0, background: 'overlay' }),
  {
    position: 'fixed',
    zIndex: 50,
    '@media': {
      '(prefers-reduced-motion: no-preference)': { animation: `${fadeIn} 120ms ease-out` },
    },
  },
])

export const content = style([
  recipes.stack({ gap: '3' }),
  sprinkles({
    padding: '5',
    borderRadius: 'lg',
    background: 'surface',
    color: 'text',
    boxShadow: 'xl',
  }),
  {
    position: 'fixed',
    zIndex: 51,
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    width: 'min(480px, calc(100vw - 32px))',
    fontFamily: vars.font.body,
    '@media': {
      '(prefers-reduced-motion: no-preference)': { animation: `${fadeIn} 120ms ease-out` },
    },
  },
])

export const title = style([sprinkles({ fontSize: 'xl', color: 'brandStrong' })])

export const description = style({ color: vars.color.textMuted })

export const actions = style([
  sprinkles({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: '2',
    marginTop: '2',
  }),
])

/** A dialog with room for a grid (the media picker). */
export const wide = style({ width: 'min(880px, calc(100vw - 32px))' })
