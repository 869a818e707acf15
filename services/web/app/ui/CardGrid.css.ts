import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'

/**
 * One, two or three columns. Flex rather than grid: a last, incomplete row is centred instead of
 * leaving a hole on the right.
 */
export const grid = style({
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['5'],
  '@media': { [media.desktop]: { gap: vars.space['6'] } },
})

export const item = style({
  display: 'flex',
  flex: '0 0 100%',
  '@media': {
    [media.tablet]: { flexBasis: `calc((100% - ${vars.space['5']}) / 2)` },
    [media.desktop]: { flexBasis: `calc((100% - 2 * ${vars.space['6']}) / 3)` },
  },
})
