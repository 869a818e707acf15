import { style } from '@vanilla-extract/css'
import { adminColor, media, vars } from '../theme.css'
import * as recipes from '../../theme/recipes.css'
import { sprinkles } from '../../theme/sprinkles.css'

export const layout = style([
  recipes.stack({ gap: '4' }),
  sprinkles({ marginTop: '4', alignItems: 'start' }),
  {
    '@media': {
      [media.desktop]: { gridTemplateColumns: 'minmax(16rem, 22rem) minmax(0, 1fr)' },
    },
  },
])

export const panel = style([recipes.stack({ gap: '3' }), sprinkles({ padding: '4', minWidth: 0 })])

export const panelTitle = style([
  sprinkles({ fontSize: 'lg', fontWeight: 'semibold', color: 'brandStrong' }),
])

export const muted = style([sprinkles({ color: 'textMuted', fontSize: 'sm' })])

export const commits = style([recipes.plainList, recipes.stack({ gap: '1' })])

export const commit = style([
  recipes.stack({ gap: '1' }),
  sprinkles({
    paddingY: '2',
    paddingX: '3',
    borderRadius: 'sm',
    color: 'text',
    textDecoration: 'none',
  }),
  {
    borderInlineStart: '3px solid transparent',
    selectors: {
      '&:hover': { background: vars.color.surfaceMuted },
      '&[aria-current="true"]': {
        background: vars.color.brandSoft,
        borderInlineStartColor: vars.color.brandMuted,
      },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
])

export const commitMessage = style([sprinkles({ fontWeight: 'medium', overflowWrap: 'anywhere' })])

export const commitMeta = style([
  recipes.cluster({ gap: '2' }),
  sprinkles({ fontSize: 'sm', color: 'textMuted' }),
])

export const badge = style([
  sprinkles({
    paddingX: '2',
    borderRadius: 'full',
    background: 'successSoft',
    color: 'success',
    fontSize: 'xs',
    fontWeight: 'semibold',
  }),
])

export const changes = style([recipes.plainList, recipes.stack({ gap: '3' })])

export const change = style([
  recipes.stack({ gap: '2' }),
  sprinkles({ paddingTop: '3' }),
  { borderBlockStart: `1px solid ${vars.color.border}` },
])

export const changeLabel = style([
  sprinkles({ fontSize: 'md', fontWeight: 'semibold', color: 'brandStrong' }),
])

export const sides = style([
  recipes.stack({ gap: '2' }),
  { '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } } },
])

export const sidesStacked = style([recipes.stack({ gap: '2' })])

const side = style([
  recipes.stack({ gap: '1' }),
  sprinkles({ alignContent: 'start', padding: '3', borderRadius: 'sm', minWidth: 0 }),
  { border: '1px solid' },
])

export const then = style([
  side,
  { background: adminColor.warningSoft, borderColor: adminColor.warningBorder },
])

export const now = style([
  side,
  { background: vars.color.successSoft, borderColor: adminColor.successBorder },
])

export const sideLabel = style([
  sprinkles({
    fontSize: 'xs',
    fontWeight: 'semibold',
    textTransform: 'uppercase',
    color: 'textMuted',
  }),
  { letterSpacing: '0.04em' },
])

export const text = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })

export const empty = style({ color: vars.color.textMuted, fontStyle: 'italic' })

export const list = style([
  sprinkles({ margin: '0', paddingInlineStart: '5', overflowWrap: 'anywhere' }),
])

export const restore = style([sprinkles({ display: 'flex', justifyContent: 'flex-start' })])

/** Words a change took out of a text (on the older side) and put in (on the newer side). */
export const removedWords = style({
  background: adminColor.warningBorder,
  color: vars.color.text,
  textDecoration: 'line-through',
  borderRadius: '2px',
})

export const addedWords = style({
  background: adminColor.successBorder,
  color: vars.color.text,
  textDecoration: 'underline',
  borderRadius: '2px',
})
