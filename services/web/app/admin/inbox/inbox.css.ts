import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme.css'

export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] })

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '40px',
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.textInverse,
    },
  },
})

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
})

export const check = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] })

export const list = style({ listStyle: 'none', margin: 0, padding: 0 })

export const item = style({ borderTop: `1px solid ${vars.color.border}` })

export const itemLink = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'minmax(0, 14rem) minmax(0, 1fr) auto',
      alignItems: 'baseline',
      gap: vars.space['4'],
    },
  },
})

export const unread = style({ fontWeight: vars.fontWeight.bold })

export const from = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })

export const subject = style({ minWidth: 0 })

export const preview = style({
  display: 'block',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const when = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
})

export const badge = style({
  display: 'inline-block',
  marginInlineEnd: vars.space['2'],
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentStrong,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
})

export const empty = style({
  padding: vars.space['6'],
  textAlign: 'center',
  color: vars.color.textMuted,
})

export const panel = style({ padding: vars.space['4'] })

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: `0 0 ${vars.space['4']}`,
})

export const term = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold })

export const body = style({
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.relaxed,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  marginTop: vars.space['4'],
})

export const value = style({ margin: 0, overflowWrap: 'anywhere' })

export const count = style({ margin: 0, padding: `${vars.space['2']} ${vars.space['4']}` })
