import { recipe } from '@vanilla-extract/recipes'
import { media, vars } from '../theme/theme.css'

export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space['4'],
    '@media': {
      [media.tablet]: { paddingInline: vars.space['6'] },
    },
  },
  variants: {
    size: {
      narrow: { maxWidth: `calc(${vars.layout.narrowWidth} + 2 * ${vars.space['6']})` },
      default: { maxWidth: `calc(${vars.layout.maxWidth} + 2 * ${vars.space['6']})` },
      wide: { maxWidth: '1440px' },
    },
  },
  defaultVariants: { size: 'default' },
})
