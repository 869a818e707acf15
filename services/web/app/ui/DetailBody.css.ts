import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme/theme.css'

export const body = style({
  display: 'grid',
  gap: vars.space['7'],
  alignItems: 'start',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1.6fr) minmax(0, 1fr)',
      gap: vars.space['8'],
    },
  },
})

export const title = style({
  fontSize: vars.fontSize['3xl'],
  color: vars.color.brand,
  marginBottom: vars.space['5'],
})

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  minWidth: 0,
  '@media': {
    [media.desktop]: {
      position: 'sticky',
      top: `calc(${vars.layout.headerHeight} + ${vars.space['5']})`,
    },
  },
})
