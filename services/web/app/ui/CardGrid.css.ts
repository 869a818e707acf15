import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'
import * as recipes from '../theme/recipes.css'
import { sprinkles } from '../theme/sprinkles.css'

/**
 * One, two or three columns. Flex rather than grid: a last, incomplete row is centred instead of
 * leaving a hole on the right.
 */
export const grid = style([
  recipes.plainList,
  sprinkles({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: { mobile: '5', desktop: '6' },
  }),
])

export const item = style({
  display: 'flex',
  flex: '0 0 100%',
  '@media': {
    [media.tablet]: { flexBasis: `calc((100% - ${vars.space['5']}) / 2)` },
    [media.desktop]: { flexBasis: `calc((100% - 2 * ${vars.space['6']}) / 3)` },
  },
})
