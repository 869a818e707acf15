import { style } from '@vanilla-extract/css'
import { vars } from '../theme.css'
import * as recipes from '../../theme/recipes.css'
import { sprinkles } from '../../theme/sprinkles.css'

/** the tile's button: its words wrap inside the tile (unwrapped, it widened the whole grid) */
export const trigger = style({
  // over the button recipe's nowrap, whichever stylesheet comes first
  selectors: { '&&': { whiteSpace: 'normal', maxWidth: '100%', textAlign: 'center' } },
})

/** wider than the default dialog: the photo is what the editor aims at */
export const dialog = style({
  width: 'min(640px, calc(100vw - 32px))',
  maxHeight: '90vh',
  overflowY: 'auto',
})

/** the photo and its marker; the marker is placed by percentages of this box */
export const frame = style([
  sprinkles({ borderRadius: 'md' }),
  { position: 'relative', overflow: 'hidden', cursor: 'crosshair', lineHeight: 0 },
])

export const photo = style({ display: 'block', width: '100%', height: 'auto' })

export const marker = style({
  position: 'absolute',
  width: 28,
  height: 28,
  // physical, not logical: the photo is not mirrored in Arabic
  marginLeft: -14,
  marginTop: -14,
  borderRadius: '50%',
  border: `3px solid ${vars.color.surface}`,
  boxShadow: `0 0 0 2px ${vars.color.text}`,
  pointerEvents: 'none',
})

export const coordinates = style([recipes.cluster({ gap: '3' })])

export const number = style({ width: '7rem' })
