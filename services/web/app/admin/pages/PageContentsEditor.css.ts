import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'

export const sections = style({ display: 'grid', gap: vars.space['5'] })

export const section = style({ display: 'grid', gap: vars.space['4'], padding: vars.space['5'] })

export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['3'],
})

export const sectionTitle = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.brandStrong,
  margin: 0,
})

export const sectionKind = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
})

export const values = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 14rem) minmax(0, 1fr)',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
  '@media': { 'screen and (max-width: 600px)': { gridTemplateColumns: '1fr' } },
})

export const term = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text })

export const value = style({
  margin: 0,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
})

export const form = style({ display: 'grid', gap: vars.space['4'] })

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
})

/** A catalogue counter's note: what the site shows, or that a typed figure disagrees. */
export const countNote = style({
  display: 'block',
  marginBlockStart: vars.space['1'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})
