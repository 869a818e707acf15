import { style } from '@vanilla-extract/css'
import { sprinkles } from '../theme/sprinkles.css'

export const more = style([
  sprinkles({ display: 'flex', justifyContent: 'center', marginTop: '7' }),
])
