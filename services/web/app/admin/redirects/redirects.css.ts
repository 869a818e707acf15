import { style } from '@vanilla-extract/css'
import { vars } from '../theme.css'

/** Long addresses scroll sideways inside the card rather than widen the page. */
export const tableWrap = style({ overflowX: 'auto' })

export const path = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere' })

export const arrow = style({ color: vars.color.textMuted, width: '1%' })

export const pathInput = style({ fontFamily: vars.font.mono })
