import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import { sprinkles } from '../theme/sprinkles.css'

export const shell = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  { minHeight: '100vh' },
])

export const main = style({ flex: 1, outline: 'none' })

export const skipLink = style([
  sprinkles({
    position: 'absolute',
    borderRadius: 'md',
    background: 'brand',
    color: 'textInverse',
    fontWeight: 'semibold',
  }),
  {
    insetInlineStart: vars.space['4'],
    top: vars.space['2'],
    zIndex: 100,
    padding: `${vars.space['2']} ${vars.space['4']}`,
    transform: 'translateY(-200%)',
    selectors: { '&:focus': { transform: 'translateY(0)' } },
  },
])
