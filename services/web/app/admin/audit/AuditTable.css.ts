import { style } from '@vanilla-extract/css'
import { sprinkles } from '../../theme/sprinkles.css'
import { vars } from '../theme.css'

/** Wide tables scroll inside their card on a laptop; on a phone each row is a card (list-table). */
export const scroller = style({ overflowX: 'auto' })

export const failure = style([sprinkles({ fontWeight: 'semibold' }), { color: vars.color.danger }])

export const muted = style([sprinkles({ color: 'textMuted', fontSize: 'xs' })])

export const nowrap = style({ whiteSpace: 'nowrap' })

export const block = style({ display: 'block' })
