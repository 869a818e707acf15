import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'

export const frame = style({
  position: 'relative',
  height: 'clamp(280px, 45vw, 420px)',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
})

export const map = style({ position: 'absolute', inset: 0 })

export const markerIcon = style({ background: 'none', border: 0 })

/** The map's gesture warnings ("use two fingers"): fade in over 300 ms, centred on the map. */
export const warning = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1000,
  display: 'grid',
  placeItems: 'center',
  margin: 0,
  padding: vars.space['4'],
  background: vars.tint.scrim,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
  pointerEvents: 'none',
  opacity: 0,
  transition: 'opacity 300ms ease',
  selectors: { '&[data-visible="true"]': { opacity: 1 } },
})

// the attribution must stay legible (contrast) on any tile
globalStyle(`${frame} .leaflet-control-attribution`, {
  background: vars.tint.frosted,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
})
globalStyle(`${frame} .leaflet-control-attribution a`, { color: vars.color.brandMuted })

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  margin: 0,
  padding: vars.space['4'],
  textAlign: 'center',
})
