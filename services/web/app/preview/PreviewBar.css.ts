import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'
import { header } from '../site/Header.css'

/** The bar's height: the page starts below it, and the sticky header sticks below it. */
const barHeight = '44px'

/** On <body> while a preview renders: room for the bar above the page. */
export const previewing = style({ paddingTop: barHeight })

globalStyle(`${previewing} ${header}`, { top: barHeight })

export const bar = style({
  position: 'fixed',
  insetInlineStart: 0,
  insetInlineEnd: 0,
  top: 0,
  zIndex: 70,
  minHeight: barHeight,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  // text on the brand navy (contrast far above 4.5:1), the accent as a stripe
  background: vars.color.brandStrong,
  color: vars.color.textInverse,
  borderBottom: `3px solid ${vars.color.accent}`,
  '@media': {
    [media.tablet]: { fontSize: vars.fontSize.md },
  },
})

export const link = style({
  color: vars.color.textInverse,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  ':focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: '2px' },
})
