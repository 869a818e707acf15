import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'

export const grid = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space['5'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, 1fr)', gap: vars.space['6'] } },
})

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  height: '100%',
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
})

/** Values span the full width: its five values sit in columns. */
export const wide = style({
  '@media': { [media.desktop]: { gridColumn: '1 / -1' } },
})

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'] })

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3.25rem',
  height: '3.25rem',
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.brandStrong,
  flexShrink: 0,
})

export const title = style({ fontSize: vars.fontSize['2xl'], color: vars.color.brand })

export const subtitle = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium })

/** Named items (the five values) as tiles. */
export const items = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
})

export const itemTile = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
})

export const itemName = style({
  fontSize: vars.fontSize.md,
  color: vars.color.brand,
  marginBottom: vars.space['1'],
})

export const trustGrid = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space['5'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space['6'] } },
})

export const trustCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  height: '100%',
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.brand}`,
  boxShadow: vars.shadow.sm,
})

export const trustIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.accent,
})

export const trustTitle = style({ fontSize: vars.fontSize.xl, color: vars.color.brand })

export const trustText = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
})
