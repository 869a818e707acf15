import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'

export const more = style({
  display: 'flex',
  justifyContent: 'center',
  marginTop: vars.space['7'],
})
