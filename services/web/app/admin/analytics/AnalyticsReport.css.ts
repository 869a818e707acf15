import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '../theme.css'
import * as recipes from '../../theme/recipes.css'
import { sprinkles } from '../../theme/sprinkles.css'

export const report = style([recipes.stack({ gap: '4' })])

export const periods = style([sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '2' })])

export const period = style([
  recipes.surface({ tone: 'surface' }),
  sprinkles({ borderRadius: 'md', color: 'text', fontWeight: 'semibold', textDecoration: 'none' }),
  {
    padding: `${vars.space['2']} ${vars.space['3']}`,
    selectors: {
      '&:hover': { borderColor: vars.color.brand },
      '&[aria-current="page"]': {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.textInverse,
      },
    },
  },
])

export const kpis = style([
  recipes.stack({ gap: '3' }),
  sprinkles({ gridTemplateColumns: { mobile: '1fr', tablet: 'repeat(3, 1fr)' } }),
])

export const kpi = style([recipes.stack({ gap: '1' }), sprinkles({ padding: '4' })])
globalStyle(`${kpi} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm })
globalStyle(`${kpi} dd`, {
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
})

export const kpiNote = style([
  sprinkles({ display: 'block', fontSize: 'sm', fontWeight: 'regular', color: 'textMuted' }),
])

export const grid = style([
  recipes.stack({ gap: '4' }),
  sprinkles({ gridTemplateColumns: 'minmax(0, 1fr)' }),
  { '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
])

export const chartCard = style([recipes.stack({ gap: '3' }), sprinkles({ padding: '4' })])
export const tableCard = style([
  recipes.stack({ gap: '3' }),
  sprinkles({ padding: '4', alignContent: 'start' }),
])
export const empty = style([recipes.stack({ gap: '2' }), sprinkles({ padding: '5' })])

export const cardHead = style([
  sprinkles({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: '2',
  }),
])

export const cardTitle = style([
  sprinkles({ fontSize: 'lg', fontWeight: 'semibold', color: 'brandStrong' }),
])

export const csv = style([sprinkles({ fontSize: 'sm', fontWeight: 'semibold' })])

export const figure = style([recipes.stack({ gap: '2' }), sprinkles({ margin: '0' })])
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

export const legend = style([
  sprinkles({ display: 'flex', gap: '4', fontSize: 'sm', color: 'textMuted' }),
])
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

export const rowHead = style([
  sprinkles({ position: 'relative', fontWeight: 'regular' }),
  { wordBreak: 'break-word' },
])
export const bar = style([
  sprinkles({ position: 'absolute', background: 'brandSoft', borderRadius: 'sm' }),
  { insetBlock: '4px', insetInlineStart: 0 },
])
export const rowLabel = style({ position: 'relative' })

export const none = style([sprinkles({ color: 'textMuted', fontSize: 'sm' })])
