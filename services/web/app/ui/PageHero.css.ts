import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'

export const hero = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  background: vars.color.brandStrong,
  color: vars.color.textInverse,
  vars: { [vars.color.focus]: vars.color.accent },
})

export const media_ = style({
  position: 'absolute',
  inset: 0,
  zIndex: -2,
})

/** Darkens the photo (strongest behind the text) so white text stays legible on any image. */
export const overlay = style({
  position: 'absolute',
  inset: 0,
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
})

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  maxWidth: '46rem',
  paddingTop: vars.space['7'],
  paddingBottom: vars.space['7'],
  '@media': {
    [media.tablet]: { paddingTop: vars.space['9'] },
    [media.desktop]: { paddingTop: vars.space['10'], paddingBottom: vars.space['8'] },
  },
})

export const smallTitle = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.tint.accentLine}`,
  background: vars.tint.accentWash,
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
})

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

export const titleHighlight = style({
  display: 'block',
  color: vars.color.accent,
})

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

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  marginTop: vars.space['2'],
})

export const counters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  marginBottom: vars.space['8'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.tint.lineOnDark}`,
  background: vars.tint.fillOnDark,
  backdropFilter: 'blur(6px)',
  overflow: 'hidden',
  listStyle: 'none',
  padding: 0,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(4, 1fr)', maxWidth: '52rem' },
  },
})

export const counter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: `${vars.space['4']} ${vars.space['5']}`,
  borderInlineEnd: `1px solid ${vars.tint.lineOnDark}`,
  borderBottom: `1px solid ${vars.tint.lineOnDark}`,
})

export const counterValue = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.heavy,
  color: vars.color.textInverse,
  lineHeight: 1.1,
})

export const counterLabel = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textInverseMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
})
