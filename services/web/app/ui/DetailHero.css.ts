import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'

/** The navy band with a faint grid of the detail and About heroes (padding set by each). */
export const navyBand = style({
  position: 'relative',
  overflow: 'hidden',
  isolation: 'isolate',
  background: `linear-gradient(150deg, ${vars.color.brandStrong} 0%, ${vars.color.brand} 60%, ${vars.color.brandMuted} 100%)`,
  color: vars.color.textInverse,
  vars: { [vars.color.focus]: vars.color.accent },
  paddingBlock: vars.space['7'],
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: -1,
      backgroundImage: `linear-gradient(${vars.tint.gridOnDark} 1px, transparent 1px), linear-gradient(90deg, ${vars.tint.gridOnDark} 1px, transparent 1px)`,
      backgroundSize: '48px 48px',
      maskImage: 'linear-gradient(100deg, transparent 20%, black 90%)',
    },
  },
})

export const hero = style([
  navyBand,
  { '@media': { [media.desktop]: { paddingBlock: vars.space['8'] } } },
])

export const grid = style({
  display: 'grid',
  gap: vars.space['7'],
  alignItems: 'center',
  '@media': { [media.desktop]: { gridTemplateColumns: '1.1fr 1fr', gap: vars.space['8'] } },
})

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] })

export const breadcrumb = style({ color: vars.color.textInverseMuted })

export const eyebrowRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'] })

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.lg,
  background: vars.color.accent,
  color: vars.color.brandStrong,
  boxShadow: vars.shadow.lg,
  flexShrink: 0,
})

export const eyebrow = style({
  display: 'inline-block',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.accent,
})

export const title = style({
  fontSize: vars.fontSize['5xl'],
  fontWeight: vars.fontWeight.heavy,
  letterSpacing: '-0.02em',
  overflowWrap: 'break-word',
})

export const lead = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textInverseMuted,
  maxWidth: '40rem',
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] })

export const image = style({
  borderRadius: vars.radius.xl,
  overflow: 'hidden',
  boxShadow: vars.shadow.xl,
  aspectRatio: '16 / 10',
  border: `1px solid ${vars.tint.lineOnDark}`,
})
