import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '../theme.css'
import * as recipes from '../../theme/recipes.css'
import { sprinkles } from '../../theme/sprinkles.css'
import { visuallyHidden } from '../../theme/utilities.css'

export const editor = style([recipes.stack({ gap: '2' }), sprinkles({ minWidth: 0 })])

export const toolbar = style([
  recipes.cluster({ gap: '1' }),
  sprinkles({ borderRadius: 'md', border: 'subtle', background: 'surface', padding: '1' }),
])

export const toolButton = style([
  sprinkles({ borderRadius: 'sm', color: 'text', cursor: 'pointer', fontWeight: 'bold' }),
  {
    minWidth: '2.25rem',
    minHeight: '2.25rem',
    border: '1px solid transparent',
    background: 'none',
    font: 'inherit',
    selectors: { '&:hover, &:focus-visible': { background: vars.color.surfaceSunken } },
  },
])

/** A button's glyph ("B", "H2"), drawn from its data-glyph attribute. */
export const glyph = style({
  '::before': { content: 'attr(data-glyph)' },
})

export const previewButton = style([
  toolButton,
  { marginInlineStart: 'auto', fontWeight: 'normal', paddingInline: vars.space['2'] },
  { selectors: { '&[aria-pressed="true"]': { background: vars.color.surfaceSunken } } },
])

/** With the preview open: editor and preview side by side on a wide screen, stacked on a phone. */
export const sideBySide = style([
  recipes.stack({ gap: '3' }),
  { '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } } },
])

export const host = style([sprinkles({ minWidth: 0 })])

// the editor grows with its text (the page scrolls): a scrolling box inside the form would be a
// scrollable region axe wants focusable, and a second scroll bar to aim at
globalStyle(`${host} .cm-editor`, {
  minHeight: '12rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
})
globalStyle(`${host} .cm-editor.cm-focused`, {
  outline: `2px solid ${vars.color.brand}`,
  outlineOffset: '1px',
})
globalStyle(`${host} .cm-scroller`, { fontFamily: vars.font.mono, lineHeight: 1.6 })
globalStyle(`${host} .cm-content`, { padding: vars.space['3'] })

/** The textarea the editor stands in for: out of sight, still in the form. */
export const replaced = visuallyHidden

export const preview = style([
  recipes.surface({ tone: 'muted' }),
  sprinkles({ borderRadius: 'md', padding: '4', minWidth: 0 }),
  { maxHeight: '36rem', overflowY: 'auto' },
])

export const wordCount = style([sprinkles({ fontSize: 'xs', color: 'textMuted' })])

export const linkList = style([
  recipes.plainList,
  recipes.stack({ gap: '1' }),
  { overflowY: 'auto' },
])

export const linkAddress = style([recipes.stack({ gap: '2' })])
