import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

export const hero = style([
  sprinkles({
    position: 'relative',
    overflow: 'hidden',
    background: 'brandStrong',
    color: 'textInverse',
  }),
  { isolation: 'isolate', vars: { [vars.color.focus]: vars.color.accent } },
])

export const media_ = style([sprinkles({ position: 'absolute', inset: 0 }), { zIndex: -2 }])

/** Darkens the photo (strongest behind the text) so white text stays legible on any image. */
export const overlay = style([
  sprinkles({ position: 'absolute', inset: 0 }),
  {
    zIndex: -1,
    background: vars.tint.heroShade,
    selectors: {
      '&::after': {
        content: '""',
        position: 'absolute',
        inset: 0,
        backgroundImage: `linear-gradient(${vars.tint.gridOnDark} 1px, transparent 1px), linear-gradient(90deg, ${vars.tint.gridOnDark} 1px, transparent 1px)`,
        backgroundSize: '48px 48px',
        maskImage: 'linear-gradient(90deg, transparent 10%, black 70%)',
      },
    },
  },
])

export const content = style([
  recipes.column({ gap: '5' }),
  sprinkles({
    paddingTop: { mobile: '7', tablet: '9', desktop: '10' },
    paddingBottom: { mobile: '7', desktop: '8' },
  }),
  { maxWidth: '46rem' },
])

export const smallTitle = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    borderRadius: 'full',
    color: 'accent',
    fontSize: 'sm',
    fontWeight: 'semibold',
  }),
  {
    alignSelf: 'flex-start',
    padding: `${vars.space['1']} ${vars.space['3']}`,
    border: `1px solid ${vars.tint.accentLine}`,
    background: vars.tint.accentWash,
    letterSpacing: '0.04em',
  },
])

export const dot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: '50%',
  background: vars.color.accent,
  boxShadow: `0 0 0 4px ${vars.tint.accentGlow}`,
})

export const title = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.heavy,
  letterSpacing: '-0.025em',
  lineHeight: 1.05,
})

/** Home: the first word on its own line, the rest highlighted on the next. */
export const titleLead = style({ display: 'block' })

export const titleHighlight = style([sprinkles({ display: 'block', color: 'accent' })])

/** List pages: the title runs on, its last word highlighted in place. */
export const titleHighlightInline = style({ color: vars.color.accent })

/** Without a photo: the navy gradient of the detail pages behind the grid. */
export const plain = style({
  background: `linear-gradient(150deg, ${vars.color.brandStrong} 0%, ${vars.color.brand} 60%, ${vars.color.brandMuted} 100%)`,
})

export const description = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textInverseMuted,
  maxWidth: '38rem',
  // On phones the buttons come first: the main action stays in the first screen, under the
  // cookie banner too when it is shown (it sits in the flow above the hero there).
  order: 1,
  '@media': {
    [media.tablet]: { order: 0 },
    [media.desktop]: { fontSize: vars.fontSize.xl },
  },
})

export const buttons = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '3', marginTop: '2' }),
])

export const counters = style([
  recipes.plainList,
  sprinkles({
    display: 'grid',
    gridTemplateColumns: { mobile: 'repeat(2, 1fr)', tablet: 'repeat(4, 1fr)' },
    marginBottom: '8',
    borderRadius: 'lg',
    overflow: 'hidden',
  }),
  {
    border: `1px solid ${vars.tint.lineOnDark}`,
    background: vars.tint.fillOnDark,
    backdropFilter: 'blur(6px)',
    '@media': { [media.tablet]: { maxWidth: '52rem' } },
  },
])

export const counter = style([
  recipes.column({ gap: '1' }),
  {
    padding: `${vars.space['4']} ${vars.space['5']}`,
    borderInlineEnd: `1px solid ${vars.tint.lineOnDark}`,
    borderBottom: `1px solid ${vars.tint.lineOnDark}`,
  },
])

export const counterValue = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.heavy,
  color: vars.color.textInverse,
  lineHeight: 1.1,
})

export const counterLabel = style([
  sprinkles({ fontSize: 'sm', color: 'textInverseMuted', textTransform: 'uppercase' }),
  { letterSpacing: '0.08em' },
])
