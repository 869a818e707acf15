import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

/** The navy band with a faint grid of the detail and About heroes (padding set by each). */
export const navyBand = style([
  sprinkles({ position: 'relative', overflow: 'hidden', color: 'textInverse', paddingY: '7' }),
  {
    isolation: 'isolate',
    background: `linear-gradient(150deg, ${vars.color.brandStrong} 0%, ${vars.color.brand} 60%, ${vars.color.brandMuted} 100%)`,
    vars: { [vars.color.focus]: vars.color.accent },
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
  },
])

export const hero = style([
  navyBand,
  { '@media': { [media.desktop]: { paddingBlock: vars.space['8'] } } },
])

export const grid = style([
  sprinkles({ display: 'grid', gap: { mobile: '7', desktop: '8' }, alignItems: 'center' }),
  { '@media': { [media.desktop]: { gridTemplateColumns: '1.1fr 1fr' } } },
])

export const text = style([recipes.column({ gap: '5' })])

export const breadcrumb = style({ color: vars.color.textInverseMuted })

export const eyebrowRow = style([recipes.row({ gap: '4' })])

export const icon = style([
  recipes.iconBox({ tone: 'accent' }),
  sprinkles({ borderRadius: 'lg', boxShadow: 'lg', flexShrink: 0 }),
  { width: '4rem', height: '4rem' },
])

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

export const actions = style([sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '3' })])

export const image = style([
  sprinkles({ borderRadius: 'xl', overflow: 'hidden', boxShadow: 'xl' }),
  { aspectRatio: '16 / 10', border: `1px solid ${vars.tint.lineOnDark}` },
])
