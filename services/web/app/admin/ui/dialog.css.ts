import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../theme.css'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  background: vars.color.overlay,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${fadeIn} 120ms ease-out` },
  },
})

export const content = style({
  position: 'fixed',
  zIndex: 51,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(480px, calc(100vw - 32px))',
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  boxShadow: vars.shadow.xl,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${fadeIn} 120ms ease-out` },
  },
})

export const title = style({ fontSize: vars.fontSize.xl, color: vars.color.brandStrong })

export const description = style({ color: vars.color.textMuted })

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  marginTop: vars.space['2'],
})

/** A dialog with room for a grid (the media picker). */
export const wide = style({ width: 'min(880px, calc(100vw - 32px))' })
