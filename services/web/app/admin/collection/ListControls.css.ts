import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css'
import { adminColor } from '../theme.css'
import * as recipes from '../../theme/recipes.css'
import { sprinkles } from '../../theme/sprinkles.css'

/** The list's filter row, sort header buttons, selection bar and pager. */

export const filters = style([
  sprinkles({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: '3',
    borderBottom: 'subtle',
  }),
  { padding: `0 ${vars.space['4']} ${vars.space['4']}` },
])

export const filter = style([
  recipes.column({ gap: '1' }),
  sprinkles({ fontSize: 'sm' }),
  { minWidth: '10rem' },
])

export const select = style([sprinkles({ padding: '2', fontSize: 'sm' })])

export const sortButton = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    padding: '0',
    border: 'none',
    cursor: 'pointer',
  }),
  {
    background: 'none',
    font: 'inherit',
    color: 'inherit',
    textTransform: 'inherit',
    letterSpacing: 'inherit',
    ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
])

export const checkCell = style({ width: '1%' })

export const checkbox = style({ width: '18px', height: '18px', cursor: 'pointer' })

export const bulkBar = style([
  recipes.cluster({ gap: '2' }),
  sprinkles({ borderBottom: 'subtle' }),
  { padding: `${vars.space['3']} ${vars.space['4']}`, background: adminColor.warningSoft },
])

export const bulkActions = style([sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '2' })])

export const bulkCount = style([sprinkles({ fontWeight: 'semibold', marginInlineEnd: 'auto' })])

export const pager = style([
  recipes.row({ gap: '3' }),
  sprinkles({ justifyContent: 'space-between', padding: '4', borderTop: 'subtle', fontSize: 'sm' }),
])

export const views = style([
  sprinkles({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: '3',
    borderBottom: 'subtle',
  }),
  { padding: `${vars.space['3']} ${vars.space['4']}` },
])

export const viewList = style([
  recipes.plainList,
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
])

export const viewItem = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    border: 'subtle',
    borderRadius: 'full',
    fontSize: 'sm',
  }),
  { padding: `2px ${vars.space['2']}` },
])

export const viewRemove = style([
  sprinkles({ border: 'none', color: 'textMuted', cursor: 'pointer' }),
  { minWidth: '24px', minHeight: '24px', background: 'none' },
])

export const viewForm = style([sprinkles({ display: 'flex', alignItems: 'flex-end', gap: '2' })])

export const viewAnswer = style([sprinkles({ fontSize: 'sm', margin: '0' })])
