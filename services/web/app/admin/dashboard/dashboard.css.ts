import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme.css'
import * as recipes from '../../theme/recipes.css'
import { sprinkles } from '../../theme/sprinkles.css'

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 })

export const columns = style([
  recipes.stack({ gap: '5' }),
  sprinkles({ gridTemplateColumns: 'minmax(0, 1fr)' }),
  { '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } } },
])

export const panel = style({ padding: vars.space['4'] })

export const activityList = style([recipes.plainList])

export const activityItem = style([
  sprinkles({ display: 'grid', paddingY: '3' }),
  {
    gap: '2px',
    borderBlockEnd: `1px solid ${vars.color.border}`,
    selectors: {
      '&:first-child': { paddingBlockStart: 0 },
      '&:last-child': { borderBlockEnd: 0, paddingBlockEnd: 0 },
    },
  },
])

export const activityWhat = style([
  sprinkles({ fontWeight: 'semibold', color: 'brandStrong', overflowWrap: 'anywhere' }),
])

export const activityMeta = style([sprinkles({ fontSize: 'sm', color: 'textMuted' })])

export const activityLinks = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', fontSize: 'sm' }),
  { gap: `${vars.space['1']} ${vars.space['3']}` },
])

export const problemList = style([
  recipes.stack({ gap: '1' }),
  sprinkles({ marginTop: '2', paddingInlineStart: '4', overflowWrap: 'anywhere' }),
])

export const spamList = style([recipes.plainList, recipes.stack({ gap: '3' })])

export const spamItem = style([
  recipes.cluster({ gap: '2' }),
  sprinkles({ justifyContent: 'space-between', overflowWrap: 'anywhere' }),
])

// the counts and quick actions
export const grid = style([
  recipes.stack({ gap: '4' }),
  {
    // two figures side by side on a phone, four on a laptop
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
    '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' } },
  },
])

export const stat = style([
  recipes.stack({ gap: '2' }),
  sprinkles({ alignContent: 'start', padding: { mobile: '4', tablet: '5' } }),
])

export const statTop = style([
  recipes.row({ gap: '3' }),
  sprinkles({
    justifyContent: 'space-between',
    color: 'textMuted',
    fontWeight: 'semibold',
    fontSize: 'sm',
  }),
])

export const statIcon = style([
  recipes.iconBox({ tone: 'soft' }),
  sprinkles({ borderRadius: 'md' }),
  { width: '40px', height: '40px' },
])

export const statValue = style({
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
  lineHeight: 1.1,
  fontVariantNumeric: 'tabular-nums',
})

export const statFoot = style({ fontSize: vars.fontSize.sm })

export const sectionTitle = style([
  sprinkles({ fontSize: 'lg', color: 'brandStrong', marginBottom: '3' }),
])

export const actions = style([
  recipes.plainList,
  recipes.stack({ gap: '3' }),
  sprinkles({ gridTemplateColumns: '1fr' }),
  { '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
])

export const action = style([
  recipes.row({ gap: '3' }),
  sprinkles({ height: '100%', padding: '4', textDecoration: 'none' }),
  {
    color: vars.color.text,
    transition: `border-color ${vars.transition.fast}, box-shadow ${vars.transition.fast}`,
    selectors: {
      '&:hover': { borderColor: vars.color.brandMuted, boxShadow: vars.shadow.md },
    },
  },
])

export const actionText = style([sprinkles({ display: 'grid', minWidth: 0 }), { gap: '2px' }])

export const actionTitle = style([sprinkles({ fontWeight: 'semibold', color: 'brand' })])

export const actionHint = style([sprinkles({ fontSize: 'sm', color: 'textMuted' })])

/** the content remote's one-line state under the problems */
export const remoteLine = style([
  sprinkles({ fontSize: 'sm', color: 'textMuted', marginY: '3', overflowWrap: 'anywhere' }),
])

/** a notice item's buttons, on the item's line when there is room */
export const inlineForm = style([
  sprinkles({ display: 'inline-flex', flexWrap: 'wrap', gap: '2' }),
  { verticalAlign: 'middle' },
])
