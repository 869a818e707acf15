import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles'
import { media, vars } from './theme.css'

const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline-block', 'inline-flex', 'flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingInlineStart: vars.space,
    paddingInlineEnd: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    textAlign: ['start', 'center', 'end'],
    fontSize: vars.fontSize,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingX: ['paddingInlineStart', 'paddingInlineEnd'],
    paddingY: ['paddingTop', 'paddingBottom'],
    marginY: ['marginTop', 'marginBottom'],
  },
})

const colours = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
    fontWeight: vars.fontWeight,
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
  },
})

/** Atomic, token-bound styles: `sprinkles({ display: { mobile: 'block', desktop: 'flex' } })`. */
export const sprinkles = createSprinkles(responsive, colours)
export type Sprinkles = Parameters<typeof sprinkles>[0]
