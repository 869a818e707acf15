import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles'
import { media, vars } from './theme.css'

/** Margins also centre and push (`marginInlineStart: 'auto'`). */
const marginSpace = { ...vars.space, auto: 'auto' }

const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline-block', 'inline-flex', 'flex', 'grid', 'contents'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline', 'start', 'end'],
    alignContent: ['start', 'center'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'start', 'end'],
    placeItems: ['center'],
    gap: vars.space,
    rowGap: vars.space,
    columnGap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingInlineStart: vars.space,
    paddingInlineEnd: vars.space,
    marginTop: marginSpace,
    marginBottom: marginSpace,
    marginInlineStart: marginSpace,
    marginInlineEnd: marginSpace,
    textAlign: ['start', 'center', 'end'],
    fontSize: vars.fontSize,
    // one column that never grows past its container, and the card grids' column counts
    gridTemplateColumns: [
      '1fr',
      'minmax(0, 1fr)',
      'repeat(2, 1fr)',
      'repeat(3, 1fr)',
      'repeat(4, 1fr)',
    ],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingX: ['paddingInlineStart', 'paddingInlineEnd'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginInlineStart', 'marginInlineEnd'],
    marginX: ['marginInlineStart', 'marginInlineEnd'],
    marginY: ['marginTop', 'marginBottom'],
  },
})

/** The hairlines between and around cards, rows and fields. */
const line = {
  subtle: `1px solid ${vars.color.border}`,
  strong: `1px solid ${vars.color.borderStrong}`,
  none: '0',
}

const colours = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
    fontWeight: vars.fontWeight,
    lineHeight: vars.lineHeight,
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    border: line,
    borderTop: line,
    borderBottom: line,
  },
})

/** Box and text behaviour that recurs in lists, rows and cards: fixed keywords, no token. */
const behaviour = defineProperties({
  properties: {
    listStyle: ['none'],
    overflowWrap: ['anywhere'],
    minWidth: [0],
    flexShrink: [0],
    flex: [1],
    width: ['100%'],
    height: ['100%'],
    inset: [0],
    textTransform: ['uppercase'],
    overflow: ['hidden'],
    position: ['relative', 'absolute'],
    whiteSpace: ['nowrap'],
    textDecoration: ['none'],
    cursor: ['pointer'],
  },
})

/** Atomic, token-bound styles: `sprinkles({ display: { mobile: 'block', desktop: 'flex' } })`. */
export const sprinkles = createSprinkles(responsive, colours, behaviour)
export type Sprinkles = Parameters<typeof sprinkles>[0]
