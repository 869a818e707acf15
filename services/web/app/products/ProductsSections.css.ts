import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'

export const partnerships = style({ display: 'grid', gap: vars.space['7'] })

export const logos = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['4'],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
})
