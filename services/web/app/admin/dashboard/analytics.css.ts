import { style } from '@vanilla-extract/css'
import { vars } from '../theme.css'
import * as recipes from '../../theme/recipes.css'
import { sprinkles } from '../../theme/sprinkles.css'

export const page = style([recipes.stack({ gap: '5' })])

export const framePage = style([
  recipes.stack({ gap: '3' }),
  { gridTemplateRows: 'auto 1fr', minHeight: 'calc(100vh - 10rem)' },
])

export const frameHead = style([
  sprinkles({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: '2',
  }),
])

export const frame = style({
  inlineSize: '100%',
  blockSize: '100%',
  minBlockSize: '70vh',
  border: 0,
})

export const open = style({ fontWeight: vars.fontWeight.semibold })

export const setup = style([recipes.stack({ gap: '3' }), { maxWidth: '72ch' }])

export const setupTitle = style([sprinkles({ fontSize: 'lg', color: 'brandStrong' })])

export const steps = style([recipes.stack({ gap: '2' }), sprinkles({ paddingInlineStart: '5' })])

export const note = style([sprinkles({ color: 'textMuted', fontSize: 'sm' })])
