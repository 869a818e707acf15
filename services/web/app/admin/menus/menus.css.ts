import { globalStyle, style } from '@vanilla-extract/css'
import * as recipes from '../../theme/recipes.css'
import { sprinkles } from '../../theme/sprinkles.css'
import { vars } from '../theme.css'

/** A menu's items: a list whose nested lists (children) are indented. */
export const tree = style([recipes.plainList, recipes.stack({ gap: '2' })])

export const children = style([
  recipes.plainList,
  recipes.stack({ gap: '2' }),
  { marginBlockStart: vars.space['2'], paddingInlineStart: vars.space['6'] },
])

export const item = style([
  recipes.stack({ gap: '2' }),
  sprinkles({ padding: '3' }),
  {
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
  },
])

/** The item being dragged over: a line where the drop lands (before it, or inside it). */
globalStyle(`${item}[data-drop="before"]`, { boxShadow: `0 -3px 0 ${vars.color.accent}` })
globalStyle(`${item}[data-drop="inside"]`, { outline: `2px dashed ${vars.color.accent}` })

export const handle = style([
  sprinkles({ color: 'textMuted' }),
  { cursor: 'grab', fontSize: '1.25rem', lineHeight: 1, userSelect: 'none' },
])

export const itemText = style([sprinkles({ flex: 1, minWidth: 0 })])

export const itemHead = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' }),
  { justifyContent: 'space-between' },
])

export const itemTitle = style([
  sprinkles({ fontWeight: 'semibold' }),
  { overflowWrap: 'anywhere' },
])

export const itemMeta = style([sprinkles({ fontSize: 'sm', color: 'textMuted' })])

export const flag = style([sprinkles({ fontSize: 'sm' }), { color: vars.color.danger }])

export const labels = style({
  display: 'grid',
  gap: vars.space['2'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
})

export const actions = style([sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '1' })])

export const addGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
})

export const results = style([recipes.plainList, recipes.stack({ gap: '1' })])

export const saveBar = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' }),
])
