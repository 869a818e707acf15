import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import { sprinkles } from '../theme/sprinkles.css'

export const frame = style([
  sprinkles({
    position: 'relative',
    borderRadius: 'lg',
    overflow: 'hidden',
    border: 'subtle',
    background: 'surfaceSunken',
  }),
  { height: 'clamp(280px, 45vw, 420px)' },
])

export const map = style([sprinkles({ position: 'absolute', inset: 0 })])

export const markerIcon = style({ background: 'none', border: 0 })

/** The map's gesture warnings ("use two fingers"): fade in over 300 ms, centred on the map. */
export const warning = style([
  sprinkles({
    position: 'absolute',
    inset: 0,
    display: 'grid',
    placeItems: 'center',
    margin: '0',
    padding: '4',
    color: 'textInverse',
    fontSize: 'lg',
    fontWeight: 'semibold',
    textAlign: 'center',
  }),
  {
    zIndex: 1000,
    background: vars.tint.scrim,
    pointerEvents: 'none',
    opacity: 0,
    transition: 'opacity 300ms ease',
    selectors: { '&[data-visible="true"]': { opacity: 1 } },
  },
])

// the attribution must stay legible (contrast) on any tile
globalStyle(`${frame} .leaflet-control-attribution`, {
  background: vars.tint.frosted,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
})
globalStyle(`${frame} .leaflet-control-attribution a`, { color: vars.color.brandMuted })

export const placeholder = style([
  sprinkles({
    position: 'absolute',
    inset: 0,
    display: 'grid',
    placeItems: 'center',
    margin: '0',
    padding: '4',
    textAlign: 'center',
  }),
])
