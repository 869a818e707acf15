import { globalStyle } from '@vanilla-extract/css'
import { media, vars } from './theme.css'

// A small modern reset.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })
globalStyle('*', { margin: 0 })

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  // Keeps headings reached by #anchor links clear of the sticky header.
  scrollPaddingTop: `calc(${vars.layout.headerHeight} + ${vars.space['4']})`,
  '@media': {
    // A route change scrolls smoothly to the top of the new page: React Router's
    // <ScrollRestoration/> calls window.scrollTo(0, 0), which this makes smooth. Reduced motion
    // users get the instant jump.
    [media.motionOk]: { scrollBehavior: 'smooth' },
  },
})

globalStyle('body', {
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
})

globalStyle('img, picture, svg, video', { display: 'block', maxWidth: '100%' })
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' })
globalStyle('button', { cursor: 'pointer' })
globalStyle('h1, h2, h3, h4, h5, h6', {
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  textWrap: 'balance',
  overflowWrap: 'break-word',
})
globalStyle('p', { textWrap: 'pretty', overflowWrap: 'break-word' })
globalStyle('a', { color: 'inherit' })
globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none', padding: 0 })

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
  borderRadius: '2px',
})
globalStyle(':focus:not(:focus-visible)', { outline: 'none' })

globalStyle('::selection', { background: vars.color.accent, color: vars.color.brandStrong })

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
})
