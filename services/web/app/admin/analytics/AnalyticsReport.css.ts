import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '../theme.css'

export const report = style({ display: 'grid', gap: vars.space['4'] })

export const periods = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] })

export const period = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.textInverse,
    },
  },
})

export const kpis = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
})

export const kpi = style({ padding: vars.space['4'], display: 'grid', gap: vars.space['1'] })
globalStyle(`${kpi} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm })
globalStyle(`${kpi} dd`, {
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
})

export const kpiNote = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
})

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const chartCard = style({ padding: vars.space['4'], display: 'grid', gap: vars.space['3'] })
export const tableCard = style({
  padding: vars.space['4'],
  display: 'grid',
  gap: vars.space['3'],
  alignContent: 'start',
})
export const empty = style({ padding: vars.space['5'], display: 'grid', gap: vars.space['2'] })

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['2'],
})

export const cardTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brandStrong,
})

export const csv = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold })

export const figure = style({ margin: 0, display: 'grid', gap: vars.space['2'] })
export const svg = style({ inlineSize: '100%', blockSize: 'auto', overflow: 'visible' })
export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1 })
// in the chart's own units: a phone shows the 720-wide chart at about half size, so its labels
// are drawn twice as large there to read at the same size as on a wider screen
export const axisText = style({
  fill: vars.color.textMuted,
  fontSize: '24px',
  '@media': { [media.tablet]: { fontSize: '13px' } },
})
export const barRect = style({ fill: vars.color.chartBar })
export const linePath = style({
  fill: 'none',
  stroke: vars.color.brand,
  strokeWidth: 2.5,
  strokeLinejoin: 'round',
})

export const legend = style({
  display: 'flex',
  gap: vars.space['4'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})
const swatch = {
  content: '""',
  display: 'inline-block',
  marginInlineEnd: vars.space['1'],
  verticalAlign: 'middle',
} as const
export const legendBars = style({
  selectors: {
    '&::before': {
      ...swatch,
      inlineSize: '12px',
      blockSize: '12px',
      background: vars.color.chartBar,
    },
  },
})
export const legendLine = style({
  selectors: {
    '&::before': { ...swatch, inlineSize: '16px', blockSize: '3px', background: vars.color.brand },
  },
})

export const details = style({ fontSize: vars.fontSize.sm })
globalStyle(`${details} > summary`, {
  cursor: 'pointer',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  marginBlockEnd: vars.space['2'],
})

export const tableWrap = style({ overflowX: 'auto' })

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
})
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space['2']} ${vars.space['2']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
})
globalStyle(`${table} thead th`, {
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
})

export const numeric = style({})
globalStyle(`${table} ${numeric}`, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' })

export const rowHead = style({
  position: 'relative',
  fontWeight: vars.fontWeight.regular,
  wordBreak: 'break-word',
})
export const bar = style({
  position: 'absolute',
  insetBlock: '4px',
  insetInlineStart: 0,
  background: vars.color.brandSoft,
  borderRadius: vars.radius.sm,
})
export const rowLabel = style({ position: 'relative' })

export const none = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
