import { style } from '@vanilla-extract/css'
import { vars } from '../theme.css'
import * as recipes from '../../theme/recipes.css'
import { sprinkles } from '../../theme/sprinkles.css'

export const panel = style([recipes.stack({ gap: '3' }), sprinkles({ marginBottom: '5' })])

export const facts = style([recipes.stack({ gap: '1' }), sprinkles({ margin: '0' })])

/** A sentence that flows as one (its dates and names inline, not each on a line of its own). */
export const sentence = style({ margin: 0 })

export const actions = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'flex-end' }),
])

export const schedule = style([
  sprinkles({
    display: 'flex',
    flexWrap: 'wrap',
    gap: '2',
    alignItems: 'flex-end',
    margin: '0',
    padding: '0',
    border: 'none',
  }),
])

export const legend = style([sprinkles({ marginBottom: '1', padding: '0' }), { fontWeight: 600 }])

export const published = style([recipes.stack({ gap: '2' }), sprinkles({ fontSize: 'sm' })])

export const publishedList = style([
  sprinkles({ display: 'grid', margin: '0' }),
  {
    gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
    gap: `${vars.space['1']} ${vars.space['3']}`,
    '@media': { 'screen and (max-width: 40rem)': { gridTemplateColumns: '1fr' } },
  },
])

export const term = style({ fontWeight: 600 })

export const value = style([
  sprinkles({ margin: '0', overflowWrap: 'anywhere' }),
  { whiteSpace: 'pre-wrap' },
])

export const choice = style([
  recipes.stack({ gap: '2' }),
  sprinkles({ border: 'subtle', borderRadius: 'md', padding: '3' }),
])

export const option = style([sprinkles({ display: 'flex', gap: '2', alignItems: 'flex-start' })])

export const saveStatus = style([sprinkles({ fontSize: 'sm', color: 'textMuted', margin: '0' })])

export const shareUrl = style([
  sprinkles({ padding: '1', border: 'subtle', borderRadius: 'sm' }),
  {
    inlineSize: '100%',
    // beside its Copy button while there is room
    flex: '1 1 16rem',
    minInlineSize: 0,
    fontFamily: 'monospace',
  },
])

export const shareList = style([recipes.plainList, recipes.stack({ gap: '2' })])

export const shareItem = style([
  recipes.cluster({ gap: '2' }),
  sprinkles({ justifyContent: 'space-between' }),
])

/** A new share link's field with its Copy button beside it (under it on a narrow screen). */
export const shareCopy = style([recipes.cluster({ gap: '2' })])

export const copyStatus = style({ fontSize: vars.fontSize.sm })
