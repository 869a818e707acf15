import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { media, vars } from '../theme/theme.css'

export const section = recipe({
  base: { position: 'relative' },
  variants: {
    tone: {
      plain: { background: vars.color.surface },
      muted: { background: vars.color.surfaceMuted },
      brand: {
        background: `linear-gradient(160deg, ${vars.color.brandStrong} 0%, ${vars.color.brand} 60%, ${vars.color.brandMuted} 100%)`,
        color: vars.color.textInverse,
        vars: { [vars.color.focus]: vars.color.accent },
      },
    },
    spacing: {
      sm: { paddingBlock: vars.space['7'] },
      md: {
        paddingBlock: vars.space['8'],
        '@media': { [media.desktop]: { paddingBlock: vars.space['9'] } },
      },
    },
  },
  defaultVariants: { tone: 'plain', spacing: 'md' },
})

export const header = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    marginBottom: vars.space['7'],
    maxWidth: '46rem',
  },
  variants: {
    align: {
      start: {},
      center: { marginInline: 'auto', textAlign: 'center', alignItems: 'center' },
    },
  },
  defaultVariants: { align: 'center' },
})

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.accentStrong,
  selectors: {
    '&::before': {
      content: '""',
      width: '1.75rem',
      height: '2px',
      background: 'currentColor',
      borderRadius: '2px',
    },
    [`${section.classNames.variants.tone.brand} &`]: { color: vars.color.accent },
  },
})

export const title = style({
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.heavy,
  letterSpacing: '-0.02em',
  color: vars.color.brand,
  selectors: {
    [`${section.classNames.variants.tone.brand} &`]: { color: vars.color.textInverse },
  },
})

export const description = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
  selectors: {
    [`${section.classNames.variants.tone.brand} &`]: { color: vars.color.textInverseMuted },
  },
})
