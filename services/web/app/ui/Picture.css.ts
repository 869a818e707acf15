import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import { sprinkles } from '../theme/sprinkles.css'

export const picture = style({ display: 'block' })

/** Holds the blurred placeholder behind the image, clipped to the image's box. */
export const frame = style([
  sprinkles({ position: 'relative', display: 'block', overflow: 'hidden' }),
  { backgroundColor: vars.color.surfaceSunken },
])

export const lowQuality = style([
  sprinkles({ position: 'absolute', inset: 0, width: '100%', height: '100%' }),
  {
    objectFit: 'cover',
    filter: 'blur(14px)',
    transform: 'scale(1.15)',
    transition: `opacity ${vars.transition.normal}`,
    selectors: { [`${frame}[data-loaded="true"] > &`]: { opacity: 0 } },
  },
])

export const img = style([
  sprinkles({ position: 'relative', display: 'block', width: '100%' }),
  { height: 'auto', objectFit: 'cover' },
])

/** `cover`: fill the parent box (which sets the size), cropping like a background image. */
export const coverPicture = style({ width: '100%', height: '100%' })
export const coverImg = style({ width: '100%', height: '100%', objectFit: 'cover' })

export const placeholder = style([
  sprinkles({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    height: '100%',
  }),
  {
    minHeight: '8rem',
    color: vars.tint.textOnDarkFaint,
    background: `radial-gradient(circle at 30% 20%, ${vars.color.brandMuted} 0%, ${vars.color.brand} 55%, ${vars.color.brandStrong} 100%)`,
    backgroundColor: vars.color.brand,
  },
])
