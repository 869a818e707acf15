import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'
import { sprinkles } from '../theme/sprinkles.css'

export const bar = style([sprinkles({ borderBottom: 'subtle', background: 'surface' })])

export const inner = style([
  sprinkles({ display: 'flex', alignItems: 'center' }),
  { height: vars.layout.headerHeight },
])

export const logoLink = style({ textDecoration: 'none' })

export const footer = style([
  sprinkles({
    paddingY: '5',
    textAlign: 'center',
    fontSize: 'sm',
    color: 'textInverseMuted',
    background: 'brandStrong',
  }),
])
