import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme.css'
import * as recipes from '../../theme/recipes.css'
import { sprinkles } from '../../theme/sprinkles.css'

/** The three status columns: stacked on a phone, side by side from a desktop width. */
export const columns = style([
  recipes.stack({ gap: '4' }),
  sprinkles({ alignItems: 'start', marginTop: '4' }),
  { '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
])

export const column = style([
  recipes.stack({ gap: '3' }),
  sprinkles({ padding: '3', borderRadius: 'md', border: 'subtle', minWidth: 0 }),
])

export const columnTitle = style([
  recipes.row({ gap: '2' }),
  sprinkles({ fontSize: 'lg', fontWeight: 'semibold', color: 'brandStrong' }),
])

export const count = style([
  recipes.surface({ tone: 'surface' }),
  sprinkles({ paddingX: '2', borderRadius: 'full', fontSize: 'sm', textAlign: 'center' }),
  { minWidth: '1.75rem' },
])

export const cards = style([recipes.plainList, recipes.stack({ gap: '3' })])

export const cardBody = style([
  recipes.stack({ gap: '3' }),
  sprinkles({ padding: '4', minWidth: 0 }),
])

export const cardTitle = style([
  sprinkles({ fontSize: 'md', fontWeight: 'semibold', overflowWrap: 'anywhere' }),
])

export const kind = style([
  recipes.cluster({ gap: '2' }),
  sprinkles({ fontSize: 'sm', color: 'textMuted' }),
])

export const badge = style([
  sprinkles({
    paddingX: '2',
    borderRadius: 'full',
    background: 'brandSoft',
    color: 'brandStrong',
    fontSize: 'xs',
    fontWeight: 'semibold',
  }),
])

export const facts = style([
  sprinkles({ display: 'grid', columnGap: '3', rowGap: '1', margin: '0', fontSize: 'sm' }),
  { gridTemplateColumns: 'max-content minmax(0, 1fr)' },
])

export const factName = style({ color: vars.color.textMuted })

export const factValue = style([sprinkles({ margin: '0', overflowWrap: 'anywhere' })])

export const disclosure = style({
  borderBlockStart: `1px solid ${vars.color.border}`,
  paddingBlockStart: vars.space['2'],
})

export const summary = style([
  sprinkles({ cursor: 'pointer', fontWeight: 'medium', color: 'brandStrong' }),
  {
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
])

export const disclosureBody = style([recipes.stack({ gap: '2' }), sprinkles({ marginTop: '2' })])

export const actions = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'end' }),
])

export const inlineForm = style({ display: 'contents' })

export const schedule = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'end' }),
])

export const scheduleField = style([recipes.stack({ gap: '1' }), sprinkles({ fontSize: 'sm' })])

export const input = style([
  sprinkles({
    paddingX: '2',
    border: 'strong',
    borderRadius: 'sm',
    background: 'surface',
    color: 'text',
  }),
  {
    minHeight: '2.25rem',
    font: 'inherit',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
])

export const empty = style([sprinkles({ color: 'textMuted', fontSize: 'sm' })])

export const scheduledList = style([recipes.plainList, recipes.stack({ gap: '2' })])

export const scheduledItem = style([
  sprinkles({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: '2',
    paddingY: '2',
  }),
  { borderBlockEnd: `1px solid ${vars.color.border}` },
])

export const muted = style([sprinkles({ color: 'textMuted', fontSize: 'sm' })])

export const panel = style([
  recipes.stack({ gap: '3' }),
  sprinkles({ padding: '4', marginTop: '4' }),
])

export const sectionTitle = style([
  sprinkles({ fontSize: 'lg', fontWeight: 'semibold', color: 'brandStrong' }),
])
