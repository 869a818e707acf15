import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '../theme.css'
import * as recipes from '../../theme/recipes.css'
import { sprinkles } from '../../theme/sprinkles.css'

export const layout = style([
  recipes.stack({ gap: '5' }),
  sprinkles({ alignItems: 'start' }),
  {
    '@media': {
      [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 340px' },
    },
  },
])

/** A form with nothing for the side column: one column, as wide as the page allows. */
export const singleColumn = style([recipes.stack({ gap: '5' }), { maxWidth: '60rem' }])

export const column = style([recipes.stack({ gap: '5' }), sprinkles({ minWidth: 0 })])

export const group = style([
  recipes.stack({ gap: '5' }),
  sprinkles({ minWidth: 0, margin: '0', padding: { mobile: '4', tablet: '5' } }),
])

export const legend = style([
  sprinkles({
    width: '100%',
    padding: '0',
    fontSize: 'lg',
    fontWeight: 'bold',
    color: 'brandStrong',
  }),
  { float: 'left' },
])

globalStyle(`${legend} + *`, { clear: 'both' })

export const groupIntro = style([
  sprinkles({ fontSize: 'sm', color: 'textMuted' }),
  { marginTop: `calc(-1 * ${vars.space['3']})` },
])

export const iconRow = style([
  recipes.stack({ gap: '3' }),
  sprinkles({ alignItems: 'center' }),
  { gridTemplateColumns: 'minmax(0, 1fr) auto' },
])

export const iconPreview = style([
  recipes.iconBox({ tone: 'soft' }),
  sprinkles({ borderRadius: 'md' }),
  { width: '46px', height: '46px' },
])

export const imagePreview = style([
  recipes.surface({ tone: 'muted' }),
  sprinkles({ overflow: 'hidden', borderRadius: 'md' }),
])

export const previewCaption = style([
  sprinkles({ fontSize: 'xs', color: 'textMuted', borderTop: 'subtle' }),
  { padding: `${vars.space['2']} ${vars.space['3']}` },
])

export const markdownPreview = style([
  recipes.surface({ tone: 'muted' }),
  sprinkles({ borderRadius: 'md' }),
])

export const markdownSummary = style([
  sprinkles({ fontSize: 'sm', fontWeight: 'semibold', color: 'brandMuted', cursor: 'pointer' }),
  { padding: `${vars.space['2']} ${vars.space['3']}` },
])

export const markdownBody = style([
  sprinkles({ padding: '4', borderTop: 'subtle', background: 'surface' }),
  { maxHeight: '420px', overflowY: 'auto' },
])

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: '0.85em',
  padding: '1px 4px',
  borderRadius: '4px',
  background: vars.color.surfaceSunken,
})

export const children = style([recipes.plainList, recipes.stack({ gap: '2' })])

export const child = style([
  recipes.stack({ gap: '2' }),
  sprinkles({ alignItems: 'start', fontSize: 'sm' }),
  { gridTemplateColumns: 'auto minmax(0, 1fr)' },
])

export const childText = style([sprinkles({ display: 'grid', minWidth: 0 }), { lineHeight: 1.35 }])

export const childSlug = style([
  sprinkles({ color: 'textMuted', overflowWrap: 'anywhere' }),
  { fontFamily: vars.font.mono, fontSize: vars.fontSize.xs },
])

/** Save and Cancel stay in reach at the bottom of the screen on long forms. */
export const actionBar = style([
  recipes.row({ gap: '3' }),
  sprinkles({
    marginTop: '5',
    justifyContent: 'space-between',
    borderRadius: 'md',
    border: 'subtle',
    boxShadow: 'bar',
  }),
  {
    position: 'sticky',
    bottom: 0,
    zIndex: 5,
    // on a phone the buttons (Save, Save draft) go under the status instead of widening the page
    flexWrap: 'wrap',
    padding: `${vars.space['3']} ${vars.space['4']}`,
    background: vars.tint.frosted,
    backdropFilter: 'blur(6px)',
  },
])

export const actionStatus = style([sprinkles({ minWidth: 0, fontSize: 'sm', color: 'textMuted' })])

export const actionButtons = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '2' }),
  { marginLeft: 'auto' },
])

export const dirtyDot = style([
  sprinkles({ display: 'inline-block', background: 'accent' }),
  { width: '8px', height: '8px', borderRadius: '50%', marginRight: vars.space['2'] },
])

export const theirs = style([
  sprinkles({
    fontSize: 'sm',
    background: 'accentSoft',
    borderRadius: 'sm',
    overflowWrap: 'anywhere',
  }),
  {
    padding: `${vars.space['2']} ${vars.space['3']}`,
    borderLeft: `3px solid ${vars.color.accent}`,
    whiteSpace: 'pre-wrap',
    maxHeight: '160px',
    overflowY: 'auto',
  },
])

export const takenNote = style([
  sprinkles({ fontSize: 'sm', color: 'success', fontWeight: 'medium' }),
])

export const imageActions = style([recipes.cluster({ gap: '3' }), sprinkles({ marginTop: '2' })])

/** A quiet text action beside a button (Remove image). */
export const linkButton = style([
  sprinkles({ padding: '0', border: 'none', color: 'danger', cursor: 'pointer' }),
  { background: 'none', font: 'inherit', fontSize: vars.fontSize.sm, textDecoration: 'underline' },
])
