import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme.css'
import * as recipes from '../../theme/recipes.css'
import { sprinkles } from '../../theme/sprinkles.css'

export const tabs = style([sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '2' })])

export const tab = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    borderRadius: 'full',
    border: 'subtle',
    color: 'text',
    textDecoration: 'none',
    fontWeight: 'medium',
  }),
  {
    minHeight: '40px',
    padding: `0 ${vars.space['3']}`,
    selectors: {
      '&[aria-current="page"]': {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.textInverse,
      },
    },
  },
])

export const filters = style([recipes.cluster({ gap: '3' })])

export const check = style([sprinkles({ display: 'inline-flex', alignItems: 'center', gap: '2' })])

export const list = style([recipes.plainList])

export const item = style({ borderTop: `1px solid ${vars.color.border}` })

export const itemLink = style([
  sprinkles({
    display: 'grid',
    gap: { mobile: '1', tablet: '4' },
    color: 'text',
    textDecoration: 'none',
    alignItems: { tablet: 'baseline' },
  }),
  {
    padding: `${vars.space['3']} ${vars.space['4']}`,
    selectors: { '&:hover': { background: vars.color.surfaceMuted } },
    '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 14rem) minmax(0, 1fr) auto' } },
  },
])

export const unread = style({ fontWeight: vars.fontWeight.bold })

export const from = style([
  sprinkles({ overflow: 'hidden', whiteSpace: 'nowrap' }),
  { textOverflow: 'ellipsis' },
])

export const subject = style({ minWidth: 0 })

export const preview = style([
  sprinkles({
    display: 'block',
    color: 'textMuted',
    fontWeight: 'regular',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
  }),
  { textOverflow: 'ellipsis' },
])

export const when = style([sprinkles({ color: 'textMuted', fontSize: 'sm', whiteSpace: 'nowrap' })])

export const badge = style([
  sprinkles({
    display: 'inline-block',
    marginInlineEnd: '2',
    borderRadius: 'full',
    background: 'accentSoft',
    color: 'accentStrong',
    fontSize: 'xs',
    fontWeight: 'bold',
  }),
  { padding: `0 ${vars.space['2']}` },
])

export const empty = style([sprinkles({ padding: '6', textAlign: 'center', color: 'textMuted' })])

export const panel = style({ padding: vars.space['4'] })

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: `0 0 ${vars.space['4']}`,
})

export const term = style([sprinkles({ color: 'textMuted', fontWeight: 'semibold' })])

export const body = style([
  sprinkles({
    margin: '0',
    padding: '4',
    borderRadius: 'md',
    background: 'surfaceMuted',
    overflowWrap: 'anywhere',
    lineHeight: 'relaxed',
  }),
  { whiteSpace: 'pre-wrap' },
])

export const actions = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '2', marginTop: '4' }),
])

export const value = style([sprinkles({ margin: '0', overflowWrap: 'anywhere' })])

export const count = style({ margin: 0, padding: `${vars.space['2']} ${vars.space['4']}` })
