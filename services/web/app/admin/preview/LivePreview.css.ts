import { globalStyle, style } from '@vanilla-extract/css'
import { actionBar, actionButtons, layout as editorLayout } from '../fields/editor.css'
import { vars } from '../theme.css'
import * as recipes from '../../theme/recipes.css'
import { sprinkles } from '../../theme/sprinkles.css'

/** From this width the preview sits beside the form; below it, under the page. */
export const SIDE_BY_SIDE = 'screen and (min-width: 1100px)'
// the form keeps about 430 px of a 1100 px window (the admin's sidebar takes 264), more from there
const panelWidth = 'clamp(360px, calc(100vw - 820px), 720px)'

export const toolbar = style([recipes.cluster({ gap: '3' })])

export const hint = style([sprinkles({ margin: '0', color: 'textMuted', fontSize: 'sm' })])

export const status = style([
  sprinkles({ margin: '0', color: 'textMuted', fontSize: 'sm' }),
  { minHeight: '1.25em' },
])

export const error = style({ color: vars.color.danger })

/** The preview: under the page on phones and narrow windows, a column at the right on desktop. */
export const panel = style([
  recipes.column({ gap: '2' }),
  recipes.surface({ tone: 'surface' }),
  sprinkles({ padding: '3', borderRadius: 'md' }),
  {
    maxWidth: '1120px',
    margin: `${vars.space['5']} auto 0`,
    '@media': {
      [SIDE_BY_SIDE]: {
        position: 'fixed',
        top: 0,
        right: 0,
        bottom: 0,
        zIndex: 15,
        width: panelWidth,
        maxWidth: 'none',
        margin: 0,
        borderWidth: '0 0 0 1px',
        borderRadius: 0,
        boxShadow: vars.shadow.lg,
      },
    },
  },
])

// the admin's page makes room for the column beside it
globalStyle(`#admin-main:has(> .${panel})`, {
  '@media': { [SIDE_BY_SIDE]: { paddingRight: `calc(${panelWidth} + ${vars.space['5']})` } },
})
// its column may be narrower than its widest line (long help texts wrap, wide rows scroll)
globalStyle(`#admin-main:has(> .${panel}) > div`, {
  '@media': { [SIDE_BY_SIDE]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
})
// and the editor's form keeps to one column there (its side column would squeeze the fields)
globalStyle(`#admin-main:has(> .${panel}) .${editorLayout}`, {
  '@media': { [SIDE_BY_SIDE]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
})

export const panelHead = style([
  recipes.row({ gap: '3' }),
  sprinkles({ justifyContent: 'space-between' }),
])

export const panelTitle = style([
  sprinkles({ margin: '0', fontSize: 'md', fontWeight: 'semibold' }),
])

export const frame = style([
  recipes.surface({ tone: 'surface' }),
  sprinkles({ display: 'block', width: '100%', borderRadius: 'sm' }),
  { height: '75vh', '@media': { [SIDE_BY_SIDE]: { flex: 1, height: 'auto' } } },
])
// its Save bar wraps instead of pushing its buttons under the preview
globalStyle(`#admin-main:has(> .${panel}) .${actionBar}`, {
  '@media': { [SIDE_BY_SIDE]: { flexWrap: 'wrap' } },
})
globalStyle(`#admin-main:has(> .${panel}) .${actionButtons}`, {
  '@media': { [SIDE_BY_SIDE]: { flexWrap: 'wrap', flexShrink: 1 } },
})
