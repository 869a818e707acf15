import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars, adminColor } from '../theme.css'
import * as recipes from '../../theme/recipes.css'
import { sprinkles } from '../../theme/sprinkles.css'

export const toolbar = style([
  recipes.cluster({ gap: '3' }),
  sprinkles({ justifyContent: 'space-between', padding: '4', borderBottom: 'subtle' }),
])

export const search = style({
  position: 'relative',
  flex: '1 1 280px',
  maxWidth: '420px',
})

export const searchIcon = style([
  sprinkles({ position: 'absolute', color: 'textMuted' }),
  { left: '12px', top: '50%', transform: 'translateY(-50%)', pointerEvents: 'none' },
])

globalStyle(`${search} input`, { paddingLeft: '40px' })

export const count = style([sprinkles({ fontSize: 'sm', color: 'textMuted' })])

export const table = style([
  sprinkles({ width: '100%', fontSize: 'sm' }),
  { borderCollapse: 'collapse' },
])

export const th = style([
  sprinkles({
    fontSize: 'xs',
    fontWeight: 'semibold',
    textTransform: 'uppercase',
    color: 'textMuted',
    background: 'surfaceMuted',
    borderBottom: 'subtle',
    whiteSpace: 'nowrap',
  }),
  { textAlign: 'left', padding: `${vars.space['3']} ${vars.space['4']}`, letterSpacing: '0.06em' },
])

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

export const iconBadge = style([
  recipes.iconBox({ tone: 'soft' }),
  sprinkles({ borderRadius: 'md' }),
  { width: '40px', height: '40px' },
])

export const titleCell = style({ minWidth: '180px', textAlign: 'left', fontWeight: 'inherit' })

export const title = style([
  sprinkles({ display: 'block', fontSize: 'md', fontWeight: 'semibold', color: 'brandStrong' }),
])

export const meta = style([
  sprinkles({
    display: 'flex',
    flexWrap: 'wrap',
    marginTop: '1',
    color: 'textMuted',
    fontSize: 'xs',
  }),
  { gap: `${vars.space['1']} ${vars.space['2']}` },
])

export const slug = style({ fontFamily: vars.font.mono })

export const description = style({ color: vars.color.textMuted, maxWidth: '48ch' })

export const badge = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    borderRadius: 'full',
    background: 'accentSoft',
    fontSize: 'xs',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
  }),
  { padding: `2px ${vars.space['2']}`, color: adminColor.accentText },
])

export const actionsCell = style({
  textAlign: 'right',
  whiteSpace: 'nowrap',
  '@media': { [media.belowDesktop]: { textAlign: 'left' } },
})

export const empty = style([
  recipes.stack({ gap: '2' }),
  sprinkles({ textAlign: 'center', color: 'textMuted' }),
  { justifyItems: 'center', padding: `${vars.space['7']} ${vars.space['4']}` },
])

export const emptyTitle = style([
  sprinkles({ fontSize: 'lg', fontWeight: 'semibold', color: 'text' }),
])
