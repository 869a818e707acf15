import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../theme.css'
import * as recipes from '../../theme/recipes.css'
import { sprinkles } from '../../theme/sprinkles.css'

export const dropZone = style([
  recipes.stack({ gap: '2' }),
  sprinkles({
    padding: '5',
    borderRadius: 'md',
    background: 'surfaceMuted',
    textAlign: 'center',
    color: 'textMuted',
  }),
  {
    justifyItems: 'center',
    border: `2px dashed ${vars.color.borderStrong}`,
    transition: `border-color ${vars.transition.fast}, background ${vars.transition.fast}`,
  },
])

export const dropZoneActive = style({
  borderColor: vars.color.focus,
  background: vars.color.brandSoft,
})

export const dropTitle = style([sprinkles({ margin: '0', color: 'text', fontWeight: 'semibold' })])

export const dropHint = style([sprinkles({ margin: '0', fontSize: 'sm' })])

export const uploadList = style([
  recipes.plainList,
  recipes.stack({ gap: '2' }),
  { margin: `${vars.space['3']} 0 0` },
])

export const uploadItem = style([
  recipes.surface({ tone: 'surface' }),
  sprinkles({ display: 'grid', alignItems: 'center', borderRadius: 'sm', fontSize: 'sm' }),
  {
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: `${vars.space['1']} ${vars.space['3']}`,
    padding: `${vars.space['2']} ${vars.space['3']}`,
  },
])

export const uploadName = style([
  sprinkles({ overflow: 'hidden', whiteSpace: 'nowrap', fontWeight: 'medium' }),
  { textOverflow: 'ellipsis' },
])

export const progress = style({
  gridColumn: '1 / -1',
  width: '100%',
  height: '8px',
  accentColor: vars.color.brandMuted,
})

export const uploadError = style([
  sprinkles({ margin: '0', color: 'danger' }),
  { gridColumn: '1 / -1' },
])
export const uploadDone = style([sprinkles({ color: 'success', fontWeight: 'semibold' })])

export const searchRow = style([
  recipes.cluster({ gap: '3' }),
  sprinkles({ justifyContent: 'space-between' }),
  { margin: `${vars.space['4']} 0` },
])

export const grid = style([
  recipes.plainList,
  recipes.stack({ gap: '3' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' },
])

export const tile = style([
  recipes.surface({ tone: 'surface' }),
  sprinkles({ display: 'grid', borderRadius: 'sm', overflow: 'hidden' }),
  { gridTemplateRows: 'auto 1fr' },
])

export const pickButton = style([
  sprinkles({
    display: 'grid',
    width: '100%',
    padding: '0',
    borderRadius: 'sm',
    background: 'surface',
    textAlign: 'start',
    cursor: 'pointer',
  }),
  {
    gridTemplateRows: 'auto 1fr',
    border: `2px solid transparent`,
    font: 'inherit',
    color: 'inherit',
    selectors: {
      '&:hover': { borderColor: vars.color.borderStrong },
      '&[aria-pressed="true"]': { borderColor: vars.color.focus },
    },
  },
])

export const thumb = style([
  sprinkles({ display: 'block', width: '100%', background: 'surfaceSunken' }),
  { height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover' },
])

export const tileBody = style([
  recipes.stack({ gap: '1' }),
  sprinkles({ alignContent: 'start', padding: '2', fontSize: 'xs', minWidth: 0 }),
])

export const fileName = style([
  sprinkles({ overflow: 'hidden', whiteSpace: 'nowrap', fontWeight: 'semibold', fontSize: 'sm' }),
  { textOverflow: 'ellipsis' },
])

export const meta = style({ color: vars.color.textMuted })

export const unused = style([sprinkles({ color: 'accentStrong', fontWeight: 'semibold' })])

export const empty = style({ margin: `${vars.space['4']} 0`, color: vars.color.textMuted })

export const dialogBody = style([
  recipes.stack({ gap: '3' }),
  sprinkles({ paddingInlineEnd: '1' }),
  { maxHeight: 'min(70vh, 640px)', overflowY: 'auto' },
])

export const libraryCard = style({ padding: vars.space['4'] })
export const sectionTitle = style({ margin: `0 0 ${vars.space['3']}`, fontSize: vars.fontSize.lg })
export const searchInput = style({ maxWidth: '420px' })

/** "Used in": a disclosure under the tile, its links wrapping inside the tile's width */
export const usedIn = style({ overflowWrap: 'anywhere' })

/** "Used in": a 24 px target (WCAG 2.5.8), with the tile's buttons now close below it */
globalStyle(`${usedIn} > summary`, { paddingBlock: 3, minBlockSize: 24 })
export const usedInList = style({
  margin: `${vars.space['1']} 0 0`,
  paddingInlineStart: vars.space['4'],
  display: 'grid',
  gap: vars.space['1'],
})

/** the filter form: search, kind and "unused only" on one wrapping row */
export const filterForm = style([recipes.cluster({ gap: '3' }), { flex: '1 1 auto' }])
