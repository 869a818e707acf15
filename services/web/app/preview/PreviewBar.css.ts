import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'
import { header } from '../site/Header.css'
import { sprinkles } from '../theme/sprinkles.css'

/**
 * The bar's height, fixed so the page can make room for it: two lines on phones (the status, then
 * the editor link), one from tablets up. The page starts below it and the sticky header sticks
 * below it.
 */
const phoneHeight = '64px'
const height = '44px'

/** On <body> while a preview renders: room for the bar above the page. */
export const previewing = style({
  paddingTop: phoneHeight,
  '@media': { [media.tablet]: { paddingTop: height } },
})

globalStyle(`${previewing} ${header}`, {
  top: phoneHeight,
  '@media': { [media.tablet]: { top: height } },
})

export const bar = style([
  sprinkles({
    overflow: 'hidden',
    display: 'flex',
    flexDirection: { mobile: 'column', tablet: 'row' },
    alignItems: 'center',
    justifyContent: 'center',
    gap: { mobile: '1', tablet: '4' },
    textAlign: 'center',
    color: 'textInverse',
  }),
  {
    position: 'fixed',
    insetInlineStart: 0,
    insetInlineEnd: 0,
    top: 0,
    zIndex: 70,
    boxSizing: 'border-box',
    height: phoneHeight,
    padding: `0 ${vars.space['4']}`,
    fontSize: vars.fontSize.sm,
    fontWeight: 600,
    lineHeight: 1.3,
    // text on the brand navy (contrast far above 4.5:1), the accent as a stripe
    background: vars.color.brandStrong,
    borderBottom: `3px solid ${vars.color.accent}`,
    '@media': { [media.tablet]: { height, fontSize: vars.fontSize.md } },
  },
])

export const status = style({ margin: 0 })

export const link = style({
  color: vars.color.textInverse,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  ':focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: '2px' },
})
