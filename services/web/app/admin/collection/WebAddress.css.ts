import { style } from '@vanilla-extract/css'
import { media, vars } from '../theme.css'

export const section = style({ display: 'grid', gap: vars.space['3'], marginTop: vars.space['5'] })

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
})

export const intro = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

/** The slug input, then its button (a hint or an error under the input keeps them apart). */
export const form = style({
  display: 'grid',
  gap: vars.space['3'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 28rem)' } },
})

export const slugInput = style({ fontFamily: vars.font.mono })

export const submit = style({ display: 'flex' })

export const wait = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })
