import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css'

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['8']} ${vars.space['5']}`,
  textAlign: 'center',
  borderRadius: vars.radius.lg,
  border: `2px dashed ${vars.color.borderStrong}`,
  background: vars.color.surface,
})

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: '50%',
  background: vars.color.brandSoft,
  color: vars.color.brandMuted,
})

export const title = style({ fontSize: vars.fontSize.xl, color: vars.color.brand })

export const message = style({ color: vars.color.textMuted, maxWidth: '32rem' })
