import { style } from '@vanilla-extract/css'
import { media, vars, adminColor } from '../theme.css'

export const stack = style({ display: 'grid', gap: vars.space['5'] })

export const sectionTitle = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.brandStrong,
  marginBottom: vars.space['3'],
})

export const formGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const formActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  marginTop: vars.space['4'],
})

export const list = style({ listStyle: 'none', margin: 0, padding: 0 })

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 0 } },
})

export const itemText = style({ display: 'grid', gap: '2px', minWidth: 0 })

export const itemTitle = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brandStrong,
  overflowWrap: 'anywhere',
})

export const itemMeta = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
})

export const itemActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] })

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  marginInlineStart: vars.space['2'],
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  verticalAlign: 'middle',
})

export const badgeAdmin = style({ background: vars.color.accentSoft, color: adminColor.accentText })

export const dialogField = style({ marginBlock: vars.space['3'] })
