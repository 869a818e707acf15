import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export const card = style([
  recipes.surface({ tone: 'surface' }),
  sprinkles({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    height: '100%',
    borderRadius: 'lg',
    boxShadow: 'sm',
    overflow: 'hidden',
  }),
  {
    transition: `box-shadow ${vars.transition.normal}, transform ${vars.transition.normal}, border-color ${vars.transition.normal}`,
    selectors: {
      '&:hover, &:focus-within': {
        boxShadow: vars.shadow.lg,
        transform: 'translateY(-4px)',
        borderColor: vars.color.borderStrong,
      },
      '&:has(a:focus-visible)': {
        outline: `3px solid ${vars.color.focus}`,
        outlineOffset: '3px',
      },
    },
  },
])

export const mediaWrap = style({ position: 'relative' })

export const media = style([
  sprinkles({ position: 'relative', overflow: 'hidden' }),
  { aspectRatio: '16 / 10' },
])

export const image = style({
  transition: `transform 600ms ease`,
  selectors: { [`${card}:hover &`]: { transform: 'scale(1.04)' } },
})

export const icon = style([
  recipes.iconBox({ tone: 'brand' }),
  sprinkles({ borderRadius: 'md', boxShadow: 'md', flexShrink: 0 }),
  { width: '3.25rem', height: '3.25rem' },
])

/** With an image the icon sits on its lower edge. */
export const iconOverlap = style({
  position: 'absolute',
  insetInlineStart: vars.space['5'],
  bottom: '-1.6rem',
  zIndex: 1,
  border: `3px solid ${vars.color.surface}`,
})

export const body = style([recipes.column({ gap: '3' }), sprinkles({ flex: 1, padding: '5' })])

export const bodyWithImage = style({ paddingTop: vars.space['7'] })

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
})

/** Extra content between the description and the link (a list, facts). */
export const extra = style([recipes.column({ gap: '2' })])

export const description = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
})

/** The link covers the whole card (one link per card for screen readers, big click target). */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  // pinned to the bottom so links line up across a row of cards of different text lengths
  marginTop: 'auto',
  paddingTop: vars.space['2'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accentStrong,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 2 },
    // the ring is drawn around the whole card instead (card style)
    '&:focus-visible': { outline: 'none' },
  },
})

export const arrow = style({
  // `translate`, not `transform`: the icon's right-to-left mirroring (scale) stays intact
  transition: `translate ${vars.transition.fast}`,
  selectors: {
    [`${card}:hover &`]: { translate: '4px 0' },
    [`[dir=rtl] ${card}:hover &`]: { translate: '-4px 0' },
  },
})
