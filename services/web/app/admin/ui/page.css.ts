import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme.css'

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['4'],
})

export const headerText = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 })

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } },
})

export const title = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
  letterSpacing: '-0.01em',
})

export const description = style({
  color: vars.color.textMuted,
  maxWidth: '70ch',
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
})

export const sectionCard = style({
  padding: vars.space['4'],
  '@media': { [media.tablet]: { padding: vars.space['5'] } },
})

export const errorState = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space['3'],
  padding: vars.space['5'],
})

export const errorTitle = style({ fontSize: vars.fontSize.xl, color: vars.color.danger })
