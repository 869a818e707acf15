import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import { sprinkles } from '../theme/sprinkles.css'

export const logo = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: '3', textDecoration: 'none' }),
  { lineHeight: 1 },
])

export const mark = style({ flexShrink: 0 })

export const wordmark = style([
  sprinkles({ display: 'flex', flexDirection: 'column', whiteSpace: 'nowrap' }),
  { gap: '3px', fontWeight: vars.fontWeight.heavy, letterSpacing: '-0.01em', fontSize: '1.2rem' },
])

/**
 * One line where it fits; a language whose words are longer ("Informatique") wraps at spaces, so
 * the brand is never wider than its name and the header's buttons stay on a phone's screen.
 */
export const tagline = style({
  whiteSpace: 'normal',
  lineHeight: 1.25,
  fontSize: '0.62rem',
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
})

export const tone = styleVariants({
  light: { color: vars.color.brand },
  dark: { color: vars.color.textInverse },
})

export const taglineTone = styleVariants({
  light: { color: vars.color.textMuted },
  dark: { color: vars.color.textInverseMuted },
})

export const highlight = styleVariants({
  light: { color: vars.color.accentStrong },
  dark: { color: vars.color.accent },
})
