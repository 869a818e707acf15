import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars, adminColor } from '../theme.css'

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border}`,
})

export const search = style({
  position: 'relative',
  flex: '1 1 280px',
  maxWidth: '420px',
})

export const searchIcon = style({
  position: 'absolute',
  left: '12px',
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
})

globalStyle(`${search} input`, { paddingLeft: '40px' })

export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
})

export const th = style({
  textAlign: 'left',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
})

export const td = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
})

export const row = style({
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
})

globalStyle(`${row}:last-child > *`, { borderBottom: 0 })

// Phones: each row becomes a card; the header row is only for screen readers.
const small = media.belowDesktop
globalStyle(`${table} thead`, {
  '@media': {
    [small]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
    },
  },
})
globalStyle(`${table}, ${table} tbody, ${row} > *`, {
  '@media': { [small]: { display: 'block' } },
})
globalStyle(`${row}`, {
  '@media': {
    [small]: {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      gap: `${vars.space['2']} ${vars.space['3']}`,
      padding: vars.space['4'],
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
})
globalStyle(`${row} > *`, {
  '@media': { [small]: { padding: 0, border: 0, gridColumn: '2' } },
})
globalStyle(`${row} > :first-child`, {
  '@media': { [small]: { gridColumn: '1', gridRow: 'span 4' } },
})

export const iconCell = style({ width: '56px' })

export const iconBadge = style({
  display: 'grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandMuted,
})

export const titleCell = style({ minWidth: '180px', textAlign: 'left', fontWeight: 'inherit' })

export const title = style({
  display: 'block',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brandStrong,
})

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['1']} ${vars.space['2']}`,
  marginTop: vars.space['1'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
})

export const slug = style({ fontFamily: vars.font.mono })

export const description = style({ color: vars.color.textMuted, maxWidth: '48ch' })

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: adminColor.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
})

export const actionsCell = style({
  textAlign: 'right',
  whiteSpace: 'nowrap',
  '@media': { [media.belowDesktop]: { textAlign: 'left' } },
})

export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['7']} ${vars.space['4']}`,
  textAlign: 'center',
  color: vars.color.textMuted,
})

export const emptyTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
})
